import type { InferType } from 'yup';
import { shape, text } from '../api/replies';
import { REMOTE_NAMES, type RemoteName } from './manifest';

/** GET /remotes.json: the live version of each deployed remote; a remote not deployed is absent. */
export const remoteManifestEntrySchema = shape({
  container: text().meta({ description: 'Federation container name, a JavaScript identifier.' }),
  version: text(),
  entry: text().meta({ description: "URL of the remote's entry file, relative to the site root." }),
});

const deployed = remoteManifestEntrySchema.optional();

export const remoteManifestSchema = shape(
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, deployed])) as Record<RemoteName, typeof deployed>,
);

/** One remote's live version. */
export type RemoteManifestEntry = InferType<typeof remoteManifestEntrySchema>;

export type RemoteManifest = InferType<typeof remoteManifestSchema>;
