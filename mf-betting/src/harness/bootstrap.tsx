import { paths } from '@lotto/shared';
import { startHarness } from '@lotto/shared/client';
import LottoAllPage from '../lotto-all/LottoAllPage';
import BetPage from '../bet/BetPage';
import TransactionPage from '../transaction/TransactionPage';

startHarness('mf-betting', [
  { path: paths.lottoAll, element: <LottoAllPage /> },
  { path: paths.bet.pattern, href: paths.bet.href('single', 'government', 'demo'), element: <BetPage /> },
  { path: paths.transaction, element: <TransactionPage /> },
]);
