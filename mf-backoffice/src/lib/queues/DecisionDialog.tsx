import { useState, type FormEvent } from 'react';
import { backofficeLabels, formatMoney, rejectRequestSchema, withValues } from '@lotto/shared';
import { Button, ButtonRow, Dialog, Field, FieldError, Muted, TextArea } from '@lotto/ui';

const words = backofficeLabels.queues;
const actions = backofficeLabels.actions;

export interface PendingDecision {
  decision: 'approve' | 'reject';
  title: string;
  member: string;
  amount: number;
}

/**
 * Asks before a decision: approval is a yes/no question (ตกลง / ยกเลิก); a rejection needs a
 * reason, checked by the same rule as the server's (1–500 characters).
 */
export function DecisionDialog({
  pending,
  busy,
  onConfirm,
  onClose,
}: {
  pending: PendingDecision;
  busy: boolean;
  onConfirm: (reason?: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const values = { amount: formatMoney(pending.amount), member: pending.member };

  if (pending.decision === 'approve') {
    return (
      <Dialog title={pending.title} onClose={onClose}>
        <p>{withValues(words.approveQuestion, values)}</p>
        <ButtonRow>
          <Button type="button" onClick={onClose}>
            {actions.cancel}
          </Button>
          <Button type="button" $variant="success" disabled={busy} onClick={() => onConfirm()}>
            {actions.yes}
          </Button>
        </ButtonRow>
      </Dialog>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    try {
      const checked = rejectRequestSchema.validateSync({ reason });
      setError(null);
      onConfirm(checked.reason);
    } catch (invalid) {
      setError((invalid as Error).message);
    }
  };
  return (
    <Dialog title={pending.title} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p>{withValues(words.rejectQuestion, values)}</p>
        <Field>
          <label htmlFor="decision-reason">{words.reason}</label>
          <TextArea
            id="decision-reason"
            value={reason}
            maxLength={500}
            aria-invalid={error ? 'true' : 'false'}
            aria-describedby="decision-reason-hint"
            onChange={(event) => setReason(event.target.value)}
          />
          <Muted id="decision-reason-hint">{words.reasonHint}</Muted>
          {error && <FieldError role="alert">{error}</FieldError>}
        </Field>
        <ButtonRow>
          <Button type="button" onClick={onClose}>
            {actions.cancel}
          </Button>
          <Button type="submit" $variant="danger" disabled={busy}>
            {actions.reject}
          </Button>
        </ButtonRow>
      </form>
    </Dialog>
  );
}
