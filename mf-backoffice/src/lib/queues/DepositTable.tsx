import { th, withValues, type StaffDeposit } from '@lotto/shared';
import { RequestTable } from './RequestTable';
import { SlipCheckNote } from './SlipCheckNote';
import { SlipImage } from './SlipImage';

const words = th.backoffice.queues;

/** Deposits with what staff need to decide: the slip, what its QR code said, the account it went to. */
export function DepositTable({ items }: { items: StaffDeposit[] }) {
  return (
    <RequestTable
      kind="deposits"
      items={items}
      titles={{ approve: words.approveDepositTitle, reject: words.rejectDepositTitle }}
      timeNote={(item) => withValues(words.transferTime, { time: item.transfer_time })}
      columns={[
        { label: words.slip, cell: (item) => <SlipImage url={item.slip_url} member={item.username} /> },
        { label: words.slipCheck, cell: (item) => <SlipCheckNote check={item.slip_check} /> },
        {
          label: words.receivingAccount,
          cell: (item) => `${item.site_bank.short_name} ${item.site_bank.account_number}`,
        },
      ]}
    />
  );
}
