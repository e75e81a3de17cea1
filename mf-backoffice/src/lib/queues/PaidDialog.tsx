import { useState, type FormEvent } from 'react';
import { backofficeLabels, formatMoney, type StaffWithdrawal, th, withdrawalPaidSchema, withValues } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { Dialog, FormButtons, Hint, TextField } from '@lotto/ui';
import { toastAnswer } from '../api/serverAnswer';
import { useRecordWithdrawalPaidMutation } from '../api/queuesApi';

const words = backofficeLabels.moneyQueues;

/**
 * `โอนแล้ว`: staff paid an approved withdrawal from the bank's app and record the transfer's bank
 * reference (required, as the server checks it). A lost connection keeps the dialog for a retry.
 */
export function PaidDialog({ withdrawal, onClose }: { withdrawal: StaffWithdrawal; onClose: () => void }) {
  const [record, { isLoading }] = useRecordWithdrawalPaidMutation();
  const [bankRef, setBankRef] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let checked: string;
    try {
      checked = withdrawalPaidSchema.validateSync({ bank_ref: bankRef }).bank_ref;
    } catch (invalid) {
      setError((invalid as Error).message);
      return;
    }
    setError(undefined);
    const result = await record({ id: withdrawal.id, bank_ref: checked });
    toastAnswer(result, th.money.paidRecorded);
    if (result.error && (result.error as QueryError).status === 'NETWORK') return;
    onClose();
  };

  const bank = withdrawal.member_bank;
  return (
    <Dialog title={words.paidTitle} onClose={onClose}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <p>
          {withValues(words.paidQuestion, {
            amount: formatMoney(withdrawal.amount),
            member: withdrawal.username,
            bank: bank.short_name,
            account: bank.account_number,
          })}
        </p>
        <TextField
          id="withdrawal-bank-ref"
          label={words.bankRef}
          autoComplete="off"
          maxLength={64}
          value={bankRef}
          error={error}
          note={<Hint>{words.bankRefHint}</Hint>}
          onChange={(event) => setBankRef(event.target.value)}
        />
        <FormButtons submitLabel={backofficeLabels.actions.save} busy={isLoading} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
