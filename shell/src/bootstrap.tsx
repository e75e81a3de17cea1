import { createRoot } from 'react-dom/client';
import { createAppStore } from '@lotto/shared/client';
import { App } from './app/App';
import { registerServiceWorker } from './serviceWorker';

const { store, persistor } = createAppStore();
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(<App store={store} persistor={persistor} />);
}
// Development serves from memory and reloads itself; only a production build has /sw.js.
if (process.env.NODE_ENV === 'production') registerServiceWorker();
