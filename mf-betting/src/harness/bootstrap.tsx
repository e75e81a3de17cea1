import { paths } from '@lotto/shared';
import { startHarness } from '@lotto/shared/client';
import LottoAllPage from '../pages/LottoAllPage';
import BetPage from '../pages/BetPage';
import TransactionPage from '../pages/TransactionPage';

startHarness('mf-betting', [
  { path: paths.lottoAll, element: <LottoAllPage /> },
  { path: paths.bet.pattern, href: paths.bet.href('single', 'government', 'demo'), element: <BetPage /> },
  { path: paths.transaction, element: <TransactionPage /> },
]);
