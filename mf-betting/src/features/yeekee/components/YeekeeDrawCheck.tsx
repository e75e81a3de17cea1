import { useState } from 'react';
import styled from 'styled-components';
import { prizeEntries, th, verifyYeekeeDraw, withValues, yeekeeShotsDigest, type YeekeeShot, type YeekeeVerification } from '@lotto/shared';
import { Button, Message } from '@lotto/ui';
import { useYeekeeResultsQuery } from '../api/yeekeeApi';

const words = th.yeekee;
/** Until the round's result is out: the draw runs just after the close. */
const RESULT_POLL_MS = 5_000;

const Hex = styled.code`
  display: block;
  font-family: ui-monospace, 'DejaVu Sans Mono', monospace;
  font-size: 0.8rem;
  overflow-wrap: anywhere;
`;

/**
 * After the draw: the result, the revealed seed, and ตรวจสอบ, which recomputes the shots' digest
 * from the list this page shows and then the draw (shared's verifyYeekeeDraw), in this browser.
 */
export function YeekeeDrawCheck({ roundId, shots }: { roundId: string; shots: readonly YeekeeShot[] }) {
  const [polling, setPolling] = useState(true);
  const results = useYeekeeResultsQuery(undefined, { pollingInterval: polling ? RESULT_POLL_MS : 0 });
  const drawn = results.data?.find((item) => item.round_id === roundId && item.seed);
  if (drawn && polling) setPolling(false);
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<YeekeeVerification | null>(null);
  const [unverifiable, setUnverifiable] = useState(false);
  if (!drawn?.seed || !drawn.commitment) return null;
  const { seed, commitment } = drawn;

  async function verify() {
    setChecking(true);
    setOutcome(null);
    setUnverifiable(false);
    try {
      const inOrder = [...shots].sort((a, b) => a.seq - b.seq);
      setOutcome(
        await verifyYeekeeDraw(seed, commitment, drawn!.result, {
          draw_version: drawn!.draw_version,
          shots_digest: yeekeeShotsDigest(inOrder),
        }),
      );
    } catch {
      // The list shown has a gap or a malformed shot: its digest cannot be the round's.
      setUnverifiable(true);
    } finally {
      setChecking(false);
    }
  }

  return (
    <section aria-label={words.result}>
      <h3>{words.result}</h3>
      <p>
        {prizeEntries(drawn.result)
          .map((entry) => `${entry.label} ${entry.text}`)
          .join(' · ')}
      </p>
      <p>{words.seed}</p>
      <Hex>{seed}</Hex>
      <Button type="button" onClick={() => void verify()} disabled={checking}>
        {words.verify}
      </Button>
      {checking && <Message role="status">{words.verifying}</Message>}
      {unverifiable && <Message role="alert">{words.failed}</Message>}
      {outcome && (
        <Message role="status">
          <strong>{outcome.verified ? words.verified : words.failed}</strong>{' '}
          {withValues(words.computedResult, {
            digits: prizeEntries({ ...outcome.computed })
              .map((entry) => `${entry.label} ${entry.text}`)
              .join(' · '),
          })}
        </Message>
      )}
    </section>
  );
}
