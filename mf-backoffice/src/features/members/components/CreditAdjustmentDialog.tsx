import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { backofficeLabels, rejectRequestSchema, type StaffMemberDetail } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { Button, ButtonRow, Dialog, Field, FieldError, TextArea, TextField, useIdempotencyKey } from '@lotto/ui';
import { useAdjustCreditMutation } from '../api/membersApi';

const words = backofficeLabels.members;

/** Baht with at most two decimals, signed, not zero. */
function parseAmount(text: string): number | null {
  if (!/^-?\d+(\.\d{1,2})?$/.test(text.trim())) return null;
  const amount = Number(text);
  return amount === 0 ? null : amount;
}

/**
 * Admin only: a credit adjustment with a required reason, a ledger transfer with the house on the
 * server. A negative amount takes credit back; the server refuses one beyond the credit.
 */
export function CreditAdjustmentDialog({ member, onClose }: { member: StaffMemberDetail; onClose: () => void }) {
  const [adjust, { isLoading }] = useAdjustCreditMutation();
  const key = useIdempotencyKey();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAmount(amount);
    const next: typeof errors = {};
    if (parsed === null) next.amount = words.amountRequired;
    let checkedReason = '';
    try {
      checkedReason = rejectRequestSchema.validateSync({ reason }).reason;
    } catch (invalid) {
      next.reason = (invalid as Error).message;
    }
    setErrors(next);
    if (parsed === null || next.reason) return;
    const answer = await adjust({ id: member.id, body: { amount: parsed, reason: checkedReason }, idempotencyKey: key.current() });
    if ('error' in answer) {
      const error = answer.error as QueryError;
      toast.error(error.message);
      if (error.status === 'NETWORK') return;
    } else {
      toast.success(words.adjustDone);
    }
    key.settle();
    onClose();
  };

  return (
    <Dialog title={`${words.adjust} ${member.username}`} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <TextField
          id="adjust-amount"
          label={words.adjustAmount}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={errors.amount}
        />
        <Field>
          <label htmlFor="adjust-reason">{backofficeLabels.queues.reason}</label>
          <TextArea
            id="adjust-reason"
            value={reason}
            maxLength={500}
            aria-invalid={errors.reason ? 'true' : 'false'}
            onChange={(event) => setReason(event.target.value)}
          />
          {errors.reason && <FieldError role="alert">{errors.reason}</FieldError>}
        </Field>
        <ButtonRow>
          <Button type="button" onClick={onClose}>
            {backofficeLabels.actions.cancel}
          </Button>
          <Button type="submit" $variant="primary" disabled={isLoading}>
            {backofficeLabels.actions.save}
          </Button>
        </ButtonRow>
      </form>
    </Dialog>
  );
}
