import { startTransition } from 'react';
import { whenNetworkQuiet } from './networkQuiet';

/** A new task: what comes after it runs once the browser has had its turn (input, paint). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** Each step's end, as a User Timing mark (lotto:start:<step>) that a performance trace shows. */
const mark = (step: string) => performance.mark?.(`lotto:start:${step}`);

/**
 * Starts the app in steps, so that no single task of a phone's slow CPU is long (bench/README.md,
 * Total Blocking Time). This chunk's downloads hold the first half (react-dom, Redux Toolkit,
 * styled-components, the router) and app/startLater's the second; each step evaluates only its
 * own modules ("eager" imports: fetched with their chunk, evaluated when asked for), each in a
 * task of its own, and the first render is a transition, which React renders in slices.
 * @lotto/shared is not imported whole here: that would keep all of it (moment among it, which
 * only the results' remote needs) in the shell's first downloads.
 */
async function start(container: HTMLElement) {
  mark('chunks');
  // Away from the task in which the last chunk arrived (module federation's own work runs there).
  await nextTask();
  const later = import('./app/startLater');
  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  mark('react-dom');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@reduxjs/toolkit');
  mark('toolkit');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'styled-components');
  mark('styled-components');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-router-dom');
  mark('router');
  const steps = await later;
  await nextTask();
  await steps.loadQuery();
  mark('query');
  await nextTask();
  await steps.loadToasts();
  mark('toastify');
  await nextTask();
  const { createAppStore, whenRehydrated } = await steps.loadClient();
  mark('shared-client');
  await nextTask();
  const { store, persistor } = createAppStore();
  // The stored session is read back first, so that the first render is the whole app at once.
  await whenRehydrated(persistor);
  mark('store');
  await nextTask();
  const { App } = await steps.loadApp();
  mark('app');
  await nextTask();
  const root = createRoot(container);
  startTransition(() => root.render(<App store={store} persistor={persistor} />));
  mark('render');
}

const container = document.getElementById('root');
const started = container ? start(container) : Promise.resolve();
// Development serves from memory and reloads itself; only a production build has /sw.js. On a
// first visit the worker downloads and stores the shell's files: that waits until the first
// screen has loaded, so it does not take the CPU from the start-up (bench/README.md).
if (process.env.NODE_ENV === 'production') {
  void started
    .then(whenNetworkQuiet)
    .then(() => import('./serviceWorker'))
    .then(({ registerServiceWorker }) => registerServiceWorker());
}
