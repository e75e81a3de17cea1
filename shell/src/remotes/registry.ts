import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { PAGE_LOAD_HEADER, type ExposedModule, type RemoteManifest, type RemoteName } from '@lotto/shared';
import { listenForUnhandledErrors, rememberRemoteLoad, reportRemoteFailure, storedAccessToken } from './clientReports';
import { RemoteFallback } from './RemoteFallback';

/** What a remote's exposed module must export: one React component as its default. */
export interface RemoteComponentModule {
  default: ComponentType<Record<string, unknown>>;
}

/**
 * The second of the three layers of the federation docs (retry, errorLoadRemote, error
 * boundary): a remote that still fails after the retries becomes the Thai fallback component
 * instead of an exception. Shared-module failures are left to the runtime.
 */
const fallbackOnError: ModuleFederationRuntimePlugin = {
  name: 'lotto-remote-fallback',
  async errorLoadRemote({ id, error, lifecycle }) {
    if (lifecycle === 'beforeLoadShare') return undefined;
    console.error(`remote ${id} could not be loaded`, error);
    reportRemoteFailure(id.split('/')[0] ?? id, 'loadFailure', error);
    return { default: RemoteFallback } satisfies RemoteComponentModule;
  },
};

let pluginsRegistered: Promise<void> | null = null;

/** The retry plugin is loaded with the first remote, not with the shell's first render. */
function registerRuntimePlugins(): Promise<void> {
  if (!pluginsRegistered) {
    pluginsRegistered = import('@module-federation/retry-plugin').then(({ RetryPlugin }) => {
      registerPlugins([
        // First layer: a remote entry that fails to arrive is fetched again twice before giving up.
        RetryPlugin({ script: { retryTimes: 2, retryDelay: 500 } }) as unknown as ModuleFederationRuntimePlugin,
        fallbackOnError,
      ]);
    });
    // A failed download is tried again with the next remote (or the fallback's retry button).
    pluginsRegistered.catch(() => {
      pluginsRegistered = null;
    });
  }
  return pluginsRegistered;
}

/** A /remotes.json answer: the remotes, and the page load the server counted for it (sent back with failure reports). */
interface ServedManifest {
  remotes: RemoteManifest;
  pageLoad: string | null;
}

let manifest: Promise<ServedManifest> | null = null;
const registered = new Set<RemoteName>();

/** A member's token picks the member's canary share on every device; a guest's cookie goes by itself. */
async function fetchManifest(): Promise<ServedManifest> {
  const token = storedAccessToken();
  const response = await fetch('/remotes.json', { cache: 'no-store', headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`GET /remotes.json answered ${response.status}`);
  return { remotes: (await response.json()) as RemoteManifest, pageLoad: response.headers.get(PAGE_LOAD_HEADER) };
}

/**
 * Registers one remote from the server's manifest, once per page. No remote URL is compiled into
 * the shell: the server pins the version, so a rollback is a change of the manifest only. `retry`
 * fetches the manifest again and replaces the remote's registration (`force`), dropping what the
 * runtime cached of a failed load.
 */
async function registerRemote(remote: RemoteName, retry: boolean): Promise<void> {
  const plugins = registerRuntimePlugins();
  if (!manifest || retry) {
    manifest = fetchManifest();
    manifest.catch(() => {
      manifest = null;
    });
  }
  const [known] = await Promise.all([manifest, plugins]);
  if (registered.has(remote) && !retry) return;
  const entry = known.remotes[remote];
  if (!entry) throw new Error(`${remote} is not deployed`);
  registerRemotes([{ name: entry.container, alias: remote, entry: entry.entry }], { force: retry && registered.has(remote) });
  // A retry is another load, perhaps of another version, counted by its own /remotes.json.
  if (!registered.has(remote) || retry) {
    listenForUnhandledErrors();
    rememberRemoteLoad(remote, entry.version, known.pageLoad);
  }
  registered.add(remote);
}

export async function loadRemoteComponent<R extends RemoteName>(
  remote: R,
  module: ExposedModule<R>,
  retry: boolean,
): Promise<RemoteComponentModule> {
  await registerRemote(remote, retry);
  const loaded = await loadRemote<RemoteComponentModule>(`${remote}/${module}`);
  if (!loaded?.default) {
    throw new Error(`${remote}/${module} has no component`);
  }
  return loaded;
}
