import {
  bangkokClockTime,
  CHANGE_PIN_ANCHOR,
  fieldErrors,
  formatMoney,
  th,
  WITHDRAW_MAX_BAHT,
  WITHDRAWALS_PER_DAY,
  withdrawRequestSchema,
  withValues,
} from '@lotto/shared';
import { useCurrentUser, type QueryError } from '@lotto/shared/client';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import {
  Button,
  Card,
  CardTitle,
  Field,
  FieldError,
  FormSubmit,
  Hint,
  Input,
  MaintenanceNotice,
  useClosingWindow,
  useIdempotencyKey,
  useNow,
} from '@lotto/ui';

import { useGetWalletMemberBanksQuery, useGetWithdrawAllowanceQuery, useWithdrawMutation } from '../api/withdrawApi';
import { WithdrawPinForm } from './WithdrawPinForm';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';

const w = th.wallet;

/** A PIN lock ends on the minute; the form opens again within this much of it. */
const LOCK_CHECK_MS = 15_000;

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

const PinChange = styled.div`
  margin-top: 16px;
  padding-top: 12px;
  border-top: 1px solid #e0e0e0;
  h3 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
`;

/** เปลี่ยนรหัส PIN ถอนเงิน under the withdraw form: closed until asked for, open when /account linked to it. */
function ChangePin() {
  const location = useLocation();
  const [open, setOpen] = useState(location.hash === `#${CHANGE_PIN_ANCHOR}`);
  return (
    <PinChange id={CHANGE_PIN_ANCHOR}>
      {open ? (
        <>
          <h3>{w.withdrawPinChange}</h3>
          <WithdrawPinForm changing onSaved={() => setOpen(false)} />
          <Button type="button" $variant="secondary" onClick={() => setOpen(false)} style={{ marginTop: 8 }}>
            {w.withdrawPinChangeCancel}
          </Button>
        </>
      ) : (
        <Button type="button" $variant="secondary" onClick={() => setOpen(true)}>
          {w.withdrawPinChange}
        </Button>
      )}
    </PinChange>
  );
}

const Lock = styled.p`
  margin: 0 0 12px;
  padding: 10px 12px;
  border-radius: 10px;
  background: ${({ theme }) => theme.yellow[50]};
  border-left: 4px solid ${({ theme }) => theme.danger};
  font-weight: 600;
`;

const amountValue = (typed: string) => (typed.trim() === '' ? undefined : Number(typed));

interface WithdrawForm {
  amount: string;
  pin: string;
}

type FormErrors = Partial<Record<keyof WithdrawForm, string>>;

/**
 * The withdraw form: amount, withdrawal PIN, the member's own account it is paid to,
 * `แจ้งถอนเงิน`, and the day's limits. A member without a PIN sets one first; after five wrong
 * PINs the form stays closed until the lock ends, and while a maintenance window closes withdrawals
 * it cannot be sent (its message and a countdown to its end above).
 */
export function WithdrawPanel() {
  const { user } = useCurrentUser();
  const banks = useGetWalletMemberBanksQuery();
  const allowance = useGetWithdrawAllowanceQuery();
  const [withdraw, { isLoading: sending }] = useWithdrawMutation();
  const idempotencyKey = useIdempotencyKey();
  const now = useNow(LOCK_CHECK_MS);
  const [form, setForm] = useState<WithdrawForm>({ amount: '', pin: '' });
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const maintenance = useClosingWindow('withdraw');
  const account = banks.data?.[0];
  const lockedUntil = allowance.data?.pin_locked_until;
  const lockMessage =
    lockedUntil && Date.parse(lockedUntil) > now.getTime()
      ? withValues(th.money.withdrawPinLocked, { time: bangkokClockTime(lockedUntil) })
      : null;

  const check = async (values: WithdrawForm): Promise<FormErrors> =>
    fieldErrors(withdrawRequestSchema, { amount: amountValue(values.amount), pin: values.pin }, { credit: user?.credit });

  const change = (patch: Partial<WithdrawForm>) => {
    const next = { ...form, ...patch };
    setForm(next);
    if (submitted) void check(next).then(setErrors);
  };

  const submit = useSubmitOnce(() => send());

  const send = async () => {
    setSubmitted(true);
    setServerMessage(null);
    const found = await check(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await withdraw({ body: { amount: Number(form.amount), pin: form.pin }, idempotencyKey: idempotencyKey.current() });
    if ('data' in result) {
      idempotencyKey.settle();
      toast.success(th.money.withdrawSuccess);
      setForm({ amount: '', pin: '' });
      setSubmitted(false);
      return;
    }
    const failure = result.error as QueryError;
    if (failure.status !== 'NETWORK') idempotencyKey.settle();
    toast.error(th.money.withdrawFailed);
    // 403 is a wrong PIN: its message (with the tries left) belongs to the PIN, typed again.
    if (failure.status === 403) {
      setForm({ ...form, pin: '' });
      setErrors({ pin: failure.message });
    } else {
      setServerMessage(failure.message);
    }
  };

  const accountBox = (
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
  );

  const withdrawForm = (
    <form noValidate onSubmit={(event) => void submit(event)}>
      {lockMessage && (
        <Lock id="withdraw-lock" role="alert">
          {lockMessage}
        </Lock>
      )}
      <Field>
        <label htmlFor="withdraw-amount">{w.amount}</label>
        <Input
          id="withdraw-amount"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={w.amountPlaceholder}
          value={form.amount}
          aria-invalid={errors.amount ? true : undefined}
          aria-describedby={errors.amount ? 'withdraw-amount-error' : 'withdraw-credit'}
          onChange={(event) => change({ amount: event.target.value })}
        />
        {user && (
          <Hint id="withdraw-credit">
            {w.creditAvailable} {formatMoney(user.credit)} {w.baht}
          </Hint>
        )}
        {errors.amount && (
          <FieldError id="withdraw-amount-error" role="alert">
            {errors.amount}
          </FieldError>
        )}
      </Field>
      <Field>
        <label htmlFor="withdraw-pin">{w.withdrawPin}</label>
        <Input
          id="withdraw-pin"
          name="pin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={form.pin}
          aria-invalid={errors.pin ? true : undefined}
          aria-describedby={errors.pin ? 'withdraw-pin-error' : undefined}
          onChange={(event) => change({ pin: event.target.value })}
        />
        {errors.pin && (
          <FieldError id="withdraw-pin-error" role="alert">
            {errors.pin}
          </FieldError>
        )}
      </Field>
      {/* The server's refusal; a lock is already said above. */}
      <FormSubmit
        message={serverMessage !== lockMessage ? serverMessage : null}
        busy={sending}
        aria-describedby={maintenance ? 'withdraw-maintenance' : lockMessage ? 'withdraw-lock' : undefined}
        disabled={Boolean(maintenance) || Boolean(lockMessage) || (banks.data !== undefined && !account)}
      >
        {w.submitWithdraw}
      </FormSubmit>
    </form>
  );

  return (
    <Card aria-labelledby="withdraw-title">
      <CardTitle id="withdraw-title">{w.withdrawPanel}</CardTitle>
      {maintenance && <MaintenanceNotice id="withdraw-maintenance" window={maintenance} />}
      {accountBox}
      {allowance.isLoading && <Hint role="status">{th.remote.loading}</Hint>}
      {allowance.data?.pin_set === false && <WithdrawPinForm />}
      {!allowance.isLoading && allowance.data?.pin_set !== false && withdrawForm}
      {allowance.data?.pin_set && <ChangePin />}
      <Notice>
        <p>{w.withdrawNoCancel}</p>
        <p>
          {withValues(w.withdrawNotice, { max: formatMoney(allowance.data?.max_amount ?? WITHDRAW_MAX_BAHT), perDay: WITHDRAWALS_PER_DAY })}
        </p>
        {allowance.data && <p>{withValues(w.withdrawCount, { count: allowance.data.count_today, perDay: allowance.data.max_per_day })}</p>}
      </Notice>
    </Card>
  );
}
