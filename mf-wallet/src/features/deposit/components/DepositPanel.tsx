import { breakInForce, breakRefusal, th } from '@lotto/shared';
import { useGetPlayLimitsQuery } from '@lotto/shared/client';
import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card, CardTitle, MaintenanceNotice, useClosingWindow, useNow } from '@lotto/ui';
import { QrDeposit } from './QrDeposit';
import { SlipDepositForm } from './SlipDepositForm';

const w = th.wallet;

/** A break's end is to the second; a minute's delay in opening the form again is of no account. */
const BREAK_CHECK_MS = 30_000;

const REFUSAL_ID = 'deposit-refusal';
const MAINTENANCE_ID = 'deposit-maintenance';

type Method = 'qr' | 'slip';

const Refusal = styled.p`
  margin: 0 0 12px;
  padding: 10px 12px;
  border-radius: 10px;
  background: ${({ theme }) => theme.yellow[50]};
  border-left: 4px solid ${({ theme }) => theme.danger};
  font-weight: 600;
`;

const Methods = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  margin-bottom: 16px;
  button {
    white-space: normal;
  }
`;

/** Why the QR is not offered: the slip form is shown in its place. */
const Notice = styled.p`
  margin: 0 0 12px;
  padding: 10px 12px;
  border-radius: 10px;
  background: ${({ theme }) => theme.yellow[50]};
  border-left: 4px solid ${({ theme }) => theme.yellow[800]};
`;

/**
 * The deposit panel: a QR of an exact amount, credited by itself, or the slip form
 * (`ฝากผ่าน QR` / `แนบสลิปโอนเงิน`, QR first). On a time-out or self-exclusion it says at once why
 * and until when, and nothing can be filled in: the server would refuse either deposit. So too while
 * a maintenance window closes deposits (its message and a countdown to its end).
 */
export function DepositPanel() {
  const settings = useGetPlayLimitsQuery().data;
  const now = useNow(BREAK_CHECK_MS);
  const onBreak = settings ? breakInForce(settings, now) : null;
  const refusal = onBreak ? breakRefusal(onBreak) : null;
  const maintenance = useClosingWindow('deposit');
  const closedBy = maintenance ? MAINTENANCE_ID : refusal ? REFUSAL_ID : undefined;
  const [method, setMethod] = useState<Method>('qr');
  const [qrUnavailable, setQrUnavailable] = useState<string | null>(null);
  const choose = (next: Method) => {
    setMethod(next);
    setQrUnavailable(null);
  };

  return (
    <Card aria-labelledby="deposit-title">
      <CardTitle id="deposit-title">{w.depositPanel}</CardTitle>
      {maintenance && <MaintenanceNotice id={MAINTENANCE_ID} window={maintenance} />}
      {refusal && (
        <Refusal id={REFUSAL_ID} role="alert">
          {refusal}
        </Refusal>
      )}
      <Methods role="group" aria-label={w.depositMethods}>
        <Button type="button" aria-pressed={method === 'qr'} onClick={() => choose('qr')}>
          {w.depositByQr}
        </Button>
        <Button type="button" aria-pressed={method === 'slip'} onClick={() => choose('slip')}>
          {w.depositBySlip}
        </Button>
      </Methods>
      {qrUnavailable && <Notice role="alert">{qrUnavailable}</Notice>}
      {method === 'qr' ? (
        <QrDeposit
          closedBy={closedBy}
          onUnavailable={(message) => {
            setMethod('slip');
            setQrUnavailable(message);
          }}
        />
      ) : (
        <SlipDepositForm closedBy={closedBy} />
      )}
    </Card>
  );
}
