import { th } from '@lotto/shared';
import { RemoteRoot } from '@lotto/shared/client';
import { Page } from '@lotto/ui';
import { remote } from '../remote';
import { SlipsView } from '../features/slips/components/SlipsView';

/** /lotto/transaction: the member's bet slips. */
export default function TransactionPage() {
  return (
    <RemoteRoot {...remote}>
      <Page>
        <h1>{th.pages.transaction}</h1>
        <SlipsView />
      </Page>
    </RemoteRoot>
  );
}
