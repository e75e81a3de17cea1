/**
 * The remotes of the site and the manifest the server serves at GET /remotes.json.
 * A remote is known by its package folder name (`mf-betting`); its federation container needs a
 * JavaScript identifier, so the container name swaps dashes for underscores.
 */
/**
 * Every remote of the site. The shell registers a remote only when it first mounts one of its
 * modules, so listing mf-backoffice here downloads none of its code for members or guests: the
 * shell mounts it only for staff (docs/screens.md#back-office).
 */
export const REMOTE_NAMES = ['mf-auth', 'mf-betting', 'mf-wallet', 'mf-results', 'mf-backoffice'] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

export function containerName(remote: string): string {
  return remote.replace(/-/g, '_');
}

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

/** Where a deployed remote version lives below the web root, and the file the shell loads. */
export const REMOTES_URL_PREFIX = '/remotes';
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

export function remoteEntryUrl(remote: RemoteName, version: string): string {
  return `${REMOTES_URL_PREFIX}/${remote}/${version}/${REMOTE_ENTRY_FILE}`;
}
