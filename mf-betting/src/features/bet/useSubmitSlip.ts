import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { paths, th, type CurrentRate, type PlaceBetRequest } from '@lotto/shared';
import { useAppDispatch, type QueryError } from '@lotto/shared/client';
import { ratesUpdated, roundCleared, type CartLine } from '../../lib/cart/cartSlice';
import { lineAmount } from '../../lib/cart/cartTotals';
import { usePlaceBetMutation } from './api/betApi';

/** Where the bet flow is: nothing open, the `ตรวจสอบโพย` modal, or the yes/no dialog after it. */
export type SubmitStep = 'idle' | 'review' | 'confirm';

function newIdempotencyKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function placeBetBody(roundId: string, lines: readonly CartLine[]): PlaceBetRequest {
  return {
    round_id: roundId,
    place_bet: lines.map((line) => ({
      amount: lineAmount(line.amount) ?? 0,
      rate: line.rate,
      round_id: roundId,
      type: line.type,
      number: line.number,
    })),
  };
}

/**
 * Sends the slip once the member said yes twice. One Idempotency-Key belongs to one slip body and
 * is kept across retries of it (a double click, a retry after a network error): the server places
 * it once. On RATE_CHANGED the cart takes the new rates, marks the changed lines and asks again.
 */
export function useSubmitSlip(roundId: string, lines: readonly CartLine[]) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [placeBet, { isLoading }] = usePlaceBetMutation();
  const [step, setStep] = useState<SubmitStep>('idle');
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const sending = useRef(false);

  const send = async () => {
    if (sending.current) return;
    sending.current = true;
    const body = placeBetBody(roundId, lines);
    const bodyText = JSON.stringify(body);
    if (attempt.current?.body !== bodyText) attempt.current = { body: bodyText, key: newIdempotencyKey() };
    try {
      await placeBet({ body, idempotencyKey: attempt.current.key }).unwrap();
      attempt.current = null;
      dispatch(roundCleared(roundId));
      setStep('idle');
      toast.success(th.lotto.betSuccess);
      navigate(paths.transaction, { replace: true });
    } catch (caught) {
      const error = caught as QueryError;
      if (error.code === 'RATE_CHANGED' && Array.isArray(error.payload)) {
        dispatch(ratesUpdated({ roundId, rates: error.payload as CurrentRate[] }));
        toast.warning(error.message);
        setStep('review');
      } else {
        setStep('idle');
        toast.error(`${th.lotto.betFailed}: ${error.message ?? th.errors.generic}`);
      }
    } finally {
      sending.current = false;
    }
  };

  return { step, setStep, send, sending: isLoading };
}
