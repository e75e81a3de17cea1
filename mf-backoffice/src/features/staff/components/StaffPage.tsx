import { useState } from 'react';
import { toast } from 'react-toastify';
import { backofficeLabels, formatMoneyDate, STAFF_MODULES, type StaffAccount, th, withValues } from '@lotto/shared';
import { useCurrentUser, type QueryError } from '@lotto/shared/client';
import { Badge, Button, CardTitle, ConfirmDialog, Message, Muted, PageTitle, QueryState, Table } from '@lotto/ui';
import { MemberStatusBadge } from '../../../lib/MemberStatusBadge';
import { useGetStaffAccountsQuery, useResetSecondFactorMutation } from '../api/staffApi';
import { PermissionMatrix } from './PermissionMatrix';
import { StaffAccountForm } from './StaffAccountForm';

const words = backofficeLabels.staffAccounts;
const twoFactor = th.secondFactor;
const permissionWords = backofficeLabels.permissions;

/** A staff user's permissions in a line: each module they may use with its level, or none. */
function PermissionSummary({ account }: { account: StaffAccount }) {
  const granted = STAFF_MODULES.filter((module) => account.permissions.modules[module] !== 'none');
  if (granted.length === 0) return <Muted>{permissionWords.summaryNone}</Muted>;
  return (
    <span>
      {granted
        .map((module) => `${permissionWords.modules[module]} (${permissionWords.levels[account.permissions.modules[module]]})`)
        .join(', ')}
    </span>
  );
}

/** Asks before an admin resets another staff member's second factor (a lost phone). */
function ResetDialog({ account, onClose }: { account: StaffAccount; onClose: () => void }) {
  const [reset, { isLoading }] = useResetSecondFactorMutation();
  const yes = async () => {
    const answer = await reset(account.id);
    if (answer.error) toast.error((answer.error as QueryError).message);
    else toast.success(twoFactor.resetDone);
    onClose();
  };
  return (
    <ConfirmDialog
      title={twoFactor.reset}
      text={withValues(twoFactor.resetQuestion, { username: account.username })}
      busy={isLoading}
      onYes={() => void yes()}
      onNo={onClose}
    />
  );
}

/**
 * บัญชีพนักงาน (the staff module): the staff and admin accounts with their permissions and second
 * factor, the permission matrix of the one being edited, a reset of a second factor, and a form to add an account.
 */
export default function StaffPage() {
  const list = useGetStaffAccountsQuery(undefined, { refetchOnMountOrArgChange: true });
  const { user } = useCurrentUser();
  const [resetting, setResetting] = useState<StaffAccount | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const editing = list.data?.find((account) => account.id === editingId);
  // Staff never change their own permissions; an admin may lower theirs while another admin remains.
  const mayEdit = (account: StaffAccount) => account.id !== user?.id || user.role === 'admin';
  return (
    <>
      <PageTitle>{words.title}</PageTitle>
      <StaffAccountForm />
      {/* Not a card: below 768 px each row is a card of its own. */}
      <section aria-labelledby="staff-list-title">
        <CardTitle id="staff-list-title">{words.list}</CardTitle>
        <QueryState isLoading={list.isLoading} error={list.data ? undefined : list.error} refetch={list.refetch}>
          {list.data && list.data.length > 0 ? (
            <Table columns={[words.username, words.role, permissionWords.title, words.status, twoFactor.staffColumn, words.createdAt]}>
              {list.data.map((account) => (
                <tr key={account.id}>
                  <td data-label={words.username}>{account.username}</td>
                  <td data-label={words.role}>{backofficeLabels.roles[account.role]}</td>
                  <td data-label={permissionWords.title}>
                    <PermissionSummary account={account} />
                    {mayEdit(account) && (
                      <Button
                        type="button"
                        style={{ display: 'block', marginTop: 6 }}
                        aria-label={`${permissionWords.edit} ${account.username}`}
                        aria-expanded={editingId === account.id}
                        onClick={() => setEditingId(account.id)}
                      >
                        {permissionWords.edit}
                      </Button>
                    )}
                  </td>
                  <td data-label={words.status}>
                    <MemberStatusBadge status={account.status} />
                  </td>
                  <td data-label={twoFactor.staffColumn}>
                    <Badge $tone={account.second_factor ? 'good' : 'neutral'}>{account.second_factor ? twoFactor.on : twoFactor.off}</Badge>
                    {account.second_factor && account.id !== user?.id && (
                      <Button
                        type="button"
                        style={{ marginLeft: 8 }}
                        aria-label={`${twoFactor.reset} ${account.username}`}
                        onClick={() => setResetting(account)}
                      >
                        {twoFactor.reset}
                      </Button>
                    )}
                  </td>
                  <td data-label={words.createdAt}>{formatMoneyDate(account.created_at)}</td>
                </tr>
              ))}
            </Table>
          ) : (
            <Message>{backofficeLabels.common.empty}</Message>
          )}
        </QueryState>
      </section>
      {editing && <PermissionMatrix key={editing.id} account={editing} onDone={() => setEditingId(null)} />}
      {resetting && <ResetDialog account={resetting} onClose={() => setResetting(null)} />}
    </>
  );
}
