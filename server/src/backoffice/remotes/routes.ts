import {
  listOf,
  REMOTE_NAMES,
  remoteCanarySchema,
  remoteNameParamsSchema,
  remotePinSchema,
  remoteReleasesSchema,
  th,
  withValues,
} from '@lotto/shared';
import type { Database } from '../../db/database';
import { envelopeResponses, success } from '../../http/envelope';
import { requestSchema } from '../../http/requestSchema';
import {
  abortCanary,
  knownRemote,
  pinVersion,
  promoteCanary,
  releasesOf,
  startCanary,
  unpinVersion,
  type ReleaseActor,
  type ReleaseContext,
} from '../../remotes/releases';
import type { AdminApp } from '../adminApp';

const nameParams = requestSchema(remoteNameParamsSchema);

/**
 * The feature apps' releases (admin): deployed versions and whether the live shell can run each,
 * the stable version, its pin, a canary with both versions' failures per 1,000 loads; pin, unpin,
 * canary, promote and abort through the same functions as `npm run remotes`, audited.
 */
export async function remoteRoutes(app: AdminApp, { database: { db }, webDir }: { database: Database; webDir: string }): Promise<void> {
  const context: ReleaseContext = { db, webDir };
  const staff = (id: number): ReleaseActor => ({ id, via: 'backoffice' });

  app.get(
    '/admin-api/remotes',
    {
      config: { module: 'releases' },
      schema: {
        summary: "Each feature app's deployed versions, the stable one, its pin and canary with their failures per 1,000 loads (admin)",
        response: envelopeResponses(listOf(remoteReleasesSchema)),
      },
    },
    async () => success(await Promise.all(REMOTE_NAMES.map((name) => releasesOf(context, name)))),
  );

  app.post(
    '/admin-api/remotes/:name/pin',
    {
      config: { module: 'releases' },
      schema: {
        summary: 'Pin a feature app to a deployed version the live shell can run, or roll it back (admin); the site loads it at once',
        params: nameParams,
        body: requestSchema(remotePinSchema),
        response: envelopeResponses(remoteReleasesSchema),
      },
    },
    async (request) => {
      const name = knownRemote(request.params.name);
      const { version } = request.body;
      await pinVersion(context, staff(request.member.id), name, version);
      return success(await releasesOf(context, name), withValues(th.staff.remotePinned, { name, version }));
    },
  );

  app.post(
    '/admin-api/remotes/:name/unpin',
    {
      config: { module: 'releases' },
      schema: {
        summary: 'Unpin a feature app (admin): the site loads its highest deployed version the live shell can run',
        params: nameParams,
        response: envelopeResponses(remoteReleasesSchema),
      },
    },
    async (request) => {
      const name = knownRemote(request.params.name);
      await unpinVersion(context, staff(request.member.id), name);
      return success(await releasesOf(context, name), withValues(th.staff.remoteUnpinned, { name }));
    },
  );

  app.post(
    '/admin-api/remotes/:name/canary',
    {
      config: { module: 'releases' },
      schema: {
        summary: 'Serve a deployed version to a share of members, each member always the same version (admin)',
        params: nameParams,
        body: requestSchema(remoteCanarySchema),
        response: envelopeResponses(remoteReleasesSchema),
      },
    },
    async (request) => {
      const name = knownRemote(request.params.name);
      const { version, percent } = request.body;
      await startCanary(context, staff(request.member.id), name, version, percent);
      return success(await releasesOf(context, name), withValues(th.staff.remoteCanaryStarted, { name, version, percent }));
    },
  );

  app.post(
    '/admin-api/remotes/:name/promote',
    {
      config: { module: 'releases' },
      schema: {
        summary: 'Give the canary to every member (admin): it is pinned as the stable version',
        params: nameParams,
        response: envelopeResponses(remoteReleasesSchema),
      },
    },
    async (request) => {
      const name = knownRemote(request.params.name);
      const version = await promoteCanary(context, staff(request.member.id), name);
      return success(await releasesOf(context, name), withValues(th.staff.remotePromoted, { name, version }));
    },
  );

  app.post(
    '/admin-api/remotes/:name/abort',
    {
      config: { module: 'releases' },
      schema: {
        summary: 'End the canary (admin): every member gets the stable version at the next load',
        params: nameParams,
        response: envelopeResponses(remoteReleasesSchema),
      },
    },
    async (request) => {
      const name = knownRemote(request.params.name);
      const version = await abortCanary(context, staff(request.member.id), name);
      return success(await releasesOf(context, name), withValues(th.staff.remoteAborted, { name, version }));
    },
  );
}
