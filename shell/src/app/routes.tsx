import { useEffect, type ReactNode } from 'react';
import { Route, Routes, matchPath, useLocation } from 'react-router-dom';
import { backofficeSectionOf, paths, remoteRoutes, th, type Access } from '@lotto/shared';
import { HomePage } from '../home/HomePage';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { Remote } from '../remotes/remoteModules';
import { GuestOnly, RequireMember, RequireStaff } from '../session/guards';

function guarded(access: Access, page: ReactNode) {
  if (access === 'member') return <RequireMember>{page}</RequireMember>;
  if (access === 'guest') return <GuestOnly>{page}</GuestOnly>;
  if (access === 'staff') return <RequireStaff>{page}</RequireStaff>;
  return page;
}

/**
 * The document title of the address: its page's name (a back-office screen's, then the back
 * office's) and the site's, so that no two routes share one.
 */
export function routeTitle(pathname: string): string {
  if (pathname === paths.home) return th.nav.siteName;
  const route = remoteRoutes.find((candidate) => matchPath(candidate.path, pathname));
  if (!route) return `${th.pages.notFound} | ${th.nav.siteName}`;
  const section = route.remote === 'mf-backoffice' ? backofficeSectionOf(pathname) : undefined;
  return [section?.label, route.title, th.nav.siteName].filter(Boolean).join(' | ');
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
