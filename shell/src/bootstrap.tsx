import { createRoot } from 'react-dom/client';
import { createAppStore } from '@lotto/shared/client';
import { App } from './app/App';

const { store, persistor } = createAppStore();
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(<App store={store} persistor={persistor} />);
}
// Development serves from memory and reloads itself; only a production build has /sw.js. Its
// script (workbox-window) is not needed for the first render, so it comes after.
if (process.env.NODE_ENV === 'production') void import('./serviceWorker').then(({ registerServiceWorker }) => registerServiceWorker());
