import { th, type StaffWithdrawal } from '@lotto/shared';
import { RequestTable } from './RequestTable';

const words = th.backoffice.queues;

/** Withdrawals with the member's account to pay into; the amount is already held from their credit. */
export function WithdrawalTable({ items }: { items: StaffWithdrawal[] }) {
  return (
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
      ]}
    />
  );
}
