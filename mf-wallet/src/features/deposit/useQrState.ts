import type { DepositQr, DepositQrState } from '@lotto/shared';
import { useNow } from '@lotto/ui';
import { useEffect, useRef, useState } from 'react';
import { useGetDepositQrStatusQuery } from './api/depositQrApi';
import { usePageVisible } from './usePageVisible';

/** How often a waiting QR asks whether its transfer has been credited. */
export const QR_POLL_MS = 3000;

/**
 * The state of a shown QR, kept live: asks deposit_qr_status every 3 s while waiting and the page
 * is visible, and once more when the countdown ends (the bank's line may have come in at the
 * last second); after that a QR not credited is expired. `secondsLeft` drives the countdown.
 */
export function useQrState(qr: DepositQr): { state: DepositQrState; secondsLeft: number } {
  const now = useNow(1000);
  const visible = usePageVisible();
  const secondsLeft = Math.max(0, Math.ceil((Date.parse(qr.expires_at) - now.getTime()) / 1000));
  const timeUp = secondsLeft === 0;
  const [state, setState] = useState<DepositQrState>('waiting');
  const waiting = state === 'waiting';
  const status = useGetDepositQrStatusQuery(qr.reference, {
    skip: !waiting,
    pollingInterval: waiting && visible && !timeUp ? QR_POLL_MS : 0,
  });
  const answered = status.data?.state;
  const { refetch } = status;
  const lookedAtEnd = useRef(false);

  useEffect(() => {
    if (answered === 'credited' || answered === 'expired') setState(answered);
  }, [answered]);

  useEffect(() => {
    if (!timeUp || !waiting || lookedAtEnd.current) return;
    lookedAtEnd.current = true;
    void refetch()
      .unwrap()
      .then(
        (last) => setState(last.state === 'credited' ? 'credited' : 'expired'),
        () => setState('expired'),
      );
  }, [timeUp, waiting, refetch]);

  // Back in front: ask at once rather than at the next poll.
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current && waiting && !timeUp) void refetch();
    wasVisible.current = visible;
  }, [visible, waiting, timeUp, refetch]);

  return { state, secondsLeft };
}
