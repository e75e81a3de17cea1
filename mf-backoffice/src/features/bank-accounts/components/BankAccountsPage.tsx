import { useState } from 'react';
import styled from 'styled-components';
import { backofficeLabels, type BankAccount, th, withValues } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { Badge, Button, Card, CardTitle, Dialog, Hint, Message, PageTitle, QueryState, Table } from '@lotto/ui';
import { useGetBankAccountsQuery } from '../../../lib/api/bankAccountsApi';
import { toastAnswer } from '../../../lib/api/serverAnswer';
import { useCreateBankAccountMutation, useUpdateBankAccountMutation } from '../api/bankAccountsAdminApi';
import { BankAccountForm, blankAccount, requestOf, valuesOf, type BankAccountValues } from './BankAccountForm';
import { FeedSecretFlow, feedAddress } from './FeedSecret';

const words = backofficeLabels.bankAccounts;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Address = styled.code`
  display: block;
  margin-top: 4px;
  font-size: 0.8rem;
  overflow-wrap: anywhere;
`;

/** The refusal of a save, for the form to show; null when it saved (and its message was toasted). */
function refusalOf(result: { data?: unknown; error?: unknown }): QueryError | null {
  return result.error ? (result.error as QueryError) : null;
}

function AddAccount() {
  const [create] = useCreateBankAccountMutation();
  const save = async (values: BankAccountValues) => {
    const { active: _active, ...body } = requestOf(values);
    const result = await create(body);
    if (result.data) toastAnswer(result, th.money.bankAccountSaved);
    return refusalOf(result);
  };
  return (
    <Card aria-labelledby="bank-account-add-title">
      <CardTitle id="bank-account-add-title">{words.add}</CardTitle>
      <BankAccountForm id="bank-account-add" initial={blankAccount} editing={false} onSave={save} />
    </Card>
  );
}

function EditAccount({ account, onClose }: { account: BankAccount; onClose: () => void }) {
  const [update] = useUpdateBankAccountMutation();
  const save = async (values: BankAccountValues) => {
    const result = await update({ id: account.id, body: requestOf(values) });
    if (result.data) {
      toastAnswer(result, th.money.bankAccountSaved);
      onClose();
    }
    return refusalOf(result);
  };
  return (
    <Dialog title={`${words.edit} ${account.account_number}`} onClose={onClose} wide>
      <BankAccountForm id="bank-account-edit" initial={valuesOf(account)} editing onSave={save} onCancel={onClose} />
    </Dialog>
  );
}

/** Turns an account on or off for members, with the rest of its fields as they are. */
function ActiveToggle({ account }: { account: BankAccount }) {
  const [update, { isLoading }] = useUpdateBankAccountMutation();
  const action = account.active ? words.deactivate : words.activate;
  const toggle = async () => {
    toastAnswer(
      await update({ id: account.id, body: requestOf({ ...valuesOf(account), active: !account.active }) }),
      th.money.bankAccountSaved,
    );
  };
  return (
    <Button
      type="button"
      $variant={account.active ? 'secondary' : 'success'}
      disabled={isLoading}
      aria-label={withValues(words.toggleOf, { action, number: account.account_number })}
      onClick={() => void toggle()}
    >
      {action}
    </Button>
  );
}

function AccountRows({
  accounts,
  onEdit,
  onSecret,
}: {
  accounts: BankAccount[];
  onEdit: (a: BankAccount) => void;
  onSecret: (a: BankAccount) => void;
}) {
  return (
    <Table
      columns={[
        words.bank,
        words.accountName,
        words.accountNumber,
        words.promptpayId,
        words.billerId,
        words.status,
        words.feed,
        words.actions,
      ]}
    >
      {accounts.map((account) => (
        <tr key={account.id} data-account-id={account.id}>
          <td data-label={words.bank}>
            <strong>{account.short_name}</strong>
          </td>
          <td data-label={words.accountName}>{account.account_name}</td>
          <td data-label={words.accountNumber}>{account.account_number}</td>
          <td data-label={words.promptpayId}>{account.promptpay_id ?? words.none}</td>
          <td data-label={words.billerId}>{account.biller_id ?? words.none}</td>
          <td data-label={words.status}>
            <Badge $tone={account.active ? 'good' : 'neutral'}>{account.active ? words.active : words.inactive}</Badge>
          </td>
          <td data-label={words.feed}>
            <Badge $tone={account.feed_secret_set ? 'good' : 'neutral'}>{account.feed_secret_set ? words.feedOn : words.feedOff}</Badge>
            {account.feed_secret_set && <Address>{feedAddress(account.id)}</Address>}
          </td>
          <td data-label={words.actions}>
            <Actions>
              <Button
                type="button"
                aria-label={withValues(words.editOf, { number: account.account_number })}
                onClick={() => onEdit(account)}
              >
                {words.editButton}
              </Button>
              <ActiveToggle account={account} />
              <Button
                type="button"
                aria-label={withValues(words.makeSecretOf, { number: account.account_number })}
                onClick={() => onSecret(account)}
              >
                {words.makeSecret}
              </Button>
            </Actions>
          </td>
        </tr>
      ))}
    </Table>
  );
}

/**
 * บัญชีรับเงิน (admin): the operator's own receiving accounts with their PromptPay or biller ID, added,
 * edited, turned on or off, and each one's feed secret made (shown once) with the feed's address.
 */
export default function BankAccountsPage() {
  const list = useGetBankAccountsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [editing, setEditing] = useState<BankAccount | null>(null);
  const [secretFor, setSecretFor] = useState<BankAccount | null>(null);
  return (
    <>
      <PageTitle>{words.title}</PageTitle>
      <Hint style={{ marginBottom: 12 }}>{words.hint}</Hint>
      <AddAccount />
      {/* Not a card: below 768 px each row is a card of its own. */}
      <section aria-labelledby="bank-account-list-title">
        <CardTitle id="bank-account-list-title">{words.list}</CardTitle>
        <QueryState isLoading={list.isLoading} error={list.data ? undefined : list.error} refetch={list.refetch}>
          {list.data && list.data.length > 0 ? (
            <AccountRows accounts={list.data} onEdit={setEditing} onSecret={setSecretFor} />
          ) : (
            <Message>{words.empty}</Message>
          )}
        </QueryState>
      </section>
      {editing && <EditAccount key={editing.id} account={editing} onClose={() => setEditing(null)} />}
      {secretFor && <FeedSecretFlow account={secretFor} onClose={() => setSecretFor(null)} />}
    </>
  );
}
