import { Workbox } from 'workbox-window';

/**
 * Registers the service worker at the site root with root scope (docs/api-conventions.md#calls). When an
 * updated worker takes control of this page, the page reloads once so that it runs the new shell.
 */
export function registerServiceWorker(reload: () => void = () => window.location.reload()): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  let reloaded = false;
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate && !reloaded) {
      reloaded = true;
      reload();
    }
  });
  void workbox.register();
}
