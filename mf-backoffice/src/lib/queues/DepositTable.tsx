import { backofficeLabels, type StaffDeposit, withValues } from '@lotto/shared';
import { Badge, Muted } from '@lotto/ui';
import { RequestTable } from './RequestTable';
import { SlipCheckNote } from './SlipCheckNote';
import { SlipImage } from './SlipImage';

const words = backofficeLabels.queues;
const moneyWords = backofficeLabels.moneyQueues;

/**
 * Deposits with what staff need to decide: where it came from (a slip, a QR, a statement line), the
 * slip and what its QR code said when there is one, the account it went to.
 */
export function DepositTable({ items }: { items: StaffDeposit[] }) {
  return (
    <RequestTable
      kind="deposits"
      items={items}
      titles={{ approve: words.approveDepositTitle, reject: words.rejectDepositTitle }}
      timeNote={(item) => withValues(words.transferTime, { time: item.transfer_time })}
      columns={[
        {
          label: moneyWords.source,
          cell: (item) => <Badge $tone={item.source === 'slip' ? 'neutral' : 'good'}>{moneyWords.sources[item.source]}</Badge>,
        },
        {
          label: words.slip,
          cell: (item) => (item.slip_url ? <SlipImage url={item.slip_url} member={item.username} /> : <Muted>{moneyWords.noSlip}</Muted>),
        },
        { label: words.slipCheck, cell: (item) => item.slip_url && <SlipCheckNote check={item.slip_check} /> },
        {
          label: words.receivingAccount,
          cell: (item) => `${item.site_bank.short_name} ${item.site_bank.account_number}`,
        },
      ]}
    />
  );
}
