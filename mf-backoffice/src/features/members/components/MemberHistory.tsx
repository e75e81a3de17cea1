import { useState } from 'react';
import styled from 'styled-components';
import { BET_STATUS_LABELS, formatMoney, formatMoneyDate, th } from '@lotto/shared';
import { Badge, Card, Money, PagedList, Table } from '@lotto/ui';
import { useListDepositsQuery, useListWithdrawalsQuery } from '../../../lib/api/queuesApi';
import { DepositTable } from '../../../lib/queues/DepositTable';
import { WithdrawalTable } from '../../../lib/queues/WithdrawalTable';
import { useGetMemberLedgerQuery, useGetMemberSlipsQuery } from '../api/membersApi';
import { pager } from '../../../lib/pager';

const words = th.backoffice.members;

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

function Ledger({ memberId }: { memberId: number }) {
  const [page, setPage] = useState(1);
  const list = useGetMemberLedgerQuery({ id: memberId, page }, { refetchOnMountOrArgChange: true });
  return (
    <PagedList query={list} empty={th.backoffice.common.empty} onPage={setPage} {...pager}>
      {(items) => (
        <Table columns={[words.time, words.kind, words.reference, { label: words.amount, numeric: true }]}>
          {items.map((entry) => (
            <tr key={entry.id}>
              <td data-label={words.time}>{formatMoneyDate(entry.created_at)}</td>
              <td data-label={words.kind}>{words.ledgerKinds[entry.kind] ?? entry.kind}</td>
              <td data-label={words.reference}>{entry.reference}</td>
              <td data-label={words.amount} className="number">
                <Money $signed={entry.amount}>{formatMoney(entry.amount)}</Money>
              </td>
            </tr>
          ))}
        </Table>
      )}
    </PagedList>
  );
}

function Slips({ memberId }: { memberId: number }) {
  const [page, setPage] = useState(1);
  const list = useGetMemberSlipsQuery({ id: memberId, page }, { refetchOnMountOrArgChange: true });
  return (
    <PagedList query={list} empty={th.backoffice.common.empty} onPage={setPage} {...pager}>
      {(items) => (
        <Table columns={[words.time, words.lottery, { label: words.stake, numeric: true }, { label: words.prize, numeric: true }, words.status]}>
          {items.map((slip) => (
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
          ))}
        </Table>
      )}
    </PagedList>
  );
}

function Deposits({ memberId }: { memberId: number }) {
  const [page, setPage] = useState(1);
  const list = useListDepositsQuery({ member_id: memberId, page }, { refetchOnMountOrArgChange: true });
  return (
    <PagedList query={list} empty={th.backoffice.common.empty} onPage={setPage} {...pager}>
      {(items) => (
        <DepositTable items={items} />
      )}
    </PagedList>
  );
}

function Withdrawals({ memberId }: { memberId: number }) {
  const [page, setPage] = useState(1);
  const list = useListWithdrawalsQuery({ member_id: memberId, page }, { refetchOnMountOrArgChange: true });
  return (
    <PagedList query={list} empty={th.backoffice.common.empty} onPage={setPage} {...pager}>
      {(items) => (
        <WithdrawalTable items={items} />
      )}
    </PagedList>
  );
}

const PANELS: Record<Tab, (props: { memberId: number }) => React.JSX.Element> = {
  ledger: Ledger,
  slips: Slips,
  deposits: Deposits,
  withdrawals: Withdrawals,
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
