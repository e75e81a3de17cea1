import { paths } from '@lotto/shared';
import { startHarness } from '@lotto/shared/client';
import RegisterPage from '../pages/RegisterPage';
import LoginBox from '../pages/LoginBox';

startHarness('mf-auth', [
  { path: paths.register, element: <RegisterPage /> },
  { path: paths.home, element: <LoginBox /> },
]);
