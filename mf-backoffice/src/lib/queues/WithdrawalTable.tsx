import { th, type StaffWithdrawal } from '@lotto/shared';
import { Table } from '@lotto/ui';
import { DecisionDialog } from './DecisionDialog';
import { AmountCell, DecisionCell, MemberCell, TimeCell } from './Queue';
import { useDecision } from './useDecision';

const words = th.backoffice.queues;

/** Withdrawals with the member's account to pay into; the amount is already held from their credit. */
export function WithdrawalTable({ items }: { items: StaffWithdrawal[] }) {
  const decision = useDecision('withdrawals');
  return (
    <>
      <Table columns={[words.member, { label: words.amount, numeric: true }, words.requestedAt, words.payingAccount, words.actions]}>
        {items.map((item) => (
          <tr key={item.id} data-request-id={item.id}>
            <td data-label={words.member}>
              <MemberCell id={item.member_id} username={item.username} />
            </td>
            <td data-label={words.amount} className="number">
              <AmountCell amount={item.amount} />
            </td>
            <td data-label={words.requestedAt}>
              <TimeCell at={item.created_at} />
            </td>
            <td data-label={words.payingAccount}>
              <strong>{item.member_bank.short_name}</strong> {item.member_bank.account_number}
              <br />
              {item.member_bank.account_name}
            </td>
            <td data-label={words.actions}>
              <DecisionCell
                status={item.status}
                reason={item.reason}
                onDecide={(kind) =>
                  decision.open({
                    id: item.id,
                    decision: kind,
                    title: kind === 'approve' ? words.approveWithdrawalTitle : words.rejectWithdrawalTitle,
                    member: item.username,
                    amount: item.amount,
                  })
                }
              />
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
