import type { ExposedModule, RemoteName } from '@lotto/shared';
import { loadRemoteComponent } from './registry';
import { RemoteSlot, type RemoteLoader } from './RemoteSlot';

const loaders = new Map<string, RemoteLoader>();

/** One loader per exposed module, so that React sees the same lazy component on every render. */
function loaderFor<R extends RemoteName>(remote: R, module: ExposedModule<R>): RemoteLoader {
  const key = `${remote}/${module}`;
  let loader = loaders.get(key);
  if (!loader) {
    loader = (retry) => loadRemoteComponent(remote, module, retry);
    loaders.set(key, loader);
  }
  return loader;
}

/**
 * Starts downloading a remote's module before it is needed (a nav link hovered or focused), so
 * the page opens at once. A failure here is silent: the page itself shows the fallback.
 */
export function preloadRemoteModule<R extends RemoteName>(remote: R, module: ExposedModule<R>): void {
  loaderFor(remote, module)(false).catch(() => undefined);
}

/** Mounts `module` exposed by `remote` (only modules listed in REMOTE_EXPOSES), with the shell's fallback around it. */
export function Remote<R extends RemoteName>({
  remote,
  module,
  props,
  page,
}: {
  remote: R;
  module: ExposedModule<R>;
  props?: Record<string, unknown>;
  page?: boolean;
}) {
  return <RemoteSlot remote={remote} load={loaderFor(remote, module)} props={props} page={page} />;
}
