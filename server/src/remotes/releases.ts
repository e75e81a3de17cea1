import fs from 'node:fs';
import {
  backofficeLabels,
  type ClientReport,
  containerName,
  incompatibilityInThai,
  isRemoteName,
  REMOTE_NAMES,
  remoteEntryUrl,
  type RemoteManifest,
  type RemoteName,
  type RemoteReleases,
  withValues,
} from '@lotto/shared';
import type { Kysely, Transaction } from 'kysely';
import { queueStaffAlert } from '../messaging/outbox';
import { recordAudit } from '../audit/repository';
import type { Schema } from '../db/schema';
import { DomainError } from '../errors/errors';
import { deployedVersions, legacyPinsFile, readLegacyPins, refusalOf, shellProvides } from './deploy';
import type { PageLoad } from './pageLoads';
import {
  NO_RELEASE,
  addCounts,
  addLoads,
  claimPageLoadFailure,
  deleteExpiredPageLoadFailures,
  insertPinUnlessKnown,
  lockRelease,
  readCounts,
  readRelease,
  readReleases,
  resetCounts,
  saveRelease,
  type ReleaseRow,
} from './repository';
import { NO_COUNTS, callerBucket, canaryRollbackReason, per1000, stableVersion, type CanaryThresholds, type VersionCounts } from './rules';

/**
 * The release state of the remotes (docs/operations.md#remote-releases): pins and canaries in the database, shared by every
 * server process, over the built files of the deploy layout. The CLI (`npm run remotes`), the back
 * office and the server itself (a canary rolled back) change it here, each change with its audit
 * row in the same transaction: the audit log of target `remote` is the release history.
 */
export interface ReleaseContext {
  db: Kysely<Schema>;
  webDir: string;
}

/** Who changes the release state: a staff member, or nobody (the CLI on the server, the server itself). */
export interface ReleaseActor {
  id: number | null;
  via: 'cli' | 'backoffice' | 'server';
}

export function knownRemote(name: string): RemoteName {
  if (!isRemoteName(name)) throw new DomainError('remoteNotFound');
  return name;
}

/** The deployed versions of a remote with whether the live shell (what it `provides`) can run each. */
function deployment(webDir: string, name: RemoteName, provides = shellProvides(webDir)) {
  const versions = deployedVersions(webDir, name);
  const refusals = new Map(versions.map((version) => [version, refusalOf(webDir, name, version, provides)]));
  const runnable = (version: string) => refusals.get(version) === null;
  return { versions, refusals, runnable };
}

type Deployment = ReturnType<typeof deployment>;

function servedStable(webDir: string, name: RemoteName, release: ReleaseRow, found: Deployment = deployment(webDir, name)): string | null {
  return stableVersion(found.versions, release.pinned, found.runnable);
}

/** A canary is served only while its version is deployed and runnable and differs from the stable one. */
function servedCanary(found: Deployment, release: ReleaseRow, stable: string | null): ReleaseRow['canary'] {
  const canary = release.canary;
  if (!canary || canary.version === stable) return null;
  return found.versions.includes(canary.version) && found.runnable(canary.version) ? canary : null;
}

/**
 * GET /remotes.json for one caller (`member:<id>` or `guest:<cookie>`): each deployed remote at its
 * stable version, or at its canary when the caller's bucket falls within the canary's share.
 */
export async function manifestFor(context: ReleaseContext, callerKey: string): Promise<RemoteManifest> {
  const releases = await readReleases(context.db);
  // Asked on every page load: the shell's contract is read once, each remote's folder once.
  const provides = shellProvides(context.webDir);
  const manifest: RemoteManifest = {};
  for (const name of REMOTE_NAMES) {
    const release = releases.get(name) ?? NO_RELEASE;
    const found = deployment(context.webDir, name, provides);
    const stable = servedStable(context.webDir, name, release, found);
    if (stable === null) continue;
    const canary = servedCanary(found, release, stable);
    const version = canary && callerBucket(name, callerKey) < canary.percent ? canary.version : stable;
    manifest[name] = { container: containerName(name), version, entry: remoteEntryUrl(name, version) };
  }
  return manifest;
}

function healthOf(version: string, counts: VersionCounts) {
  return {
    version,
    loads: counts.loads,
    load_failures: counts.loadFailures,
    errors: counts.errors,
    load_failures_per_1000: per1000(counts.loadFailures, counts.loads),
    errors_per_1000: per1000(counts.errors, counts.loads),
  };
}

/** One remote as the back office and `remotes list` show it. */
export async function releasesOf(context: ReleaseContext, name: RemoteName): Promise<RemoteReleases> {
  const release = await readRelease(context.db, name);
  const found = deployment(context.webDir, name);
  const { versions, refusals } = found;
  const live = servedStable(context.webDir, name, release, found);
  const canary = release.canary;
  const shown = [live, canary?.version].filter((version): version is string => version != null);
  const counts = await readCounts(context.db, name, shown);
  return {
    name,
    versions: versions.map((version) => {
      const refusal = refusals.get(version) ?? null;
      return { version, refusal: refusal === null ? null : incompatibilityInThai(name, version, refusal) };
    }),
    live,
    pinned: release.pinned,
    canary: canary && { version: canary.version, percent: canary.percent, started_at: canary.startedAt.toISOString() },
    health: shown.map((version) => healthOf(version, counts.get(version) ?? NO_COUNTS)),
  };
}

function requireRunnable(webDir: string, name: RemoteName, version: string): void {
  if (!deployedVersions(webDir, name).includes(version)) throw new DomainError('remoteVersionNotDeployed', { name, version });
  const refusal = refusalOf(webDir, name, version);
  if (refusal !== null) throw new DomainError('remoteIncompatible', { name, version, incompatibility: refusal });
}

/** What an audit row records of a remote's state. */
function stateOf(webDir: string, name: RemoteName, release: ReleaseRow) {
  const live = servedStable(webDir, name, release);
  return { pinned: release.pinned, live, canary: release.canary && { version: release.canary.version, percent: release.canary.percent } };
}

type Change = (release: ReleaseRow, trx: Transaction<Schema>) => Promise<{ next: ReleaseRow; note?: object } | null>;

/**
 * Runs one change of a remote's release state under its row lock, with its audit row; a change
 * that answers null changes nothing and writes no row.
 */
async function changeRelease(
  context: ReleaseContext,
  actor: ReleaseActor,
  name: RemoteName,
  action: 'remote.pin' | 'remote.unpin' | 'remote.canary' | 'remote.promote' | 'remote.abort' | 'remote.autoAbort',
  change: Change,
): Promise<boolean> {
  return context.db.transaction().execute(async (trx) => {
    const before = await lockRelease(trx, name);
    const changed = await change(before, trx);
    if (!changed) return false;
    await saveRelease(trx, name, changed.next);
    await recordAudit(trx, {
      actorId: actor.id,
      action,
      targetType: 'remote',
      targetId: name,
      before: stateOf(context.webDir, name, before),
      after: { ...stateOf(context.webDir, name, changed.next), via: actor.via, ...changed.note },
    });
    return true;
  });
}

/** Every member gets this version (a rollback, or a roll forward); a running canary goes on. */
export async function pinVersion(context: ReleaseContext, actor: ReleaseActor, name: RemoteName, version: string): Promise<void> {
  requireRunnable(context.webDir, name, version);
  await changeRelease(context, actor, name, 'remote.pin', async (release) => ({ next: { ...release, pinned: version } }));
}

/** Back to the highest deployed version the live shell can run. */
export async function unpinVersion(context: ReleaseContext, actor: ReleaseActor, name: RemoteName): Promise<void> {
  await changeRelease(context, actor, name, 'remote.unpin', async (release) => ({ next: { ...release, pinned: null } }));
}

/**
 * Serves `version` to `percent` % of members (and guests), the rest keeping the stable version;
 * both versions' counts start again, so that they are compared over the same time.
 */
export async function startCanary(
  context: ReleaseContext,
  actor: ReleaseActor,
  name: RemoteName,
  version: string,
  percent: number,
): Promise<void> {
  requireRunnable(context.webDir, name, version);
  await changeRelease(context, actor, name, 'remote.canary', async (release, trx) => {
    const stable = servedStable(context.webDir, name, release);
    if (stable === version) throw new DomainError('remoteCanaryIsLive', { name, version });
    await resetCounts(trx, name, [version, ...(stable === null ? [] : [stable])]);
    return { next: { ...release, canary: { version, percent, startedAt: new Date() } } };
  });
}

/**
 * The canary becomes every member's version. It is pinned, so that a version deployed later
 * reaches members only by its own canary or pin. Checked again against the live shell.
 */
export async function promoteCanary(context: ReleaseContext, actor: ReleaseActor, name: RemoteName): Promise<string> {
  const canary = (await readRelease(context.db, name)).canary;
  if (!canary) throw new DomainError('remoteNoCanary', { name });
  requireRunnable(context.webDir, name, canary.version);
  await changeRelease(context, actor, name, 'remote.promote', async (release) => {
    if (release.canary?.version !== canary.version) throw new DomainError('remoteNoCanary', { name });
    return { next: { pinned: canary.version, canary: null } };
  });
  return canary.version;
}

/** Every member goes back to the stable version. */
export async function abortCanary(context: ReleaseContext, actor: ReleaseActor, name: RemoteName): Promise<string> {
  let aborted = '';
  await changeRelease(context, actor, name, 'remote.abort', async (release) => {
    if (!release.canary) throw new DomainError('remoteNoCanary', { name });
    aborted = release.canary.version;
    return { next: { ...release, canary: null } };
  });
  return aborted;
}

/**
 * Counts one page load of each remote version a /remotes.json answer served: the server's own
 * count, which no browser's report can change (docs/canary-health.md).
 */
export async function countServedLoads(context: ReleaseContext, manifest: RemoteManifest): Promise<void> {
  const served = Object.entries(manifest).flatMap(([remote, entry]) => (entry ? [{ remote, version: entry.version }] : []));
  await addLoads(context.db, served);
}

/**
 * The failure each remote of a page load counts: the first failure report of the remote for the
 * version the page was served; reports naming another version count nothing.
 */
function failuresOfPageLoad(
  pageLoad: PageLoad,
  reports: readonly ClientReport[],
): Map<RemoteName, { version: string; counts: VersionCounts }> {
  const failures = new Map<RemoteName, { version: string; counts: VersionCounts }>();
  for (const report of reports) {
    const remote = report.remote as RemoteName;
    if (report.kind === 'load' || failures.has(remote) || pageLoad.versions[remote] !== report.version) continue;
    const counts = report.kind === 'loadFailure' ? { ...NO_COUNTS, loadFailures: 1 } : { ...NO_COUNTS, errors: 1 };
    failures.set(remote, { version: report.version, counts });
  }
  return failures;
}

export interface AutoAbort {
  remote: RemoteName;
  version: string;
  reason: string;
}

/**
 * Counts the failures one page load reports (docs/canary-health.md): at most one per remote and
 * page load, whichever process hears it, only for the deployed version the page was served; a
 * batch without a valid page load counts nothing. Then rolls back each reported canary that now
 * fails more than its stable version by the margin. The check runs again under the row lock, so
 * that two processes abort it once.
 */
export async function recordClientReports(
  context: ReleaseContext,
  pageLoad: PageLoad | null,
  reports: readonly ClientReport[],
  thresholds: CanaryThresholds,
): Promise<AutoAbort[]> {
  if (pageLoad === null) return [];
  const failures = failuresOfPageLoad(pageLoad, reports);
  if (failures.size === 0) return [];
  await deleteExpiredPageLoadFailures(context.db);
  const touched = new Set<RemoteName>();
  for (const [remote, { version, counts }] of failures) {
    if (!deployedVersions(context.webDir, remote).includes(version)) continue;
    const counted = await context.db.transaction().execute(async (trx) => {
      if (!(await claimPageLoadFailure(trx, pageLoad.id, remote, pageLoad.expiresAt))) return false;
      await addCounts(trx, remote, version, counts);
      return true;
    });
    if (counted) touched.add(remote);
  }
  const aborted: AutoAbort[] = [];
  for (const name of touched) {
    // Without the lock first: most batches roll nothing back.
    if ((await canaryToRollBack(context, context.db, name, await readRelease(context.db, name), thresholds)) === null) continue;
    await changeRelease(context, { id: null, via: 'server' }, name, 'remote.autoAbort', async (release, trx) => {
      const verdict = await canaryToRollBack(context, trx, name, release, thresholds);
      if (verdict === null) return null;
      aborted.push({ remote: name, ...verdict });
      await queueStaffAlert(
        trx,
        withValues(backofficeLabels.messages.alerts.canary_rolled_back, { remote: name, version: verdict.version }),
      );
      return { next: { ...release, canary: null }, note: { aborted: verdict.version, reason: verdict.reason } };
    });
  }
  return aborted;
}

async function canaryToRollBack(
  context: ReleaseContext,
  db: Kysely<Schema>,
  name: RemoteName,
  release: ReleaseRow,
  thresholds: CanaryThresholds,
): Promise<{ version: string; reason: string } | null> {
  const stable = servedStable(context.webDir, name, release);
  if (!release.canary || stable === null) return null;
  const counts = await readCounts(db, name, [release.canary.version, stable]);
  const reason = canaryRollbackReason(counts.get(release.canary.version) ?? NO_COUNTS, counts.get(stable) ?? NO_COUNTS, thresholds);
  return reason === null ? null : { version: release.canary.version, reason };
}

/**
 * Moves the pins of a pins.json written before release state moved into the database (first
 * start after the upgrade): each pin is imported unless the database already holds the remote's
 * state, with an audit row, and the file is renamed so that it is read once.
 */
export async function importLegacyPins(context: ReleaseContext): Promise<RemoteName[]> {
  const pins = readLegacyPins(context.webDir);
  if (pins === undefined) return [];
  const imported: RemoteName[] = [];
  await context.db.transaction().execute(async (trx) => {
    for (const [name, version] of Object.entries(pins) as [RemoteName, string][]) {
      if (!(await insertPinUnlessKnown(trx, name, version))) continue;
      imported.push(name);
      await recordAudit(trx, {
        actorId: null,
        action: 'remote.import',
        targetType: 'remote',
        targetId: name,
        before: null,
        after: { pinned: version, via: 'server' },
      });
    }
  });
  fs.renameSync(legacyPinsFile(context.webDir), `${legacyPinsFile(context.webDir)}.imported`);
  return imported;
}
