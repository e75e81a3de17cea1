import { useId, useState, type FormEvent } from 'react';
import { RoundShotsDialog } from './RoundShotsDialog';
import styled from 'styled-components';
import { prizeEntries, th, verifyYeekeeDraw, type LotteryResultItem, type YeekeeVerification } from '@lotto/shared';

const words = th.results.yeekee;

const Box = styled.section`
  margin-top: 12px;
  padding: 12px;
  border-radius: 10px;
  background: ${({ theme }) => theme.background};
  border: 1px solid #e0e0e0;
  dl {
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.muted};
    font-size: 0.85rem;
  }
  dd {
    margin: 0 0 8px;
  }
  h4 {
    margin: 8px 0 4px;
    font-size: 1rem;
  }
  p {
    margin: 0 0 8px;
    font-size: 0.9rem;
  }
`;

const Hex = styled.code`
  display: block;
  font-family: ui-monospace, 'DejaVu Sans Mono', monospace;
  font-size: 0.8rem;
  overflow-wrap: anywhere;
  word-break: break-all;
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: flex-end;
  label {
    flex: 1 1 220px;
    display: grid;
    gap: 4px;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.muted};
  }
  input {
    min-height: 40px;
    padding: 6px 8px;
    border: 1px solid #9e9e9e;
    border-radius: 8px;
    font:
      0.85rem ui-monospace,
      'DejaVu Sans Mono',
      monospace;
    color: ${({ theme }) => theme.ink};
    min-width: 0;
  }
  button {
    min-height: 40px;
    padding: 8px 18px;
    border: 0;
    border-radius: 8px;
    background: ${({ theme }) => theme.yellow[700]};
    color: ${({ theme }) => theme.ink};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
`;

/** Reads as the link it was: the shots open over the results, for guests too. */
const WatchButton = styled.button`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

const Verdict = styled.div<{ $ok: boolean }>`
  margin-top: 10px;
  padding: 10px;
  border-radius: 8px;
  border: 1px solid ${({ theme, $ok }) => ($ok ? theme.success : theme.danger)};
  background: ${({ $ok }) => ($ok ? '#e8f5e9' : '#ffebee')};
  ul {
    margin: 4px 0 0;
    padding-left: 20px;
  }
`;

/**
 * A yeekee round's proof (docs/lottery-rules.md): the seed hash published when the round opened and,
 * once drawn, the seed, with a panel that recomputes both the hash and the draw in this browser.
 */
export function YeekeeProof({ item }: { item: LotteryResultItem }) {
  const seedFieldId = useId();
  const [seed, setSeed] = useState(item.seed ?? '');
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<YeekeeVerification | null>(null);
  const [watching, setWatching] = useState(false);
  if (!item.commitment) return null;
  const commitment = item.commitment;

  async function verify(event: FormEvent) {
    event.preventDefault();
    setChecking(true);
    try {
      setOutcome(await verifyYeekeeDraw(seed.trim(), commitment, item.result, item));
    } finally {
      setChecking(false);
    }
  }

  return (
    <Box aria-label={words.verifyTitle}>
      <dl>
        <dt>{words.commitment}</dt>
        <dd>
          <Hex>{commitment}</Hex>
        </dd>
        <dt>{words.seed}</dt>
        <dd>{item.seed ? <Hex>{item.seed}</Hex> : words.notRevealed}</dd>
      </dl>
      <p>
        <WatchButton type="button" aria-haspopup="dialog" onClick={() => setWatching(true)}>
          {th.yeekee.watchShots}
        </WatchButton>
      </p>
      {watching && <RoundShotsDialog item={item} onClose={() => setWatching(false)} />}
      {item.seed && (
        <>
          <h4>{words.verifyTitle}</h4>
          <p>{words.verifyHint}</p>
          <Form onSubmit={verify}>
            <label htmlFor={seedFieldId}>
              {words.seedInput}
              <input
                id={seedFieldId}
                value={seed}
                onChange={(event) => {
                  setSeed(event.target.value);
                  setOutcome(null);
                }}
                spellCheck={false}
                autoComplete="off"
              />
            </label>
            <button type="submit" disabled={checking}>
              {words.verify}
            </button>
          </Form>
          {checking && <p role="status">{words.checking}</p>}
          {outcome && (
            <Verdict $ok={outcome.verified} role="status">
              <strong>{outcome.verified ? words.verified : words.failed}</strong>
              <ul>
                <li>{outcome.hashMatches ? words.hashMatches : words.hashDiffers}</li>
                <li>{outcome.resultMatches ? words.resultMatches : words.resultDiffers}</li>
              </ul>
              <dl>
                <dt>{words.computedHash}</dt>
                <dd>
                  <Hex>{outcome.hash}</Hex>
                </dd>
                <dt>{words.computedResult}</dt>
                <dd>
                  {prizeEntries({ ...outcome.computed })
                    .map((entry) => `${entry.label} ${entry.text}`)
                    .join(' · ')}
                </dd>
              </dl>
            </Verdict>
          )}
        </>
      )}
    </Box>
  );
}
