import { useState } from 'react';
import { toast } from 'react-toastify';
import { formatMoneyDate, th, withValues, type StaffAccount } from '@lotto/shared';
import { useCurrentUser, type QueryError } from '@lotto/shared/client';
import { Badge, Button, CardTitle, ConfirmDialog, Message, PageTitle, QueryState, Table } from '@lotto/ui';
import { MemberStatusBadge } from '../../../lib/MemberStatusBadge';
import { useGetStaffAccountsQuery, useResetSecondFactorMutation } from '../api/staffApi';
import { StaffAccountForm } from './StaffAccountForm';

const words = th.backoffice.staffAccounts;
const twoFactor = th.secondFactor;

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

/** บัญชีพนักงาน (admin): the staff and admin accounts with their second factor, a reset for it, and a form to add one. */
export default function StaffPage() {
  const list = useGetStaffAccountsQuery(undefined, { refetchOnMountOrArgChange: true });
  const { user } = useCurrentUser();
  const [resetting, setResetting] = useState<StaffAccount | null>(null);
  return (
    <>
      <PageTitle>{words.title}</PageTitle>
      <StaffAccountForm />
      {/* Not a card: below 768 px each row is a card of its own. */}
      <section aria-labelledby="staff-list-title">
        <CardTitle id="staff-list-title">{words.list}</CardTitle>
        <QueryState isLoading={list.isLoading} error={list.data ? undefined : list.error} refetch={list.refetch}>
          {list.data && list.data.length > 0 ? (
            <Table columns={[words.username, words.role, words.status, twoFactor.staffColumn, words.createdAt]}>
              {list.data.map((account) => (
                <tr key={account.id}>
                  <td data-label={words.username}>{account.username}</td>
                  <td data-label={words.role}>{th.backoffice.roles[account.role]}</td>
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
            <Message>{th.backoffice.common.empty}</Message>
          )}
        </QueryState>
      </section>
      {resetting && <ResetDialog account={resetting} onClose={() => setResetting(null)} />}
    </>
  );
}
