import { useEffect, type ReactNode } from 'react';
import { Route, Routes, matchPath, useLocation } from 'react-router-dom';
import { paths, th, type ExposedModule, type RemoteName } from '@lotto/shared';
import { HomePage } from '../home/HomePage';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { Remote } from '../remotes/remoteModules';
import { GuestOnly, RequireMember, RequireStaff } from '../session/guards';

/** Who may open a route: docs/api-conventions.md#roles (results are open to visitors), docs/screens.md#back-office (staff). */
export type Access = 'member' | 'guest' | 'everyone' | 'staff';

export type RemoteRoute = {
  [R in RemoteName]: { path: string; remote: R; module: ExposedModule<R>; access: Access; title: string };
}[RemoteName];

/** Which remote serves which route of docs/screens.md#screens-and-routes; the shell itself owns only home. */
export const remoteRoutes: RemoteRoute[] = [
  { path: paths.register, remote: 'mf-auth', module: 'RegisterPage', access: 'guest', title: th.pages.register },
  { path: paths.lottoAll, remote: 'mf-betting', module: 'LottoAllPage', access: 'member', title: th.pages.lottoAll },
  { path: paths.bet.pattern, remote: 'mf-betting', module: 'BetPage', access: 'member', title: th.pages.bet },
  { path: paths.transaction, remote: 'mf-betting', module: 'TransactionPage', access: 'member', title: th.pages.transaction },
  { path: paths.result, remote: 'mf-results', module: 'ResultPage', access: 'everyone', title: th.pages.result },
  { path: paths.resultCheck.pattern, remote: 'mf-results', module: 'ResultCheckPage', access: 'everyone', title: th.pages.resultCheck },
  { path: paths.transfer, remote: 'mf-wallet', module: 'TransferPage', access: 'member', title: th.pages.transfer },
  { path: `${paths.backoffice}/*`, remote: 'mf-backoffice', module: 'BackofficeApp', access: 'staff', title: th.backoffice.title },
];

function guarded(access: Access, page: ReactNode) {
  if (access === 'member') return <RequireMember>{page}</RequireMember>;
  if (access === 'guest') return <GuestOnly>{page}</GuestOnly>;
  if (access === 'staff') return <RequireStaff>{page}</RequireStaff>;
  return page;
}

/** The document title of the address: its page's name and the site's, so that no two routes share one. */
export function routeTitle(pathname: string): string {
  const route = remoteRoutes.find((candidate) => matchPath(candidate.path, pathname));
  return route ? `${route.title} | ${th.nav.siteName}` : th.nav.siteName;
}

export function AppRoutes() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = routeTitle(pathname);
  }, [pathname]);
  return (
    <Routes>
      <Route path={paths.home} element={<HomePage />} />
      {remoteRoutes.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={guarded(route.access, <Remote remote={route.remote} module={route.module as never} page />)}
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
