import { th, withValues, type StaffDeposit } from '@lotto/shared';
import { Table } from '@lotto/ui';
import { DecisionDialog } from './DecisionDialog';
import { AmountCell, DecisionCell, MemberCell, TimeCell } from './Queue';
import { SlipCheckNote } from './SlipCheckNote';
import { SlipImage } from './SlipImage';
import { useDecision } from './useDecision';

const words = th.backoffice.queues;

/** Deposits with what staff need to decide: the slip, what its QR code said, the account it went to. */
export function DepositTable({ items }: { items: StaffDeposit[] }) {
  const decision = useDecision('deposits');
  return (
    <>
      <Table columns={[words.member, { label: words.amount, numeric: true }, words.requestedAt, words.slip, words.slipCheck, words.receivingAccount, words.actions]}>
        {items.map((item) => (
          <tr key={item.id} data-request-id={item.id}>
            <td data-label={words.member}>
              <MemberCell id={item.member_id} username={item.username} />
            </td>
            <td data-label={words.amount} className="number">
              <AmountCell amount={item.amount} />
            </td>
            <td data-label={words.requestedAt}>
              <TimeCell at={item.created_at} extra={withValues(words.transferTime, { time: item.transfer_time })} />
            </td>
            <td data-label={words.slip}>
              <SlipImage url={item.slip_url} member={item.username} />
            </td>
            <td data-label={words.slipCheck}>
              <SlipCheckNote check={item.slip_check} />
            </td>
            <td data-label={words.receivingAccount}>
              {item.site_bank.short_name} {item.site_bank.account_number}
            </td>
            <td data-label={words.actions}>
              <DecisionCell
                status={item.status}
                reason={item.reason}
                onDecide={(kind) =>
                  decision.open({
                    id: item.id,
                    decision: kind,
                    title: kind === 'approve' ? words.approveDepositTitle : words.rejectDepositTitle,
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
