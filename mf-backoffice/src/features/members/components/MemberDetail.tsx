import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { backofficeLabels, formatMoney, formatMoneyDate, type StaffMemberDetail } from '@lotto/shared';
import { useCurrentUser } from '@lotto/shared/client';
import { Button, Card, CardTitle, Message, Money, Muted, PageTitle, QueryState, Toolbar } from '@lotto/ui';
import { sectionHref } from '../../../lib/links';
import { useGetMemberQuery } from '../api/membersApi';
import { CreditAdjustmentDialog } from './CreditAdjustmentDialog';
import { MemberHistory } from './MemberHistory';
import { MemberProtection } from './MemberProtection';
import { MemberStatusBadge } from '../../../lib/MemberStatusBadge';
import { StatusChangeDialog } from './StatusChangeDialog';

const words = backofficeLabels.members;

const Columns = styled.div`
  display: grid;
  gap: 0 16px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0 0 12px;
  dt {
    color: ${({ theme }) => theme.muted};
  }
  dd {
    margin: 0;
  }
`;

const Accounts = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    margin-top: 8px;
    padding-top: 8px;
    border-top: 1px solid #eee;
  }
`;

function Profile({ member }: { member: StaffMemberDetail }) {
  const { user } = useCurrentUser();
  const [dialog, setDialog] = useState<'status' | 'adjust' | null>(null);
  return (
    <Card aria-label={words.profile}>
      <CardTitle>{words.profile}</CardTitle>
      <Facts>
        <dt>{words.username}</dt>
        <dd>{member.username}</dd>
        <dt>{words.role}</dt>
        <dd>{backofficeLabels.roles[member.role]}</dd>
        <dt>{words.status}</dt>
        <dd>
          <MemberStatusBadge status={member.status} />
        </dd>
        <dt>{words.credit}</dt>
        <dd>
          <Money>{formatMoney(member.credit)}</Money>
        </dd>
        <dt>{words.debt}</dt>
        <dd>
          <Money $signed={member.debt > 0 ? -1 : 0}>{formatMoney(member.debt)}</Money>
        </dd>
        <dt>{words.createdAt}</dt>
        <dd>{formatMoneyDate(member.created_at)}</dd>
      </Facts>
      <Toolbar>
        <Button type="button" $variant={member.status === 'active' ? 'danger' : 'success'} onClick={() => setDialog('status')}>
          {member.status === 'active' ? words.suspend : words.reactivate}
        </Button>
        {user?.role === 'admin' && (
          <Button type="button" $variant="primary" onClick={() => setDialog('adjust')}>
            {words.adjust}
          </Button>
        )}
      </Toolbar>
      {dialog === 'status' && <StatusChangeDialog member={member} onClose={() => setDialog(null)} />}
      {dialog === 'adjust' && <CreditAdjustmentDialog member={member} onClose={() => setDialog(null)} />}
    </Card>
  );
}

function BankAccounts({ member }: { member: StaffMemberDetail }) {
  return (
    <Card aria-label={words.bankAccounts}>
      <CardTitle>{words.bankAccounts}</CardTitle>
      {member.bank_accounts.length === 0 ? (
        <Muted>{words.noBankAccounts}</Muted>
      ) : (
        <Accounts>
          {member.bank_accounts.map((account) => (
            <li key={`${account.bank_id}-${account.account_number}`}>
              <strong>{account.short_name}</strong> {account.account_number}
              <br />
              {account.account_name}
            </li>
          ))}
        </Accounts>
      )}
    </Card>
  );
}

/** One member: profile, bank accounts, credit and debt, their ควบคุมการเล่น (read only), and their ledger, slips, deposits and withdrawals. */
export function MemberDetail() {
  const id = Number(useParams().memberId);
  const member = useGetMemberQuery(id, { skip: !Number.isInteger(id) || id < 1, refetchOnMountOrArgChange: true });
  return (
    <>
      <Link to={sectionHref('members')}>← {words.back}</Link>
      <PageTitle style={{ marginTop: 8 }}>
        {backofficeLabels.sections.members} {member.data?.username}
      </PageTitle>
      {!Number.isInteger(id) || id < 1 ? (
        <Message>{words.notFound}</Message>
      ) : (
        <QueryState isLoading={member.isLoading} error={member.data ? undefined : member.error} refetch={member.refetch}>
          {member.data && (
            <>
              <Columns>
                <Profile member={member.data} />
                <BankAccounts member={member.data} />
              </Columns>
              <MemberProtection memberId={id} />
              <MemberHistory memberId={id} />
            </>
          )}
        </QueryState>
      )}
    </>
  );
}
