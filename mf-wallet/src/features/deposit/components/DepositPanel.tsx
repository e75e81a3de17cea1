import { breakInForce, breakRefusal, th, validationMessages as m } from '@lotto/shared';
import { useGetPlayLimitsQuery, type QueryError } from '@lotto/shared/client';
import styled from 'styled-components';
import { Card, CardTitle, Field, FieldError, Hint, SubmitButton, useNow } from '@lotto/ui';
import { useDepositForm } from '../useDepositForm';
import { AmountField } from './AmountField';
import { ReceivingAccount } from './ReceivingAccount';
import { SlipPicker } from './SlipPicker';
import { TransferTimeField } from './TransferTimeField';

const w = th.wallet;

/** A break's end is to the second; a minute's delay in opening the form again is of no account. */
const BREAK_CHECK_MS = 30_000;

const Fields = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Refusal = styled.p`
  margin: 0 0 12px;
  padding: 10px 12px;
  border-radius: 10px;
  background: ${({ theme }) => theme.yellow[50]};
  border-left: 4px solid ${({ theme }) => theme.danger};
  font-weight: 600;
`;

/**
 * The deposit form: the site's account, amount, transfer time and slip, then `แจ้งฝากเงิน`. On a
 * time-out or self-exclusion it says at once why and until when, and nothing can be filled in:
 * the server would refuse the slip and the deposit.
 */
export function DepositPanel() {
  const { bank, form, file, errors, serverMessage, sending, upload, uploadError, change, pick, submit } = useDepositForm();
  const settings = useGetPlayLimitsQuery().data;
  const now = useNow(BREAK_CHECK_MS);
  const onBreak = settings ? breakInForce(settings, now) : null;
  const refusal = onBreak ? breakRefusal(onBreak) : null;
  return (
    <Card aria-labelledby="deposit-title">
      <CardTitle id="deposit-title">{w.depositPanel}</CardTitle>
      {refusal && (
        <Refusal id="deposit-refusal" role="alert">
          {refusal}
        </Refusal>
      )}
      {bank.isLoading && <Hint role="status">{w.bankLoading}</Hint>}
      {bank.error && <FieldError role="alert">{(bank.error as QueryError).message}</FieldError>}
      {bank.data && !refusal && <ReceivingAccount bank={bank.data} />}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Fields disabled={Boolean(refusal)} aria-describedby={refusal ? 'deposit-refusal' : undefined}>
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
        </Fields>
      </form>
    </Card>
  );
}
