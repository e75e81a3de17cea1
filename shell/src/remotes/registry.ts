import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteManifest, RemoteName } from '@lotto/shared';

/** What a remote's exposed module must export: one React component as its default. */
export interface RemoteComponentModule {
  default: ComponentType<Record<string, unknown>>;
}

let manifest: Promise<RemoteManifest> | null = null;

async function fetchManifest(): Promise<RemoteManifest> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`GET /remotes.json answered ${response.status}`);
  return (await response.json()) as RemoteManifest;
}

/**
 * Registers one remote from the server's manifest. No remote URL is compiled into the shell: the
 * server pins the version, so a rollback is a change of the manifest only. `retry` fetches the
 * manifest again and replaces the remote's registration, dropping what the runtime cached of a
 * failed load.
 */
async function registerRemote(remote: RemoteName, retry: boolean): Promise<void> {
  if (!manifest || retry) {
    manifest = fetchManifest();
    manifest.catch(() => {
      manifest = null;
    });
  }
  const entry = (await manifest)[remote];
  if (!entry) throw new Error(`${remote} is not deployed`);
  registerRemotes([{ name: entry.container, alias: remote, entry: entry.entry }], { force: retry });
}

export async function loadRemoteComponent(
  remote: RemoteName,
  module: string,
  retry: boolean,
): Promise<RemoteComponentModule> {
  await registerRemote(remote, retry);
  const loaded = await loadRemote<RemoteComponentModule>(`${remote}/${module}`);
  if (!loaded?.default) {
    throw new Error(`${remote}/${module} has no component`);
  }
  return loaded;
}
