import { paths } from '@lotto/shared';
import { startHarness } from '@lotto/shared/client';
import RegisterPage from '../register/RegisterPage';
import LoginBox from '../login/LoginBox';

startHarness('mf-auth', [
  { path: paths.register, element: <RegisterPage /> },
  { path: paths.home, element: <LoginBox /> },
]);
