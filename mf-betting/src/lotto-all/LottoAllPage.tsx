import { th } from '@lotto/shared';
import { RemoteRoot } from '@lotto/shared/client';
import { remote } from '../remote';
import { RoundList } from '../features/rounds/components/RoundList';
import { Page } from '../ui/Page';

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
