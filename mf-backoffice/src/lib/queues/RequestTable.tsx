import type { ReactNode } from 'react';
import { backofficeLabels, type StaffDeposit, type StaffWithdrawal, withValues } from '@lotto/shared';
import { Badge, Muted, Table } from '@lotto/ui';
import type { QueueKind } from '../api/queuesApi';
import { DecisionDialog } from './DecisionDialog';
import { AmountCell, DecisionCell, decidedByName, MemberCell, TimeCell } from './Queue';
import { useDecision } from './useDecision';

const words = backofficeLabels.queues;
const moneyWords = backofficeLabels.moneyQueues;

/** A request approved once that a different staff user must approve too: who approved it first. */
function AwaitingSecond({ firstApprovedBy }: { firstApprovedBy: string | null }) {
  return (
    <p style={{ margin: '0 0 6px', display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
      <Badge $tone="warn">{moneyWords.awaitingSecond}</Badge>
      {firstApprovedBy && <Muted>{withValues(moneyWords.firstApprover, { who: decidedByName(firstApprovedBy) })}</Muted>}
    </p>
  );
}

/** A column of one kind of request only: its name and its cell. */
export interface RequestColumn<T> {
  label: string;
  cell: (item: T) => ReactNode;
}

/**
 * A queue of money requests: member, amount, time (with `timeNote`), the columns of the kind,
 * and the decision buttons with their dialog (`titles` names it for approve and reject); a
 * request approved once shows `รออนุมัติคนที่สอง` above them.
 */
export function RequestTable<T extends StaffDeposit | StaffWithdrawal>({
  kind,
  items,
  columns,
  titles,
  timeNote,
  moreActions,
}: {
  kind: QueueKind;
  items: T[];
  columns: RequestColumn<T>[];
  titles: { approve: string; reject: string };
  timeNote?: (item: T) => string;
  /** What a row may still need after its decision (a withdrawal's `โอนแล้ว`). */
  moreActions?: (item: T) => ReactNode;
}) {
  const decision = useDecision(kind);
  return (
    <>
      <Table
        columns={[
          words.member,
          { label: words.amount, numeric: true },
          words.requestedAt,
          ...columns.map(({ label }) => label),
          words.actions,
        ]}
      >
        {items.map((item) => (
          <tr key={item.id} data-request-id={item.id}>
            <td data-label={words.member}>
              <MemberCell id={item.member_id} username={item.username} />
            </td>
            <td data-label={words.amount} className="number">
              <AmountCell amount={item.amount} />
            </td>
            <td data-label={words.requestedAt}>
              <TimeCell at={item.created_at} extra={timeNote?.(item)} />
            </td>
            {columns.map(({ label, cell }) => (
              <td key={label} data-label={label}>
                {cell(item)}
              </td>
            ))}
            <td data-label={words.actions}>
              {item.state === 'awaiting_second' && <AwaitingSecond firstApprovedBy={item.first_approved_by} />}
              <DecisionCell
                status={item.status}
                reason={item.reason}
                decidedBy={item.decided_by}
                onDecide={(decided) =>
                  decision.open({
                    id: item.id,
                    decision: decided,
                    title: decided === 'approve' ? titles.approve : titles.reject,
                    member: item.username,
                    amount: item.amount,
                  })
                }
              />
              {moreActions?.(item)}
            </td>
          </tr>
        ))}
      </Table>
      {decision.target && (
        <DecisionDialog pending={decision.target} busy={decision.busy} onConfirm={decision.confirm} onClose={decision.close} />
      )}
    </>
  );
}
