import { paths } from '@lotto/shared';
import { startHarness } from '@lotto/shared/client';
import TransferPage from '../pages/TransferPage';

startHarness('mf-wallet', [{ path: paths.transfer, element: <TransferPage /> }]);
