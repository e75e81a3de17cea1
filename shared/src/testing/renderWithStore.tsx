import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { Persistor } from 'redux-persist';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { LoadConfig, SiteConfig } from '../contracts/siteConfig';
import { api } from '../client/api';
import { AppProviders } from '../client/AppProviders';
import { createAppStore, type AppStore } from '../client/store';

export const sampleSiteConfig: LoadConfig = {
  line_url: 'https://line.me/R/ti/p/@test-support',
  popup_status: false,
  popup_link: '',
  popup_url: '',
  banners: [],
  rates: [],
  maintenance: [],
};

/** Nothing renders inside PersistGate until the stored session has been read back. */
function rehydrated(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}

/**
 * Renders a screen the way the shell does (the real store, theme and toasts) at `route`,
 * with the site config already in the API cache, as after the shell's first request.
 */
export async function renderWithStore(
  ui: ReactElement,
  {
    route = '/',
    path = '*',
    config = sampleSiteConfig,
    seed,
  }: {
    route?: string;
    path?: string;
    /** The site config; without `maintenance`, none. */
    config?: SiteConfig & Partial<Pick<LoadConfig, 'maintenance'>>;
    /** Puts the answers of the screen's queries in the cache before it renders, as if fetched. */
    seed?: (store: AppStore) => Promise<unknown>;
  } = {},
) {
  localStorage.clear();
  const { store, persistor } = createAppStore();
  await rehydrated(persistor);
  await store.dispatch(api.util.upsertQueryData('loadConfig', undefined, { maintenance: [], ...config }));
  await seed?.(store);
  const view = render(
    <AppProviders store={store} persistor={persistor}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { store, ...view };
}
