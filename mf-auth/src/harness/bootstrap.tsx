import { paths } from '@lotto/shared';
import { startHarness } from '@lotto/shared/client';
import RegisterPage from '../features/register/components/RegisterPage';
import LoginBox from '../features/login/components/LoginBox';

startHarness('mf-auth', [
  { path: paths.register, element: <RegisterPage /> },
  { path: paths.home, element: <LoginBox /> },
]);
