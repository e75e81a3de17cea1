import { bangkokHourMinute, depositRequestSchema, fieldErrors, th, transferTime, validationMessages as m } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { Card, CardTitle, Field, FieldError, Hint, Input, Select, SubmitButton, useIdempotencyKey } from '@lotto/ui';
import { useDepositMutation, useGetDepositBankQuery } from '../api/depositApi';
import { useSlipUpload } from '../api/uploadSlip';
import { ReceivingAccount } from './ReceivingAccount';
import { SlipPicker } from './SlipPicker';

const w = th.wallet;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const MINUTES = Array.from({ length: 60 }, (_, minute) => minute);
const two = (value: number) => String(value).padStart(2, '0');

const TimeRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
`;

interface FormState {
  amount: string;
  hour: number;
  minute: number;
}

/** A fresh form: no amount, the time now on Bangkok's clock (docs/api-conventions.md#constants). */
const freshForm = (): FormState => ({ amount: '', ...bangkokHourMinute(new Date()) });

/** The amount as typed, converted to a number on send; empty is no amount. */
const amountValue = (typed: string) => (typed.trim() === '' ? undefined : Number(typed));

/** The deposit form: the site's account, amount, transfer time and slip, then `แจ้งฝากเงิน`. */
export function DepositPanel() {
  const bank = useGetDepositBankQuery();
  const [deposit, { isLoading: sending }] = useDepositMutation();
  const slip = useSlipUpload();
  const idempotencyKey = useIdempotencyKey();
  const busy = useRef(false);
  const [form, setForm] = useState<FormState>(freshForm);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  const fileUrl = slip.state.status === 'done' ? slip.state.fileUrl : '';
  const request = (state: FormState, url: string) => ({
    amount: amountValue(state.amount),
    bank_id: bank.data?.bank_id,
    time: transferTime(state.hour, state.minute),
    file_url: url,
  });

  const revalidate = async (state: FormState, url: string) => {
    if (submitted) setErrors(await fieldErrors(depositRequestSchema, request(state, url)));
  };

  const change = (patch: Partial<FormState>) => {
    const next = { ...form, ...patch };
    setForm(next);
    void revalidate(next, fileUrl);
  };

  const pick = async (picked: File) => {
    setFile(picked);
    const outcome = await slip.upload(picked);
    if (outcome.status === 'done') toast.success(th.money.uploadSuccess);
    if (outcome.status === 'failed') toast.error(th.money.uploadFailed);
    void revalidate(form, outcome.status === 'done' ? outcome.fileUrl : '');
  };

  const reset = () => {
    setForm(freshForm());
    setFile(null);
    slip.reset();
    setErrors({});
    setSubmitted(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Set at once, not on the next render: a double click's second click finds it taken.
    if (busy.current || slip.state.status === 'uploading') return;
    busy.current = true;
    try {
      await send();
    } finally {
      busy.current = false;
    }
  };

  const send = async () => {
    setSubmitted(true);
    setServerMessage(null);
    const body = request(form, fileUrl);
    const found = await fieldErrors(depositRequestSchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await deposit({ body: body as Parameters<typeof deposit>[0]['body'], idempotencyKey: idempotencyKey.current() });
    if ('data' in result) {
      idempotencyKey.settle();
      toast.success(th.money.depositSuccess);
      reset();
      return;
    }
    const error = result.error as QueryError;
    // With no answer the deposit may have been recorded: a retry keeps the key and is recorded once.
    if (error.status !== 'NETWORK') idempotencyKey.settle();
    toast.error(th.money.depositFailed);
    setServerMessage(error.message);
    reset();
  };

  const uploadError = slip.state.status === 'failed' ? slip.state.message : errors.file_url;

  return (
    <Card aria-labelledby="deposit-title">
      <CardTitle id="deposit-title">{w.depositPanel}</CardTitle>
      {bank.isLoading && <Hint role="status">{w.bankLoading}</Hint>}
      {bank.error && <FieldError role="alert">{(bank.error as QueryError).message}</FieldError>}
      {bank.data && <ReceivingAccount bank={bank.data} />}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Field>
          <label htmlFor="deposit-amount">{w.amount}</label>
          <Input
            id="deposit-amount"
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder={w.amountPlaceholder}
            value={form.amount}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={errors.amount ? 'deposit-amount-error' : undefined}
            onChange={(event) => change({ amount: event.target.value })}
          />
          {errors.amount && (
            <FieldError id="deposit-amount-error" role="alert">
              {errors.amount}
            </FieldError>
          )}
        </Field>
        <Field role="group" aria-labelledby="deposit-time">
          <span id="deposit-time">
            <strong>{w.transferTime}</strong>
          </span>
          <TimeRow>
            <Select aria-label={w.hour} value={form.hour} onChange={(event) => change({ hour: Number(event.target.value) })}>
              {HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {two(hour)}
                </option>
              ))}
            </Select>
            <Select aria-label={w.minute} value={form.minute} onChange={(event) => change({ minute: Number(event.target.value) })}>
              {MINUTES.map((minute) => (
                <option key={minute} value={minute}>
                  {two(minute)}
                </option>
              ))}
            </Select>
          </TimeRow>
          {errors.time && <FieldError role="alert">{errors.time}</FieldError>}
        </Field>
        <Field>
          <SlipPicker file={file} upload={slip.state} error={uploadError} onPick={(picked) => void pick(picked)} />
        </Field>
        {errors.bank_id && <FieldError role="alert">{bank.data ? errors.bank_id : m.deposit.bankInvalid}</FieldError>}
        {serverMessage && <FieldError role="alert">{serverMessage}</FieldError>}
        <SubmitButton type="submit" aria-busy={sending} disabled={sending || slip.state.status === 'uploading'}>
          {w.submitDeposit}
        </SubmitButton>
      </form>
    </Card>
  );
}
