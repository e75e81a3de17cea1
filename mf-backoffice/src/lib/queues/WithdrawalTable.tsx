import { useState } from 'react';
import styled from 'styled-components';
import { backofficeLabels, formatMoneyDate, type StaffWithdrawal, withValues } from '@lotto/shared';
import { Badge, Button, Muted } from '@lotto/ui';
import { PaidDialog } from './PaidDialog';
import { RequestTable } from './RequestTable';

const words = backofficeLabels.queues;
const moneyWords = backofficeLabels.moneyQueues;

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.9rem;
  li {
    white-space: nowrap;
  }
`;

const Notes = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  margin-top: 6px;
`;

/** The steps so far with their times, two approvers when the amount needs them (RequestTable names the first), and the payout once recorded. */
function Progress({ item }: { item: StaffWithdrawal }) {
  return (
    <>
      <Steps aria-label={moneyWords.steps}>
        {item.steps.map((step) => (
          <li key={step.step}>
            <strong>{moneyWords.stepNames[step.step]}</strong> <Muted>{formatMoneyDate(step.at)}</Muted>
          </li>
        ))}
      </Steps>
      <Notes>
        {item.needs_second_approval && <Badge $tone="warn">{moneyWords.twoApprovers}</Badge>}
        {item.bank_ref && <span>{withValues(moneyWords.paidRef, { ref: item.bank_ref })}</span>}
        {item.paid_at && <Muted>{withValues(moneyWords.paidAt, { time: formatMoneyDate(item.paid_at) })}</Muted>}
      </Notes>
    </>
  );
}

/**
 * Withdrawals with the member's account to pay into (the amount is already held from their credit),
 * each one's steps, and `โอนแล้ว` on an approved one not yet recorded as paid.
 */
export function WithdrawalTable({ items }: { items: StaffWithdrawal[] }) {
  const [paying, setPaying] = useState<StaffWithdrawal | null>(null);
  return (
    <>
      <RequestTable
        kind="withdrawals"
        items={items}
        titles={{ approve: words.approveWithdrawalTitle, reject: words.rejectWithdrawalTitle }}
        columns={[
          {
            label: words.payingAccount,
            cell: (item) => (
              <>
                <strong>{item.member_bank.short_name}</strong> {item.member_bank.account_number}
                <br />
                {item.member_bank.account_name}
              </>
            ),
          },
          { label: moneyWords.steps, cell: (item) => <Progress item={item} /> },
        ]}
        moreActions={(item) =>
          item.status === 'success' &&
          item.paid_at === null && (
            <Button type="button" $variant="primary" style={{ marginTop: 6 }} onClick={() => setPaying(item)}>
              {moneyWords.markPaid}
            </Button>
          )
        }
      />
      {paying && <PaidDialog withdrawal={paying} onClose={() => setPaying(null)} />}
    </>
  );
}
