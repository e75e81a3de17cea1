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
`;

const Column = styled.div`
  display: grid;
  gap: 12px;
  min-width: 0;
`;

type Panel = 'deposit' | 'withdraw';

/**
 * /transfer (docs/screens.md#screens-and-routes): balance, shortcuts, the deposit or withdraw panel chosen by
 * ?type=, and the financial history.
 */
export default function TransferPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const panel: Panel = search.get('type') === 'withdraw' ? 'withdraw' : 'deposit';
  const open = (next: Panel) => navigate(next === 'deposit' ? paths.deposit : paths.withdraw, { replace: true });

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
          </Toggle>
          <SupportButton label={th.auth.needHelp} />
        </Column>
        <Column>{panel === 'deposit' ? <DepositPanel /> : <WithdrawPanel />}</Column>
        <div className="full">
          <History />
        </div>
      </Page>
    </RemoteRoot>
  );
}
