import type { RemoteName } from '@lotto/shared';
import { loadRemoteComponent } from './registry';
import { RemoteSlot, type RemoteLoader } from './RemoteSlot';

const loaders = new Map<string, RemoteLoader>();

/** One loader per exposed module, so that React sees the same lazy component on every render. */
function loaderFor(remote: RemoteName, module: string): RemoteLoader {
  const key = `${remote}/${module}`;
  let loader = loaders.get(key);
  if (!loader) {
    loader = (retry) => loadRemoteComponent(remote, module, retry);
    loaders.set(key, loader);
  }
  return loader;
}

/** Mounts `module` exposed by `remote`, with the shell's fallback around it. */
export function Remote({
  remote,
  module,
  props,
}: {
  remote: RemoteName;
  module: string;
  props?: Record<string, unknown>;
}) {
  return <RemoteSlot remote={remote} load={loaderFor(remote, module)} props={props} />;
}
