import { paths, th } from '@lotto/shared';
import { RemoteRoot, SupportButton } from '@lotto/shared/client';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@lotto/ui';
import { DepositPanel } from '../features/deposit/components/DepositPanel';
import { History } from '../features/history/components/History';
import { BalanceCard } from '../features/overview/components/BalanceCard';
import { ShortcutTiles } from '../features/overview/components/ShortcutTiles';
import { WithdrawPanel } from '../features/withdraw/components/WithdrawPanel';
import { PlayControlPanel } from '../features/protection/components/PlayControlPanel';
import { PlayLimitsOffer } from '../features/protection/components/PlayLimitsOffer';
import { remote } from '../remote';

const w = th.wallet;

const Page = styled.div`
  max-width: 1100px;
  margin: 0 auto;
  padding: 12px;
  display: grid;
  gap: 12px;
  h1 {
    margin: 4px 0;
    font-size: 1.4rem;
  }
  ${({ theme }) => theme.media.md} {
    padding: 24px;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
    .full {
      grid-column: 1 / -1;
    }
  }
`;

const Toggle = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  > :last-child {
    grid-column: 1 / -1;
  }
`;

const Column = styled.div`
  display: grid;
  gap: 12px;
  min-width: 0;
`;

type Panel = 'deposit' | 'withdraw' | 'protection';

const PANEL_PATHS: Record<Panel, string> = { deposit: paths.deposit, withdraw: paths.withdraw, protection: paths.playControl };

/**
 * /transfer (docs/screens.md#screens-and-routes): balance, shortcuts, the deposit, withdraw or ควบคุมการเล่น
 * panel chosen by ?type=, and the financial history; the deposit panel first offers to set limits.
 */
export default function TransferPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const type = search.get('type');
  const panel: Panel = type === 'withdraw' || type === 'protection' ? type : 'deposit';
  const open = (next: Panel) => navigate(PANEL_PATHS[next], { replace: true });

  return (
    <RemoteRoot {...remote}>
      <Page>
        <h1 className="full">{th.pages.transfer}</h1>
        <Column>
          <BalanceCard />
          <ShortcutTiles />
          <Toggle role="group" aria-label={w.panels}>
            <Button type="button" aria-pressed={panel === 'deposit'} onClick={() => open('deposit')}>
              {w.depositPanel}
            </Button>
            <Button type="button" aria-pressed={panel === 'withdraw'} onClick={() => open('withdraw')}>
              {w.withdrawPanel}
            </Button>
            <Button type="button" aria-pressed={panel === 'protection'} onClick={() => open('protection')}>
              {th.protection.title}
            </Button>
          </Toggle>
          <SupportButton label={th.auth.needHelp} />
        </Column>
        <Column>
          {panel === 'deposit' && (
            <>
              <PlayLimitsOffer onSetLimits={() => open('protection')} />
              <DepositPanel />
            </>
          )}
          {panel === 'withdraw' && <WithdrawPanel />}
          {panel === 'protection' && <PlayControlPanel />}
        </Column>
        <div className="full">
          <History />
        </div>
      </Page>
    </RemoteRoot>
  );
}
