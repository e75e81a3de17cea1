import { depositQrRequestSchema, fieldErrors, th, type DepositQr } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { useState } from 'react';
import { FieldError, SubmitButton } from '@lotto/ui';
import { useCreateDepositQrMutation } from '../api/depositQrApi';
import { AmountField } from './AmountField';
import { FormFields } from './FormFields';
import { QrPayment } from './QrPayment';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';

const w = th.wallet;

/** The amount as typed, converted to a number on send; empty is no amount. */
const amountValue = (typed: string) => (typed.trim() === '' ? undefined : Number(typed));

/**
 * The QR deposit: an amount and `สร้าง QR`, then the QR to pay (QrPayment). A site whose receiving
 * account takes no QR answers 404: `onUnavailable` hands the member to the slip form with the
 * server's message. `closedBy` names the refusal that closes the form (a break).
 */
export function QrDeposit({ closedBy, onUnavailable }: { closedBy?: string; onUnavailable: (message: string) => void }) {
  const [create, { isLoading: sending }] = useCreateDepositQrMutation();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [qr, setQr] = useState<DepositQr | null>(null);

  const check = async (typed: string) => (await fieldErrors(depositQrRequestSchema, { amount: amountValue(typed) })).amount ?? null;

  const submit = useSubmitOnce(() => send());

  const send = async () => {
    setSubmitted(true);
    setServerMessage(null);
    const problem = await check(amount);
    setError(problem);
    if (problem) return;
    const result = await create({ amount: Number(amount) });
    if ('data' in result && result.data) {
      setQr(result.data);
      return;
    }
    const failure = result.error as QueryError;
    if (failure.status === 404) onUnavailable(failure.message);
    else setServerMessage(failure.message);
  };

  if (qr) {
    return (
      <QrPayment
        qr={qr}
        onRestart={(after) => {
          setQr(null);
          setSubmitted(false);
          // After an expired QR the same amount is likely asked again; after a credit a new one.
          if (after === 'credited') setAmount('');
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormFields disabled={Boolean(closedBy)} aria-describedby={closedBy}>
        <AmountField
          value={amount}
          error={error ?? undefined}
          onChange={(typed) => {
            setAmount(typed);
            if (submitted) void check(typed).then(setError);
          }}
        />
        {serverMessage && <FieldError role="alert">{serverMessage}</FieldError>}
        <SubmitButton type="submit" aria-busy={sending} disabled={sending}>
          {w.qrCreate}
        </SubmitButton>
      </FormFields>
    </form>
  );
}
