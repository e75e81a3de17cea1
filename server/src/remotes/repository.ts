import { sql, type Kysely, type Transaction } from 'kysely';
import type { Schema } from '../db/schema';
import type { VersionCounts } from './rules';

/** One remote's release state; a remote without a row has no pin and no canary. */
export interface ReleaseRow {
  pinned: string | null;
  canary: { version: string; percent: number; startedAt: Date } | null;
}

export const NO_RELEASE: ReleaseRow = { pinned: null, canary: null };

type Row = Pick<Schema['remote_releases'], 'remote'> & {
  pinned_version: string | null;
  canary_version: string | null;
  canary_percent: number | null;
  canary_started_at: Date | null;
};

function toRelease(row: Row | undefined): ReleaseRow {
  if (!row) return NO_RELEASE;
  const canary =
    row.canary_version !== null && row.canary_percent !== null && row.canary_started_at !== null
      ? { version: row.canary_version, percent: row.canary_percent, startedAt: row.canary_started_at }
      : null;
  return { pinned: row.pinned_version, canary };
}

const COLUMNS = ['remote', 'pinned_version', 'canary_version', 'canary_percent', 'canary_started_at'] as const;

/** Every remote's release state, read on each /remotes.json so that a change applies at once in every process. */
export async function readReleases(db: Kysely<Schema>): Promise<Map<string, ReleaseRow>> {
  const rows = await db.selectFrom('remote_releases').select(COLUMNS).execute();
  return new Map(rows.map((row) => [row.remote, toRelease(row)]));
}

export async function readRelease(db: Kysely<Schema>, remote: string): Promise<ReleaseRow> {
  return toRelease(await db.selectFrom('remote_releases').select(COLUMNS).where('remote', '=', remote).executeTakeFirst());
}

/** Locks one remote's row (made when missing), so that two changes of the same remote run one after the other. */
export async function lockRelease(trx: Transaction<Schema>, remote: string): Promise<ReleaseRow> {
  await trx
    .insertInto('remote_releases')
    .values({ remote })
    .onConflict((conflict) => conflict.column('remote').doNothing())
    .execute();
  return toRelease(await trx.selectFrom('remote_releases').select(COLUMNS).where('remote', '=', remote).forUpdate().executeTakeFirst());
}

export async function saveRelease(trx: Transaction<Schema>, remote: string, release: ReleaseRow): Promise<void> {
  await trx
    .updateTable('remote_releases')
    .set({
      pinned_version: release.pinned,
      canary_version: release.canary?.version ?? null,
      canary_percent: release.canary?.percent ?? null,
      canary_started_at: release.canary?.startedAt ?? null,
      updated_at: sql`now()`,
    })
    .where('remote', '=', remote)
    .execute();
}

/** Imports one pin of the old pins.json unless the database already holds state for the remote; answers whether it did. */
export async function insertPinUnlessKnown(trx: Transaction<Schema>, remote: string, pinned: string): Promise<boolean> {
  const inserted = await trx
    .insertInto('remote_releases')
    .values({ remote, pinned_version: pinned })
    .onConflict((conflict) => conflict.column('remote').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Adds reported loads and errors to a version's counts in one statement, so that concurrent reports never lose one. */
export async function addCounts(db: Kysely<Schema>, remote: string, version: string, counts: VersionCounts): Promise<void> {
  await db
    .insertInto('remote_version_counts')
    .values({ remote, version, loads: BigInt(counts.loads), load_failures: BigInt(counts.loadFailures), errors: BigInt(counts.errors) })
    .onConflict((conflict) =>
      conflict.columns(['remote', 'version']).doUpdateSet({
        loads: sql`remote_version_counts.loads + excluded.loads`,
        load_failures: sql`remote_version_counts.load_failures + excluded.load_failures`,
        errors: sql`remote_version_counts.errors + excluded.errors`,
      }),
    )
    .execute();
}

/** One page load of each of these remote versions (a /remotes.json answer), in one statement. */
export async function addLoads(db: Kysely<Schema>, served: ReadonlyArray<{ remote: string; version: string }>): Promise<void> {
  if (served.length === 0) return;
  await db
    .insertInto('remote_version_counts')
    .values(served.map(({ remote, version }) => ({ remote, version, loads: 1n })))
    .onConflict((conflict) =>
      conflict.columns(['remote', 'version']).doUpdateSet({ loads: sql`remote_version_counts.loads + excluded.loads` }),
    )
    .execute();
}

/** Records that a page load reported a failure of a remote; answers false when it had already (nothing more counts). */
export async function claimPageLoadFailure(db: Kysely<Schema>, pageLoad: string, remote: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insertInto('remote_page_load_failures')
    .values({ page_load: pageLoad, remote, expires_at: expiresAt })
    .onConflict((conflict) => conflict.columns(['page_load', 'remote']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Forgets the page loads whose ids no longer count. */
export async function deleteExpiredPageLoadFailures(db: Kysely<Schema>): Promise<void> {
  await db
    .deleteFrom('remote_page_load_failures')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
}

/** Starts the counts of these versions again from zero (a canary compares both from its start). */
export async function resetCounts(trx: Transaction<Schema>, remote: string, versions: readonly string[]): Promise<void> {
  if (versions.length === 0) return;
  await trx.deleteFrom('remote_version_counts').where('remote', '=', remote).where('version', 'in', versions).execute();
}

export async function readCounts(db: Kysely<Schema>, remote: string, versions: readonly string[]): Promise<Map<string, VersionCounts>> {
  if (versions.length === 0) return new Map();
  const rows = await db
    .selectFrom('remote_version_counts')
    .select(['version', 'loads', 'load_failures', 'errors'])
    .where('remote', '=', remote)
    .where('version', 'in', versions)
    .execute();
  return new Map(
    rows.map((row) => [row.version, { loads: Number(row.loads), loadFailures: Number(row.load_failures), errors: Number(row.errors) }]),
  );
}
