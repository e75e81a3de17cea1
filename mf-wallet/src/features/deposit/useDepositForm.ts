import { bangkokHourMinute, depositRequestSchema, fieldErrors, th, transferTime } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useIdempotencyKey } from '@lotto/ui';
import { useDepositMutation, useGetDepositBankQuery } from './api/depositApi';
import { useSlipUpload } from './api/uploadSlip';
import { useSubmitOnce } from '../../lib/useSubmitOnce';

export interface DepositFormState {
  amount: string;
  hour: number;
  minute: number;
}

/** A fresh form: no amount, the time now on Bangkok's clock (docs/api-conventions.md#constants). */
const freshForm = (): DepositFormState => ({ amount: '', ...bangkokHourMinute(new Date()) });

/** The amount as typed, converted to a number on send; empty is no amount. */
const amountValue = (typed: string) => (typed.trim() === '' ? undefined : Number(typed));

/**
 * The deposit form's state: the site's account, the fields, the slip's upload, the messages
 * (checked again on each change once sent), and sending once with an idempotency key.
 */
export function useDepositForm() {
  const bank = useGetDepositBankQuery();
  const [deposit, { isLoading: sending }] = useDepositMutation();
  const slip = useSlipUpload();
  const idempotencyKey = useIdempotencyKey();
  const [form, setForm] = useState<DepositFormState>(freshForm);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  const fileUrl = slip.state.status === 'done' ? slip.state.fileUrl : '';
  const request = (state: DepositFormState, url: string) => ({
    amount: amountValue(state.amount),
    bank_id: bank.data?.bank_id,
    time: transferTime(state.hour, state.minute),
    file_url: url,
  });

  const revalidate = async (state: DepositFormState, url: string) => {
    if (submitted) setErrors(await fieldErrors(depositRequestSchema, request(state, url)));
  };

  const change = (patch: Partial<DepositFormState>) => {
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

  const submit = useSubmitOnce(
    () => send(),
    () => slip.state.status === 'uploading',
  );

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
  return { bank, form, file, errors, serverMessage, sending, upload: slip.state, uploadError, change, pick, submit };
}
