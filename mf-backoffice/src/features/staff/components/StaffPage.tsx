import { formatMoneyDate, th } from '@lotto/shared';
import { CardTitle, Message, PageTitle, QueryState, Table } from '@lotto/ui';
import { MemberStatusBadge } from '../../../lib/MemberStatusBadge';
import { useGetStaffAccountsQuery } from '../api/staffApi';
import { StaffAccountForm } from './StaffAccountForm';

const words = th.backoffice.staffAccounts;

/** บัญชีพนักงาน (admin): the staff and admin accounts, and a form to add one. */
export default function StaffPage() {
  const list = useGetStaffAccountsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <>
      <PageTitle>{words.title}</PageTitle>
      <StaffAccountForm />
      {/* Not a card: below 768 px each row is a card of its own. */}
      <section aria-labelledby="staff-list-title">
        <CardTitle id="staff-list-title">{words.list}</CardTitle>
        <QueryState isLoading={list.isLoading} error={list.data ? undefined : list.error} refetch={list.refetch}>
          {list.data && list.data.length > 0 ? (
            <Table columns={[words.username, words.role, words.status, words.createdAt]}>
              {list.data.map((account) => (
                <tr key={account.id}>
                  <td data-label={words.username}>{account.username}</td>
                  <td data-label={words.role}>{th.backoffice.roles[account.role]}</td>
                  <td data-label={words.status}>
                    <MemberStatusBadge status={account.status} />
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
    </>
  );
}
