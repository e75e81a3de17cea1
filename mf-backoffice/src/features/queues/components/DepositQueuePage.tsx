import { backofficeLabels, type StaffDeposit } from '@lotto/shared';
import { useListDepositsQuery } from '../../../lib/api/queuesApi';
import { DepositTable } from '../../../lib/queues/DepositTable';
import { QueuePage } from './QueuePage';

/** รายการฝาก: the deposit queue, pending first; it refreshes by itself. */
export default function DepositQueuePage() {
  return (
    <QueuePage<StaffDeposit>
      title={backofficeLabels.sections.deposits}
      useList={useListDepositsQuery}
      renderTable={(items) => <DepositTable items={items} />}
    />
  );
}
