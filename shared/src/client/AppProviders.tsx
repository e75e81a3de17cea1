import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import type { Persistor } from 'redux-persist';
import { ThemeProvider } from 'styled-components';
import { ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '../constants';
import type { AppStore } from './store';
import { GlobalStyle, theme } from './theme';

/**
 * Store, theme and toasts around the site. The shell wraps the whole site in it once; a remote's
 * harness wraps that remote alone the same way, so a remote never behaves differently alone.
 */
export function AppProviders({
  store,
  persistor,
  children,
}: {
  store: AppStore;
  persistor: Persistor;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {children}
          <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />
        </ThemeProvider>
      </PersistGate>
    </Provider>
  );
}
