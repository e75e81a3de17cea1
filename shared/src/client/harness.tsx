import { useState, type FormEvent, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { toast } from 'react-toastify';
import { formatMoney } from '../format/format';
import { th } from '../labels/th';
import { AppProviders } from './AppProviders';
import { createAppStore } from './store';
import { useCurrentUser } from './useCurrentUser';
import { useLogout } from './useLogout';
import { useSignIn } from './useSignIn';

export interface HarnessRoute {
  path: string;
  /** A concrete address for the harness's menu, for routes with parameters. */
  href?: string;
  element: ReactElement;
}

/** The same login as the site's (the same call, the same stored session), reduced to a bar. */
function HarnessLogin() {
  const { user } = useCurrentUser();
  const { signIn, isSigningIn } = useSignIn();
  const [logout] = useLogout();
  const [username, setUsername] = useState('0800000001');
  const [password, setPassword] = useState('demo1234');
  if (user) {
    return (
      <span style={{ marginLeft: 'auto', display: 'flex', gap: 8 }}>
        {user.username} · {formatMoney(user.credit)}
        <button type="button" onClick={() => void logout()}>
          {th.nav.logout}
        </button>
      </span>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A staff login that asks for a second factor is finished on the site's own login box.
    if ((await signIn({ username, password })).status !== 'signedIn') toast.error(th.auth.loginFailed);
  };
  return (
    <form onSubmit={submit} style={{ marginLeft: 'auto', display: 'flex', gap: 4 }}>
      <input aria-label={th.auth.phonePlaceholder} value={username} onChange={(e) => setUsername(e.target.value)} />
      <input aria-label="password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <button type="submit" disabled={isSigningIn}>
        {th.auth.loginTitle}
      </button>
    </form>
  );
}

/**
 * Runs one remote alone for its team (`npm start -w mf-…`): the same store, theme, toasts and
 * login as the shell gives it, a router, and a menu of the remote's routes. Never part of a
 * production build.
 */
export function startHarness(remote: string, routes: HarnessRoute[]) {
  const { store, persistor } = createAppStore();
  const container = document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <AppProviders store={store} persistor={persistor}>
      <BrowserRouter>
        <nav style={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: 8, background: '#eee' }}>
          <strong>{remote}</strong>
          {routes.map((route) => (
            <Link key={route.path} to={route.href ?? route.path}>
              {route.href ?? route.path}
            </Link>
          ))}
          <HarnessLogin />
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
