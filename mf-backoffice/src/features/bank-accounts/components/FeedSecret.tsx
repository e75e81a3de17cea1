import { useState } from 'react';
import styled from 'styled-components';
import { toast } from 'react-toastify';
import { backofficeLabels, type BankAccount, th, withValues } from '@lotto/shared';
import { Button, ButtonRow, ConfirmDialog, Dialog, Hint, Muted, TextField } from '@lotto/ui';
import { accountTitle } from '../../../lib/money/AccountPicker';
import { toastAnswer } from '../../../lib/api/serverAnswer';
import { useMakeFeedSecretMutation } from '../api/bankAccountsAdminApi';

const words = backofficeLabels.bankAccounts;

/** Where a bank's feed (or a notification forwarder) pushes this account's statement lines. */
export function feedAddress(accountId: number): string {
  return `${window.location.origin}/bank-feed/${accountId}/lines`;
}

const Code = styled.code`
  display: block;
  padding: 8px 10px;
  border-radius: 8px;
  background: #f5f5f5;
  font-size: 0.95rem;
  overflow-wrap: anywhere;
  user-select: all;
`;

const Warning = styled.p`
  margin: 0 0 12px;
  padding: 10px 12px;
  border-radius: 8px;
  background: #fff3e0;
  color: #bf360c;
  font-weight: 600;
`;

const SecretRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 8px;
  margin-top: 8px;
  > div {
    flex: 1 1 220px;
  }
  input {
    font-family: monospace;
  }
  button {
    margin-bottom: 12px;
  }
`;

const Headers = styled.dl`
  margin: 8px 0 0;
  dt {
    font-family: monospace;
    font-weight: 700;
  }
  dd {
    margin: 0 0 8px;
  }
`;

/** The feed's address and how a push is signed: the headers the server checks. */
export function FeedInstructions({ accountId }: { accountId: number }) {
  return (
    <section aria-label={words.feedAddress}>
      <strong>{words.feedAddress}</strong>
      <Code>{feedAddress(accountId)}</Code>
      <Hint>{words.feedHow}</Hint>
      <Headers>
        <dt>{words.feedTimestampHeader}</dt>
        <dd>{words.feedTimestamp}</dd>
        <dt>{words.feedSignatureHeader}</dt>
        <dd>{words.feedSignature}</dd>
      </Headers>
    </section>
  );
}

/** The new secret, shown this once: it is kept nowhere else in the page once the dialog closes. */
function SecretShown({ account, secret, onClose }: { account: BankAccount; secret: string; onClose: () => void }) {
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      toast.error(words.copyFailed);
      return;
    }
    clipboard.writeText(secret).then(
      () => toast.success(words.copied),
      () => toast.error(words.copyFailed),
    );
  };
  return (
    <Dialog title={words.secretTitle} onClose={onClose} wide>
      <Warning role="note">{words.secretOnce}</Warning>
      <Muted>{accountTitle(account)}</Muted>
      <SecretRow>
        <TextField id="feed-secret" label={words.secretLabel} value={secret} readOnly spellCheck={false} />
        <Button type="button" onClick={copy}>
          {words.copy}
        </Button>
      </SecretRow>
      <FeedInstructions accountId={account.id} />
      <ButtonRow>
        <Button type="button" $variant="primary" onClick={onClose}>
          {backofficeLabels.actions.close}
        </Button>
      </ButtonRow>
    </Dialog>
  );
}

/**
 * `สร้างรหัสลับ`: asks first (the old secret stops at once), then shows the new secret once with a
 * copy button, the feed's address and how to sign a push.
 */
export function FeedSecretFlow({ account, onClose }: { account: BankAccount; onClose: () => void }) {
  const [make, { isLoading }] = useMakeFeedSecretMutation();
  const [secret, setSecret] = useState<string | null>(null);
  if (secret !== null) return <SecretShown account={account} secret={secret} onClose={onClose} />;
  const yes = async () => {
    const made = toastAnswer(await make(account.id), th.money.feedSecretMade);
    if (made) setSecret(made.secret);
    else onClose();
  };
  return (
    <ConfirmDialog
      title={words.makeSecret}
      text={withValues(words.makeSecretQuestion, { number: account.account_number })}
      busy={isLoading}
      onYes={() => void yes()}
      onNo={onClose}
    />
  );
}
