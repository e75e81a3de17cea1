import { paths } from '@lotto/shared';
import { startHarness } from '@lotto/shared/client';
import AccountPage from '../pages/AccountPage';
import InboxPage from '../pages/InboxPage';
import RegisterPage from '../pages/RegisterPage';
import LoginBox from '../pages/LoginBox';

startHarness('mf-auth', [
  { path: paths.register, element: <RegisterPage /> },
  { path: paths.home, element: <LoginBox /> },
  { path: paths.inbox, element: <InboxPage /> },
  { path: paths.account, element: <AccountPage /> },
]);
