import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { createAppStore } from './store';

export interface HarnessRoute {
  path: string;
  /** A concrete address for the harness's menu, for routes with parameters. */
  href?: string;
  element: ReactElement;
}

/**
 * Runs one remote alone for its team (`npm start -w mf-…`): the same store, theme and toasts as
 * the shell gives it, a router, and a menu of the remote's routes. Never part of a production build.
 */
export function startHarness(remote: string, routes: HarnessRoute[]) {
  const { store, persistor } = createAppStore();
  const container = document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <AppProviders store={store} persistor={persistor}>
      <BrowserRouter>
        <nav style={{ display: 'flex', gap: 12, padding: 8, background: '#eee' }}>
          <strong>{remote}</strong>
          {routes.map((route) => (
            <Link key={route.path} to={route.href ?? route.path}>
              {route.href ?? route.path}
            </Link>
          ))}
        </nav>
        <Routes>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
        </Routes>
      </BrowserRouter>
    </AppProviders>,
  );
}
