import { formatMoney, th, withValues, type DepositQr } from '@lotto/shared';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, Hint } from '@lotto/ui';
import { useQrState } from '../useQrState';

const w = th.wallet;

const Box = styled.div`
  border: 1px dashed ${({ theme }) => theme.yellow[800]};
  background: ${({ theme }) => theme.yellow[50]};
  border-radius: 10px;
  padding: 12px;
  display: grid;
  gap: 10px;
  justify-items: center;
  text-align: center;
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const QrImage = styled.img`
  width: 240px;
  height: 240px;
  max-width: 100%;
  background: #fff;
  border: 1px solid #e0e0e0;
  border-radius: 8px;
`;

const PayOnly = styled.p`
  font-size: 1.2rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Clock = styled.span`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const State = styled.p<{ $tone: 'waiting' | 'good' | 'bad' }>`
  font-weight: 700;
  color: ${({ theme, $tone }) => ($tone === 'good' ? theme.success : $tone === 'bad' ? theme.danger : theme.ink)};
`;

/** mm:ss of a number of seconds. */
const minutesSeconds = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The QR as a PNG data address, drawn in the browser from the payload the server gave. The
 * drawing library is loaded when a QR is first shown, not with the money page.
 */
function useQrImage(payload: string): string | undefined {
  const [image, setImage] = useState<string>();
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(payload, { margin: 2, width: 480 }))
      .then((url) => current && setImage(url));
    return () => {
      current = false;
    };
  }, [payload]);
  return image;
}

/** Saves the QR as a PNG file, to open in the bank app's scan-from-picture. */
function saveImage(image: string, reference: string) {
  const link = document.createElement('a');
  link.href = image;
  link.download = `qr-${reference}.png`;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * A QR to pay: the receiving account, the exact amount, a countdown and the state, which changes by
 * itself from `รอรับเงิน…` to `เติมเครดิตแล้ว` (or to expired). `onRestart` goes back to the amount form,
 * told whether the QR was credited.
 */
export function QrPayment({ qr, onRestart }: { qr: DepositQr; onRestart: (after: 'credited' | 'expired') => void }) {
  const { state, secondsLeft } = useQrState(qr);
  const image = useQrImage(qr.qr);
  const payAmount = formatMoney(qr.pay_amount);
  return (
    <Box role="group" aria-label={w.depositByQr}>
      <Hint>{w.depositTo}</Hint>
      <p>
        <strong>
          {qr.account.name} ({qr.account.short_name})
        </strong>
      </p>
      <p>{qr.account.account_name}</p>
      <p>{qr.account.account_number}</p>
      {state === 'waiting' && (
        <>
          {image ? <QrImage src={image} alt={withValues(w.qrImage, { amount: payAmount })} /> : <Hint>{th.remote.loading}</Hint>}
          <PayOnly>{withValues(w.qrPayOnly, { amount: payAmount })}</PayOnly>
          <Hint>{w.qrExactNote}</Hint>
          <p>
            <span id="qr-time-left">{w.qrTimeLeft}</span>{' '}
            <Clock role="timer" aria-labelledby="qr-time-left">
              {minutesSeconds(secondsLeft)}
            </Clock>
          </p>
          <Button type="button" disabled={!image} onClick={() => image && saveImage(image, qr.reference)}>
            {w.qrSave}
          </Button>
        </>
      )}
      <State role="status" $tone={state === 'credited' ? 'good' : state === 'expired' ? 'bad' : 'waiting'}>
        {state === 'credited' ? w.qrCredited : state === 'expired' ? w.qrExpired : w.qrWaiting}
      </State>
      {state === 'credited' && (
        <Button type="button" $variant="primary" onClick={() => onRestart('credited')}>
          {w.qrAgain}
        </Button>
      )}
      {state === 'expired' && (
        <Button type="button" $variant="primary" onClick={() => onRestart('expired')}>
          {w.qrNew}
        </Button>
      )}
    </Box>
  );
}
