import { useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { ThemeProvider } from 'styled-components';
import { ToastContainer, type CloseButtonProps } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '../constants';
import { th } from '../labels/th';
import { LiveStreamProvider } from './LiveStreamProvider';
import type { AppStore } from './store';
import { GlobalStyle, theme } from './theme';

/**
 * Store, live streams, theme and toasts around the site. The shell wraps the whole site in it once; a remote's
 * harness wraps that remote alone the same way, so a remote never behaves differently alone.
 */
export function AppProviders({ store, persistor, children }: { store: AppStore; persistor: Persistor; children: ReactNode }) {
  return (
    <Provider store={store}>
      <LiveStreamProvider>
        <RehydrationGate persistor={persistor}>
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            {children}
            <ToastContainer
              position="top-right"
              autoClose={TOAST_AUTO_CLOSE_MS}
              aria-label={th.toasts.region}
              closeButton={ToastCloseButton}
              // Its timer bar is named 'notification timer' by the library, in English and beyond reach; hidden, it is not read.
              hideProgressBar
            />
          </ThemeProvider>
        </RehydrationGate>
      </LiveStreamProvider>
    </Provider>
  );
}

/** react-toastify's close button, as it draws it, named in Thai (its own is named 'close'). */
function ToastCloseButton({ closeToast, theme }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={th.toasts.close}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
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
