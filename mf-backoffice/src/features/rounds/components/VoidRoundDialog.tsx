import { useState, type FormEvent } from 'react';
import {
  backofficeLabels,
  formatMoney,
  type RoundVoidPayload,
  roundVoidRequestSchema,
  type StaffRound,
  th,
  withValues,
} from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { Button, ButtonRow, Dialog, Field, FieldError, TextArea } from '@lotto/ui';
import { useVoidRoundMutation } from '../api/roundsApi';
import { roundTitle } from './ResultDialog';

const l = backofficeLabels.rounds;

/** What a void refunded, in words. */
export const voidedText = (voided: RoundVoidPayload) =>
  withValues(th.lotto.roundVoidedDone, { slips: voided.slips, members: voided.members, amount: formatMoney(voided.refunded) });

/**
 * ยกเลิกงวด (admin): asks first, with the reason the audit log keeps, checked by the server's own
 * rule; the round's running slips are refunded once the server voids it.
 */
export function VoidRoundDialog({
  round,
  onClose,
  onVoided,
}: {
  round: StaffRound;
  onClose: () => void;
  onVoided: (voided: RoundVoidPayload) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [voidRound, { isLoading }] = useVoidRoundMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let checked: string;
    try {
      checked = roundVoidRequestSchema.validateSync({ reason }).reason;
    } catch (invalid) {
      setError((invalid as Error).message);
      return;
    }
    const answer = await voidRound({ roundId: round.id, reason: checked });
    if ('error' in answer) {
      setError((answer.error as QueryError).message);
      return;
    }
    onVoided(answer.data);
    onClose();
  };

  const title = withValues(l.voidTitle, { round: roundTitle(round) });
  return (
    <Dialog title={title} onClose={isLoading ? () => undefined : onClose} role="alertdialog">
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={title}>
        <p>{l.voidQuestion}</p>
        <Field>
          <label htmlFor="void-reason">{l.voidReason}</label>
          <TextArea
            id="void-reason"
            value={reason}
            maxLength={500}
            aria-invalid={error ? 'true' : 'false'}
            onChange={(event) => setReason(event.target.value)}
          />
          {error && <FieldError role="alert">{error}</FieldError>}
        </Field>
        <ButtonRow>
          <Button type="button" onClick={onClose} disabled={isLoading}>
            {backofficeLabels.actions.close}
          </Button>
          <Button type="submit" $variant="danger" disabled={isLoading} aria-busy={isLoading}>
            {l.void}
          </Button>
        </ButtonRow>
      </form>
    </Dialog>
  );
}
