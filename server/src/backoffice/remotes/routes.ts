import {
  isRemoteName,
  listOf,
  REMOTE_NAMES,
  remoteNameParamsSchema,
  remotePinSchema,
  remoteReleasesSchema,
  th,
  withValues,
  type RemoteName,
  type RemoteReleases,
} from '@lotto/shared';
import { recordAudit } from '../../audit/repository';
import type { Database } from '../../db/database';
import { envelopeResponses, success } from '../../http/envelope';
import { DomainError } from '../../domain/errors';
import { requestSchema } from '../../http/requestSchema';
import { deployedVersions, liveVersion, pinRemote, readPins, unpinRemote } from '../../remotes/store';
import type { AdminApp } from '../adminApp';

const nameParams = requestSchema(remoteNameParamsSchema);

function releasesOf(webDir: string, name: RemoteName): RemoteReleases {
  const versions = deployedVersions(webDir, name);
  const pinned = readPins(webDir)[name];
  return { name, versions, live: liveVersion(versions, pinned) ?? null, pinned: pinned ?? null };
}

function knownRemote(name: string): RemoteName {
  if (!isRemoteName(name)) throw new DomainError('remoteNotFound');
  return name;
}

/**
 * The feature apps' releases (admin): deployed versions, the live one, pin and unpin. Pins go
 * through the deploy store as `npm run remotes -- pin` does, so the site loads the change at once.
 */
export async function remoteRoutes(app: AdminApp, { database: { db }, webDir }: { database: Database; webDir: string }): Promise<void> {

  /**
   * Sets or clears a remote's pin with its audit row. The row is written first and the pins file
   * last, in the transaction: a pin that fails rolls its row back.
   */
  async function changePin(actorId: number, name: RemoteName, pinned: string | null): Promise<RemoteReleases> {
    const before = releasesOf(webDir, name);
    await db.transaction().execute(async (trx) => {
      await recordAudit(trx, {
        actorId,
        action: pinned === null ? 'remote.unpin' : 'remote.pin',
        targetType: 'remote',
        targetId: name,
        before: { pinned: before.pinned, live: before.live },
        after: { pinned, live: liveVersion(before.versions, pinned ?? undefined) ?? null },
      });
      if (pinned === null) unpinRemote(webDir, name);
      else pinRemote(webDir, name, pinned);
    });
    return releasesOf(webDir, name);
  }

  app.get(
    '/admin-api/remotes',
    {
      config: { adminOnly: true },
      schema: {
        summary: "Each feature app's deployed versions, the live one and its pin (admin)",
        response: envelopeResponses(listOf(remoteReleasesSchema)),
      },
    },
    async () => success(REMOTE_NAMES.map((name) => releasesOf(webDir, name))),
  );

  app.post(
    '/admin-api/remotes/:name/pin',
    {
      config: { adminOnly: true },
      schema: {
        summary: 'Pin a feature app to a deployed version, or roll it back (admin); the site loads it at once',
        params: nameParams,
        body: requestSchema(remotePinSchema),
        response: envelopeResponses(remoteReleasesSchema),
      },
    },
    async (request) => {
      const name = knownRemote(request.params.name);
      const { version } = request.body;
      if (!deployedVersions(webDir, name).includes(version)) {
        throw new DomainError('remoteVersionNotDeployed', { name, version });
      }
      const releases = await changePin(request.member.id, name, version);
      return success(releases, withValues(th.staff.remotePinned, { name, version }));
    },
  );

  app.post(
    '/admin-api/remotes/:name/unpin',
    {
      config: { adminOnly: true },
      schema: {
        summary: 'Unpin a feature app (admin): the site loads its highest deployed version',
        params: nameParams,
        response: envelopeResponses(remoteReleasesSchema),
      },
    },
    async (request) => {
      const name = knownRemote(request.params.name);
      const releases = await changePin(request.member.id, name, null);
      return success(releases, withValues(th.staff.remoteUnpinned, { name }));
    },
  );
}
