import { useState, type FormEvent } from 'react';
import { backofficeLabels, formatMoney, type StatementLine, statementReturnSchema, th, withValues } from '@lotto/shared';
import { ConfirmDialog, Dialog, Field, FieldError, FormButtons, TextArea } from '@lotto/ui';
import { toastAnswer } from '../../../lib/api/serverAnswer';
import { useMatchStatementLineMutation, useReturnStatementLineMutation } from '../api/statementLinesApi';
import type { MatchChoice } from './StatementLineCard';

const words = backofficeLabels.statementLines;

/** Asks before a match credits a member (ตกลง / ยกเลิก), then shows the server's answer. */
export function MatchDialog({ choice, onClose }: { choice: MatchChoice; onClose: () => void }) {
  const [match, { isLoading }] = useMatchStatementLineMutation();
  const yes = async () => {
    toastAnswer(await match({ id: choice.line.id, body: choice.body }), th.money.lineMatched);
    onClose();
  };
  return (
    <ConfirmDialog
      title={words.matchTitle}
      text={withValues(words.matchQuestion, { amount: formatMoney(choice.line.amount), ref: choice.line.bank_ref, member: choice.member })}
      busy={isLoading}
      onYes={() => void yes()}
      onNo={onClose}
    />
  );
}

/** `คืนเงิน`: the money went back to the sender outside the site; a reason is required (1–500 characters). */
export function ReturnDialog({ line, onClose }: { line: StatementLine; onClose: () => void }) {
  const [returnLine, { isLoading }] = useReturnStatementLineMutation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let checked: string;
    try {
      checked = statementReturnSchema.validateSync({ reason }).reason;
    } catch (invalid) {
      setError((invalid as Error).message);
      return;
    }
    setError(null);
    toastAnswer(await returnLine({ id: line.id, reason: checked }), th.money.lineReturned);
    onClose();
  };
  return (
    <Dialog title={words.returnTitle} onClose={onClose}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <p>{withValues(words.returnQuestion, { amount: formatMoney(line.amount), ref: line.bank_ref })}</p>
        <Field>
          <label htmlFor="line-return-reason">{words.returnReasonField}</label>
          <TextArea
            id="line-return-reason"
            value={reason}
            maxLength={500}
            aria-invalid={error ? 'true' : 'false'}
            aria-describedby={error ? 'line-return-reason-error' : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {error && (
            <FieldError id="line-return-reason-error" role="alert">
              {error}
            </FieldError>
          )}
        </Field>
        <FormButtons submitLabel={words.return} submitVariant="danger" busy={isLoading} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
