import { th, validationMessages as m } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { Card, CardTitle, Field, FieldError, Hint, SubmitButton } from '@lotto/ui';
import { useDepositForm } from '../useDepositForm';
import { AmountField } from './AmountField';
import { ReceivingAccount } from './ReceivingAccount';
import { SlipPicker } from './SlipPicker';
import { TransferTimeField } from './TransferTimeField';

const w = th.wallet;

/** The deposit form: the site's account, amount, transfer time and slip, then `แจ้งฝากเงิน`. */
export function DepositPanel() {
  const { bank, form, file, errors, serverMessage, sending, upload, uploadError, change, pick, submit } = useDepositForm();
  return (
    <Card aria-labelledby="deposit-title">
      <CardTitle id="deposit-title">{w.depositPanel}</CardTitle>
      {bank.isLoading && <Hint role="status">{w.bankLoading}</Hint>}
      {bank.error && <FieldError role="alert">{(bank.error as QueryError).message}</FieldError>}
      {bank.data && <ReceivingAccount bank={bank.data} />}
      <form noValidate onSubmit={(event) => void submit(event)}>
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
      </form>
    </Card>
  );
}
