import { BrowserRouter } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { AppProviders, type AppStore } from '@lotto/shared/client';
import { Layout } from '../layout/Layout';
import { AppRoutes } from './routes';

export function App({ store, persistor }: { store: AppStore; persistor: Persistor }) {
  return (
    <AppProviders store={store} persistor={persistor}>
      <BrowserRouter>
        <Layout>
          <AppRoutes />
        </Layout>
      </BrowserRouter>
    </AppProviders>
  );
}
