import styled from 'styled-components';
import { th } from '@lotto/shared';
import { useLoadConfigQuery, useSession } from '@lotto/shared/client';
import { Remote } from '../remotes/remoteModules';
import { BannerCarousel } from './components/BannerCarousel';
import { BetShortcut } from './components/BetShortcut';
import { MarketingCopy } from './components/MarketingCopy';
import { PayoutAdvert } from './components/PayoutAdvert';
import { RateTable } from './components/RateTable';
import { RunningRounds } from './components/RunningRounds';
import { Muted, Section } from './components/Section';

/** From the md breakpoint the home page has two columns: the member's part beside the site's. */
const Columns = styled.div`
  ${({ theme }) => theme.media.md} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

/**
 * Home (SPEC.md sections 1 and 2): guests get mf-auth's login box, members on narrow screens the
 * bet shortcut; then the payout advert, banners, rate table, running rounds, results and copy.
 * Banners and rates come from the site config, rounds from bet_running.
 */
export function HomePage() {
  const { status } = useSession();
  const { data: config, isError } = useLoadConfigQuery();
  return (
    <>
      {status === 'member' && <BetShortcut />}
      <Columns>
        <div>
          {status === 'guest' && <Remote remote="mf-auth" module="LoginBox" />}
          <PayoutAdvert />
          {status === 'member' && config && <RateTable rates={config.rates} />}
        </div>
        <div>
          {config && <BannerCarousel banners={config.banners} />}
          {status !== 'member' && config && <RateTable rates={config.rates} />}
          {isError && (
            <Section>
              <Muted role="alert">{th.config.loadFailed}</Muted>
            </Section>
          )}
        </div>
      </Columns>
      {status === 'member' ? (
        <RunningRounds />
      ) : (
        <Section aria-labelledby="rounds-title">
          <h2 id="rounds-title">{th.home.roundsTitle}</h2>
          <Muted>{th.home.roundsGuest}</Muted>
        </Section>
      )}
      <Remote remote="mf-results" module="ResultCards" />
      <MarketingCopy />
    </>
  );
}
