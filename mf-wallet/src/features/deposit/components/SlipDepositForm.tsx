import { th, validationMessages as m } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { Field, FieldError, Hint, SubmitButton } from '@lotto/ui';
import { useDepositForm } from '../useDepositForm';
import { AmountField } from './AmountField';
import { FormFields } from './FormFields';
import { ReceivingAccount } from './ReceivingAccount';
import { SlipPicker } from './SlipPicker';
import { TransferTimeField } from './TransferTimeField';

const w = th.wallet;

/**
 * The slip deposit: the site's account, amount, transfer time and slip, then `แจ้งฝากเงิน`.
 * `closedBy` names the refusal that closes it (a break): then no account is shown and nothing can be filled in.
 */
export function SlipDepositForm({ closedBy }: { closedBy?: string }) {
  const { bank, form, file, errors, serverMessage, sending, upload, uploadError, change, pick, submit } = useDepositForm();
  return (
    <>
      {bank.isLoading && <Hint role="status">{w.bankLoading}</Hint>}
      {bank.error && <FieldError role="alert">{(bank.error as QueryError).message}</FieldError>}
      {bank.data && !closedBy && <ReceivingAccount bank={bank.data} />}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <FormFields disabled={Boolean(closedBy)} aria-describedby={closedBy}>
          <AmountField value={form.amount} error={errors.amount} onChange={(amount) => change({ amount })} />
          <TransferTimeField hour={form.hour} minute={form.minute} error={errors.time} onChange={change} />
          <Field>
            <SlipPicker file={file} upload={upload} error={uploadError} onPick={(picked) => void pick(picked)} />
          </Field>
          {errors.bank_id && <FieldError role="alert">{bank.data ? errors.bank_id : m.deposit.bankInvalid}</FieldError>}
          {serverMessage && <FieldError role="alert">{serverMessage}</FieldError>}
          <SubmitButton type="submit" aria-busy={sending} disabled={sending || upload.status === 'uploading'}>
            {w.submitDeposit}
          </SubmitButton>
        </FormFields>
      </form>
    </>
  );
}
