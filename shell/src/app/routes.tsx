import { Route, Routes } from 'react-router-dom';
import { paths, type RemoteName } from '@lotto/shared';
import { HomePage } from '../home/HomePage';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { Remote } from '../remotes/remoteModules';

/** Which remote serves which route of SPEC.md section 2; the shell itself owns only home. */
export const remoteRoutes: { path: string; remote: RemoteName; module: string }[] = [
  { path: paths.register, remote: 'mf-auth', module: 'RegisterPage' },
  { path: paths.lottoAll, remote: 'mf-betting', module: 'LottoAllPage' },
  { path: paths.bet.pattern, remote: 'mf-betting', module: 'BetPage' },
  { path: paths.transaction, remote: 'mf-betting', module: 'TransactionPage' },
  { path: paths.result, remote: 'mf-results', module: 'ResultPage' },
  { path: paths.resultCheck.pattern, remote: 'mf-results', module: 'ResultCheckPage' },
  { path: paths.transfer, remote: 'mf-wallet', module: 'TransferPage' },
];

export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.home} element={<HomePage />} />
      {remoteRoutes.map(({ path, remote, module }) => (
        <Route key={path} path={path} element={<Remote remote={remote} module={module} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
