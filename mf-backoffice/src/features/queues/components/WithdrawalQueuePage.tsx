import { backofficeLabels, type StaffWithdrawal } from '@lotto/shared';
import { useListWithdrawalsQuery } from '../../../lib/api/queuesApi';
import { QueuePage } from './QueuePage';
import { WithdrawalTable } from '../../../lib/queues/WithdrawalTable';

/** รายการถอน: the withdrawal queue, pending first; it refreshes by itself. */
export default function WithdrawalQueuePage() {
  return (
    <QueuePage<StaffWithdrawal>
      title={backofficeLabels.sections.withdrawals}
      useList={useListWithdrawalsQuery}
      renderTable={(items) => <WithdrawalTable items={items} />}
    />
  );
}
