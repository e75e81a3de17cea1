import { useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { ThemeProvider } from 'styled-components';
import { ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '../constants';
import { th } from '../labels/th';
import type { AppStore } from './store';
import { GlobalStyle, theme } from './theme';

/**
 * Store, theme and toasts around the site. The shell wraps the whole site in it once; a remote's
 * harness wraps that remote alone the same way, so a remote never behaves differently alone.
 */
export function AppProviders({ store, persistor, children }: { store: AppStore; persistor: Persistor; children: ReactNode }) {
  return (
    <Provider store={store}>
      <RehydrationGate persistor={persistor}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {children}
          <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} aria-label={th.toasts.region} />
        </ThemeProvider>
      </RehydrationGate>
    </Provider>
  );
}

/**
 * Nothing renders until the stored session has been read back (what redux-persist's PersistGate
 * does), but a persistor already read back renders its children in the very first render:
 * PersistGate always renders nothing first and then the whole tree again in one synchronous,
 * uninterruptible update, a long task on a phone. The shell reads the session back before its
 * first render (shell/src/bootstrap.tsx), so that render is one transition, rendered in slices.
 */
function RehydrationGate({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  const bootstrapped = useSyncExternalStore(persistor.subscribe, () => persistor.getState().bootstrapped);
  return bootstrapped ? children : null;
}

/** Resolves once `persistor` has read the stored state back. */
export function whenRehydrated(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    });
  });
}
