import { fieldErrors, formatMoney, th, WITHDRAW_MAX_BAHT, WITHDRAWALS_PER_DAY, withdrawRequestSchema, withValues } from '@lotto/shared';
import { useCurrentUser, type QueryError } from '@lotto/shared/client';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { Card, CardTitle, Field, FieldError, Hint, Input, SubmitButton, useIdempotencyKey } from '@lotto/ui';

import { useGetWalletMemberBanksQuery, useGetWithdrawAllowanceQuery, useWithdrawMutation } from '../api/withdrawApi';

const w = th.wallet;

const Account = styled.div`
  border: 1px solid #e0e0e0;
  border-radius: 10px;
  padding: 12px;
  margin-bottom: 16px;
  p {
    margin: 2px 0;
    overflow-wrap: anywhere;
  }
`;

const Notice = styled.div`
  margin-top: 16px;
  padding: 12px;
  border-radius: 10px;
  background: ${({ theme }) => theme.yellow[50]};
  border-left: 4px solid ${({ theme }) => theme.yellow[800]};
  p {
    margin: 2px 0;
  }
`;

const amountValue = (typed: string) => (typed.trim() === '' ? undefined : Number(typed));

/** The withdraw form: amount, the member's own account it is paid to, `แจ้งถอนเงิน`, and the day's limits. */
export function WithdrawPanel() {
  const { user } = useCurrentUser();
  const banks = useGetWalletMemberBanksQuery();
  const allowance = useGetWithdrawAllowanceQuery();
  const [withdraw, { isLoading: sending }] = useWithdrawMutation();
  const idempotencyKey = useIdempotencyKey();
  const busy = useRef(false);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const account = banks.data?.[0];

  const check = async (typed: string) => {
    const found = await fieldErrors(withdrawRequestSchema, { amount: amountValue(typed) }, { credit: user?.credit });
    return found.amount ?? null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Set at once, not on the next render: a double click's second click finds it taken.
    if (busy.current) return;
    busy.current = true;
    try {
      await send();
    } finally {
      busy.current = false;
    }
  };

  const send = async () => {
    setSubmitted(true);
    const problem = await check(amount);
    setError(problem);
    if (problem) return;
    const result = await withdraw({ body: { amount: Number(amount) }, idempotencyKey: idempotencyKey.current() });
    if ('data' in result) {
      idempotencyKey.settle();
      toast.success(th.money.withdrawSuccess);
      setAmount('');
      setSubmitted(false);
      return;
    }
    const failure = result.error as QueryError;
    if (failure.status !== 'NETWORK') idempotencyKey.settle();
    toast.error(th.money.withdrawFailed);
    setError(failure.message);
  };

  return (
    <Card aria-labelledby="withdraw-title">
      <CardTitle id="withdraw-title">{w.withdrawPanel}</CardTitle>
      <Account role="group" aria-label={w.withdrawTo}>
        <Hint>{w.withdrawTo}</Hint>
        {banks.isLoading && <Hint role="status">{th.remote.loading}</Hint>}
        {banks.data && !account && <FieldError role="alert">{w.noMemberBank}</FieldError>}
        {account && (
          <>
            <p>
              <strong>
                {account.name} ({account.short_name})
              </strong>
            </p>
            <p>{account.account_number}</p>
            <p>{account.account_name}</p>
          </>
        )}
      </Account>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Field>
          <label htmlFor="withdraw-amount">{w.amount}</label>
          <Input
            id="withdraw-amount"
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder={w.amountPlaceholder}
            value={amount}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'withdraw-amount-error' : 'withdraw-credit'}
            onChange={(event) => {
              setAmount(event.target.value);
              if (submitted) void check(event.target.value).then(setError);
            }}
          />
          {user && (
            <Hint id="withdraw-credit">
              {w.creditAvailable} {formatMoney(user.credit)} {w.baht}
            </Hint>
          )}
          {error && (
            <FieldError id="withdraw-amount-error" role="alert">
              {error}
            </FieldError>
          )}
        </Field>
        <SubmitButton type="submit" aria-busy={sending} disabled={sending || (banks.data !== undefined && !account)}>
          {w.submitWithdraw}
        </SubmitButton>
      </form>
      <Notice>
        <p>
          {withValues(w.withdrawNotice, { max: formatMoney(allowance.data?.max_amount ?? WITHDRAW_MAX_BAHT), perDay: WITHDRAWALS_PER_DAY })}
        </p>
        {allowance.data && <p>{withValues(w.withdrawCount, { count: allowance.data.count_today, perDay: allowance.data.max_per_day })}</p>}
      </Notice>
    </Card>
  );
}
