import { BrowserRouter } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { AppProviders, type AppStore } from '@lotto/shared/client';
import { ToastFont } from '@lotto/ui';
import { InboxLive } from '../inbox/InboxLive';
import { Layout } from '../layout/Layout';
import { AnnouncementPopup } from '../popup/AnnouncementPopup';
import { RealityCheck } from '../realityCheck/RealityCheck';
import { FontFaces } from './fonts';
import { AppRoutes } from './routes';

export function App({ store, persistor }: { store: AppStore; persistor: Persistor }) {
  return (
    <AppProviders store={store} persistor={persistor}>
      <FontFaces />
      <ToastFont />
      <BrowserRouter>
        <Layout>
          <AppRoutes />
        </Layout>
        <AnnouncementPopup />
        <RealityCheck />
        <InboxLive />
      </BrowserRouter>
    </AppProviders>
  );
}
