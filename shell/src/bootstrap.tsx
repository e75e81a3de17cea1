import { createRoot } from 'react-dom/client';
import { createAppStore } from '@lotto/shared/client';
import { App } from './app/App';

const { store, persistor } = createAppStore();
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(<App store={store} persistor={persistor} />);
}
