import { useDeferredValue } from 'react';
import styled from 'styled-components';
import { th } from '@lotto/shared';
import { useLoadConfigQuery, useSession } from '@lotto/shared/client';
import { useFirstPaintReplaced } from '../layout/firstPaint';
import { Remote } from '../remotes/remoteModules';
import { BannerCarousel } from './components/BannerCarousel';
import { BetShortcut } from './components/BetShortcut';
import { MarketingCopy } from './components/MarketingCopy';
import { PayoutAdvert } from './components/PayoutAdvert';
import { RateTable } from './components/RateTable';
import { RunningRounds } from './components/RunningRounds';
import { Muted, Section } from './components/Section';

/**
 * The height mf-auth's login box takes, kept for it while its scripts arrive, so that nothing
 * below it moves when it appears (layout shift). 392 px from 360 px wide up, 439 px below that,
 * where its two link buttons wrap.
 */
const LoginSpace = styled.div`
  min-height: 439px;
  @media (min-width: 360px) {
    min-height: 392px;
  }
`;

/** The page's h1, for screen readers and the outline: the bar above already shows the site's name. */
const Heading = styled.h1`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** From the md breakpoint the home page has two columns: the member's part beside the site's. */
const Columns = styled.div`
  ${({ theme }) => theme.media.md} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

/**
 * Home (docs/screens.md#screens-and-routes): guests get mf-auth's login box, members on narrow screens the
 * bet shortcut; then the payout advert, banners, rate table, running rounds, results and copy.
 * Banners and rates come from the site config, rounds from bet_running.
 */
export function HomePage() {
  const { status } = useSession();
  const loadedConfig = useLoadConfigQuery();
  // The config's arrival fills most of the page. A store update renders in one task, so the page
  // takes it as a deferred value: React renders that in slices (bench/README.md, Total Blocking Time).
  const config = useDeferredValue(loadedConfig.data);
  const isError = useDeferredValue(loadedConfig.isError);
  // What follows the banners and rates waits for the config, so that they are never inserted
  // above content already on screen (layout shift); it is appended below them instead.
  const configSettled = config !== undefined || isError;
  // The server's first paint of / shows the guest's login space, advert and first banners: it
  // gives way once the session and the config are known, when this page shows them too.
  useFirstPaintReplaced(status !== 'loading' && configSettled);
  return (
    <>
      <Heading>{th.home.heading}</Heading>
      {status === 'member' && <BetShortcut />}
      <Columns>
        <div>
          {status === 'guest' && (
            <LoginSpace>
              <Remote remote="mf-auth" module="LoginBox" />
            </LoginSpace>
          )}
          {config && <PayoutAdvert rates={config.rates} />}
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
      {configSettled && (
        <>
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
      )}
    </>
  );
}
