import { th } from '@lotto/shared';
import { RemoteRoot } from '@lotto/shared/client';
import { Page } from '@lotto/ui';
import { remote } from '../remote';
import { RoundList } from '../features/rounds/components/RoundList';

/** /lotto/all: the rounds open for bets (the shell shows its announcement popup over it). */
export default function LottoAllPage() {
  return (
    <RemoteRoot {...remote}>
      <Page>
        <h1>{th.pages.lottoAll}</h1>
        <RoundList />
      </Page>
    </RemoteRoot>
  );
}
