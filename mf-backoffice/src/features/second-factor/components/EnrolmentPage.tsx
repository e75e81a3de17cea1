import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { toast } from 'react-toastify';
import QRCode from 'qrcode';
import { th, totpConfirmSchema, type TotpEnrolment } from '@lotto/shared';
import { useCurrentUser, type QueryError } from '@lotto/shared/client';
import { Badge, Card, CardTitle, Hint, Message, PageTitle, SubmitButton, TextField } from '@lotto/ui';
import { useConfirmEnrolmentMutation, useStartEnrolmentMutation } from '../api/secondFactorApi';

const words = th.secondFactor;

const Steps = styled.div`
  display: grid;
  gap: 16px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 240px minmax(0, 1fr);
  }
`;

const Qr = styled.img`
  width: 220px;
  height: 220px;
  max-width: 100%;
  border: 1px solid #e0e0e0;
  border-radius: 8px;
  background: #fff;
`;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, max-content));
  gap: 6px 24px;
  margin: 8px 0;
  padding-left: 0;
  /* Inside: a number outside its item ran over the code of the column before it. */
  list-style-position: inside;
  font-family: ui-monospace, Menlo, Consolas, monospace;
  font-size: 1.05rem;
`;

const Secret = styled.code`
  display: block;
  overflow-wrap: anywhere;
  font-size: 0.95rem;
`;

/** The QR code of the otpauth:// address, drawn in the browser: the secret never leaves it in a request. */
function useQrImage(otpauthUrl: string | undefined): string | undefined {
  const [image, setImage] = useState<string>();
  useEffect(() => {
    if (!otpauthUrl) return;
    let current = true;
    void QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 }).then((url) => current && setImage(url));
    return () => {
      current = false;
    };
  }, [otpauthUrl]);
  return image;
}

function ConfirmForm() {
  const [confirm, { isLoading }] = useConfirmEnrolmentMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      totpConfirmSchema.validateSync({ code });
    } catch (invalid) {
      setError((invalid as Error).message);
      return;
    }
    setError(undefined);
    const answer = await confirm({ code });
    if (answer.error) {
      setError((answer.error as QueryError).message);
      return;
    }
    toast.success(words.enrolled);
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        id="totp-confirm-code"
        label={words.confirmCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <Hint>{words.confirmHint}</Hint>
      <SubmitButton type="submit" disabled={isLoading} aria-busy={isLoading}>
        {words.confirm}
      </SubmitButton>
    </form>
  );
}

function Enrolment({ enrolment }: { enrolment: TotpEnrolment }) {
  const qr = useQrImage(enrolment.otpauth_url);
  const secret = new URL(enrolment.otpauth_url).searchParams.get('secret') ?? '';
  return (
    <Steps>
      <section aria-labelledby="totp-qr-title">
        <CardTitle id="totp-qr-title">{words.scanQr}</CardTitle>
        {qr ? <Qr src={qr} alt={words.qrAlt} /> : <Message role="status">{words.enrolStarting}</Message>}
        <Hint>{words.manualKey}</Hint>
        <Secret aria-label={words.manualKey}>{secret}</Secret>
      </section>
      <section aria-labelledby="backup-codes-title">
        <CardTitle id="backup-codes-title">{words.backupCodes}</CardTitle>
        <Hint>{words.backupCodesHint}</Hint>
        <Codes aria-labelledby="backup-codes-title">
          {enrolment.backup_codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Codes>
        <ConfirmForm />
      </section>
    </Steps>
  );
}

/**
 * ตั้งค่ายืนยันตัวตนสองขั้น: a new secret as a QR code and the ten backup codes, shown once, then a
 * code of the app to confirm. The back office shows only this screen to someone the site requires
 * to enrol.
 */
export default function EnrolmentPage() {
  const { user } = useCurrentUser();
  const [start, started] = useStartEnrolmentMutation();
  const enrolled = user?.second_factor === 'on';
  const begin = async () => {
    const answer = await start();
    if (answer.error) toast.error((answer.error as QueryError).message);
  };
  return (
    <>
      <PageTitle>{words.enrolTitle}</PageTitle>
      {user?.second_factor === 'must_enrol' && (
        <Message role="alert" style={{ marginBottom: 12 }}>
          {words.enrolmentRequired}
        </Message>
      )}
      <Card aria-labelledby="totp-enrol-title">
        <CardTitle id="totp-enrol-title">{words.enrolTitle}</CardTitle>
        {enrolled ? (
          <p>
            <Badge $tone="good">{words.on}</Badge> {words.enrolledStatus}
          </p>
        ) : started.data ? (
          <Enrolment enrolment={started.data} />
        ) : (
          <>
            <Hint>{words.enrolIntro}</Hint>
            <SubmitButton type="button" onClick={() => void begin()} disabled={started.isLoading} aria-busy={started.isLoading}>
              {started.isLoading ? words.enrolStarting : words.enrolStart}
            </SubmitButton>
          </>
        )}
      </Card>
    </>
  );
}
