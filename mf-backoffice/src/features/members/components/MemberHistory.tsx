import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  backofficeLabels,
  BET_STATUS_LABELS,
  formatMoney,
  formatMoneyDate,
  type MemberLedgerEntry,
  type MemberSlip,
  type StaffDeposit,
  type StaffWithdrawal,
} from '@lotto/shared';
import { Badge, Card, Money, PagedList, Table, type ListPage } from '@lotto/ui';
import { useListDepositsQuery, useListWithdrawalsQuery } from '../../../lib/api/queuesApi';
import { DepositTable } from '../../../lib/queues/DepositTable';
import { WithdrawalTable } from '../../../lib/queues/WithdrawalTable';
import { useGetMemberLedgerQuery, useGetMemberSlipsQuery } from '../api/membersApi';
import { pager } from '../../../lib/pager';

const words = backofficeLabels.members;

const TABS = ['ledger', 'slips', 'deposits', 'withdrawals'] as const;
type Tab = (typeof TABS)[number];

const TabList = styled.div`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  margin-bottom: 12px;
  border-bottom: 2px solid ${({ theme }) => theme.yellow[600]};
`;

const TabButton = styled.button`
  flex: none;
  font: inherit;
  font-weight: 600;
  min-height: 44px;
  padding: 8px 14px;
  border: 0;
  border-radius: 8px 8px 0 0;
  background: transparent;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.yellow[600]};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.ink};
    outline-offset: -3px;
  }
`;

const REFRESH = { refetchOnMountOrArgChange: true };

/** One tab's list, paged from 1: `useList` asks for a page of it. */
function MemberPages<T>({
  useList,
  children,
}: {
  useList: (page: number) => { data?: ListPage<T>; isLoading: boolean; error?: unknown; refetch: () => unknown };
  children: (items: T[]) => ReactNode;
}) {
  const [page, setPage] = useState(1);
  const list = useList(page);
  return (
    <PagedList query={list} empty={backofficeLabels.common.empty} onPage={setPage} {...pager}>
      {children}
    </PagedList>
  );
}

const ledgerRow = (entry: MemberLedgerEntry) => (
  <tr key={entry.id}>
    <td data-label={words.time}>{formatMoneyDate(entry.created_at)}</td>
    <td data-label={words.kind}>{words.ledgerKinds[entry.kind] ?? entry.kind}</td>
    <td data-label={words.reference}>{entry.reference}</td>
    <td data-label={words.amount} className="number">
      <Money $signed={entry.amount}>{formatMoney(entry.amount)}</Money>
    </td>
  </tr>
);

const slipRow = (slip: MemberSlip) => (
  <tr key={slip.id}>
    <td data-label={words.time}>{formatMoneyDate(slip.created_at)}</td>
    <td data-label={words.lottery}>
      {slip.lottery_name} #{slip.id}
    </td>
    <td data-label={words.stake} className="number">
      <Money>{formatMoney(slip.total)}</Money>
    </td>
    <td data-label={words.prize} className="number">
      <Money $signed={slip.prize}>{formatMoney(slip.prize)}</Money>
    </td>
    <td data-label={words.status}>
      <Badge $tone={slip.status === 'prize' ? 'good' : 'neutral'}>{BET_STATUS_LABELS[slip.status]}</Badge>
    </td>
  </tr>
);

const LEDGER_COLUMNS = [words.time, words.kind, words.reference, { label: words.amount, numeric: true }];
const SLIP_COLUMNS = [
  words.time,
  words.lottery,
  { label: words.stake, numeric: true },
  { label: words.prize, numeric: true },
  words.status,
];

const PANELS: Record<Tab, (props: { memberId: number }) => ReactNode> = {
  ledger: ({ memberId }) => (
    <MemberPages<MemberLedgerEntry> useList={(page) => useGetMemberLedgerQuery({ id: memberId, page }, REFRESH)}>
      {(items) => <Table columns={LEDGER_COLUMNS}>{items.map(ledgerRow)}</Table>}
    </MemberPages>
  ),
  slips: ({ memberId }) => (
    <MemberPages<MemberSlip> useList={(page) => useGetMemberSlipsQuery({ id: memberId, page }, REFRESH)}>
      {(items) => <Table columns={SLIP_COLUMNS}>{items.map(slipRow)}</Table>}
    </MemberPages>
  ),
  deposits: ({ memberId }) => (
    <MemberPages<StaffDeposit> useList={(page) => useListDepositsQuery({ member_id: memberId, page }, REFRESH)}>
      {(items) => <DepositTable items={items} />}
    </MemberPages>
  ),
  withdrawals: ({ memberId }) => (
    <MemberPages<StaffWithdrawal> useList={(page) => useListWithdrawalsQuery({ member_id: memberId, page }, REFRESH)}>
      {(items) => <WithdrawalTable items={items} />}
    </MemberPages>
  ),
};

/** The member's money and bets, one tab at a time, each paged and newest first. */
export function MemberHistory({ memberId }: { memberId: number }) {
  const [tab, setTab] = useState<Tab>('ledger');
  const Panel = PANELS[tab];
  return (
    <Card>
      <TabList role="tablist" aria-label={words.tabs}>
        {TABS.map((name) => (
          <TabButton
            key={name}
            type="button"
            role="tab"
            id={`member-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="member-tab-panel"
            onClick={() => setTab(name)}
          >
            {words[name]}
          </TabButton>
        ))}
      </TabList>
      <div role="tabpanel" id="member-tab-panel" aria-labelledby={`member-tab-${tab}`}>
        <Panel memberId={memberId} />
      </div>
    </Card>
  );
}
