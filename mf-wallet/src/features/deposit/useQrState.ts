import type { DepositQr, DepositQrState } from '@lotto/shared';
import { useNow } from '@lotto/ui';
import { useEffect, useRef, useState } from 'react';
import { useGetDepositQrStatusQuery } from './api/depositQrApi';
import { usePageVisible } from './usePageVisible';

/** How often a waiting QR asks whether its transfer has been credited. */
export const QR_POLL_MS = 3000;
/**
 * After the countdown: how often it still asks while the server waits. A transfer made in time may
 * reach the bank's statement a few minutes late and is credited then (docs/money.md#qr-deposits).
 */
export const QR_LATE_POLL_MS = 10_000;

/**
 * The state of a shown QR, kept live: asks deposit_qr_status every 3 s while the page is visible,
 * and once more when the countdown ends. From then on the QR is shown expired (not to be paid),
 * yet still asked about every 10 s while the server waits for a late line, so that a transfer made
 * in time turns to credited; a server answer of credited or expired is final.
 * `secondsLeft` drives the countdown.
 */
export function useQrState(qr: DepositQr): { state: DepositQrState; secondsLeft: number } {
  const now = useNow(1000);
  const visible = usePageVisible();
  const secondsLeft = Math.max(0, Math.ceil((Date.parse(qr.expires_at) - now.getTime()) / 1000));
  const timeUp = secondsLeft === 0;
  const [settled, setSettled] = useState<'credited' | 'expired' | null>(null);
  const open = settled === null;
  const status = useGetDepositQrStatusQuery(qr.reference, {
    skip: !open,
    pollingInterval: open && visible ? (timeUp ? QR_LATE_POLL_MS : QR_POLL_MS) : 0,
  });
  const answered = status.data?.state;
  const { refetch } = status;

  useEffect(() => {
    if (answered === 'credited' || answered === 'expired') setSettled(answered);
  }, [answered]);

  // The bank's line may have come in at the last second: ask at once when the countdown ends.
  const lookedAtEnd = useRef(false);
  useEffect(() => {
    if (!timeUp || !open || lookedAtEnd.current) return;
    lookedAtEnd.current = true;
    void refetch();
  }, [timeUp, open, refetch]);

  // Back in front: ask at once rather than at the next poll.
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current && open) void refetch();
    wasVisible.current = visible;
  }, [visible, open, refetch]);

  return { state: settled ?? (timeUp ? 'expired' : 'waiting'), secondsLeft };
}
