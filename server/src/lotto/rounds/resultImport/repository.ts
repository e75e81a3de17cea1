import { YEEKEE_CODE, type LotteryResult, type ResultImportState, type ResultSource, type StagedSource } from '@lotto/shared';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Schema } from '../../../db/schema';

/** SQL of the result import: lotteries' sources, and per due round what they answered. */

export async function findSourcesByLottery(db: Kysely<Schema>): Promise<Map<string, ResultSource[]>> {
  const rows = await db
    .selectFrom('result_sources')
    .select(['lottery_code', 'url', 'format'])
    .orderBy('lottery_code')
    .orderBy('position')
    .execute();
  const byLottery = new Map<string, ResultSource[]>();
  for (const row of rows)
    byLottery.set(row.lottery_code, [...(byLottery.get(row.lottery_code) ?? []), { url: row.url, format: row.format }]);
  return byLottery;
}

/** Every lottery that may import, in the catalogue's order: all but yeekee, which the server draws. */
export function findImportableLotteries(db: Kysely<Schema>) {
  return db.selectFrom('lotteries').select(['code', 'name']).where('code', '<>', YEEKEE_CODE).orderBy('sort_order').execute();
}

export async function replaceSources(trx: Transaction<Schema>, lotteryCode: string, sources: readonly ResultSource[]): Promise<void> {
  await trx.deleteFrom('result_sources').where('lottery_code', '=', lotteryCode).execute();
  if (sources.length === 0) return;
  await trx
    .insertInto('result_sources')
    .values(sources.map((source, index) => ({ lottery_code: lotteryCode, position: index + 1, url: source.url, format: source.format })))
    .execute();
}

/**
 * Opens an import for each round drawn by `now`, neither settled nor voided, of a lottery with sources (once: a
 * round's import is never opened again). Only draws of the last `lookBackMs`: an old round left
 * without a result is staff's, as no source answers for it any more.
 */
export async function openDueImports(db: Kysely<Schema>, now: Date, lookBackMs: number): Promise<void> {
  await db
    .insertInto('result_imports')
    .columns(['round_id', 'next_fetch_at'])
    .expression((eb) =>
      eb
        .selectFrom('rounds')
        .select(['rounds.id', sql<Date>`${now}::timestamptz`.as('next_fetch_at')])
        .where('rounds.draw_at', '<=', now)
        .where('rounds.draw_at', '>', new Date(now.getTime() - lookBackMs))
        .where('rounds.settled_at', 'is', null)
        .where('rounds.voided_at', 'is', null)
        .where('rounds.lottery_code', '<>', YEEKEE_CODE)
        .where((inner) =>
          inner.exists(
            inner.selectFrom('result_sources').select('position').whereRef('result_sources.lottery_code', '=', 'rounds.lottery_code'),
          ),
        ),
    )
    .onConflict((conflict) => conflict.column('round_id').doNothing())
    .execute();
}

/** Rounds of the look-back window neither settled nor voided, of a lottery that still has sources, whose import is due a fetch at `now`. */
export async function findDueImports(db: Kysely<Schema>, now: Date, lookBackMs: number): Promise<number[]> {
  const rows = await db
    .selectFrom('result_imports')
    .innerJoin('rounds', 'rounds.id', 'result_imports.round_id')
    .select('result_imports.round_id')
    .where('result_imports.next_fetch_at', '<=', now)
    .where((eb) => eb.or([eb('result_imports.claimed_until', 'is', null), eb('result_imports.claimed_until', '<', now)]))
    .where('rounds.settled_at', 'is', null)
    .where('rounds.voided_at', 'is', null)
    .where('rounds.draw_at', '<=', now)
    .where('rounds.draw_at', '>', new Date(now.getTime() - lookBackMs))
    .where((eb) =>
      eb.exists(eb.selectFrom('result_sources').select('position').whereRef('result_sources.lottery_code', '=', 'rounds.lottery_code')),
    )
    .orderBy('result_imports.round_id')
    .execute();
  return rows.map((row) => row.round_id);
}

/**
 * Takes a round's import for `leaseMs` unless another server process holds it: one conditional
 * statement, so of several processes running the scheduler one fetches the round.
 */
export async function claimImport(db: Kysely<Schema>, roundId: number, now: Date, leaseMs: number): Promise<boolean> {
  const claimed = await db
    .updateTable('result_imports')
    .set({ claimed_until: new Date(now.getTime() + leaseMs) })
    .where('round_id', '=', roundId)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .returning('round_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** A round being imported: what its answers must match, its sources and where its import stands. */
export async function findImportingRound(db: Kysely<Schema>, roundId: number) {
  return db
    .selectFrom('result_imports')
    .innerJoin('rounds', 'rounds.id', 'result_imports.round_id')
    .innerJoin('lotteries', 'lotteries.code', 'rounds.lottery_code')
    .select([
      'rounds.id',
      'rounds.lottery_code',
      // The round's own draw date: a moved draw moves it (PATCH /admin-api/rounds/{id}), a calendar guess would not.
      'rounds.round_date',
      'lotteries.result_kind',
      'lotteries.has_four_digits',
      'result_imports.state',
      'result_imports.result',
      'result_imports.attempts',
      'result_imports.first_failure_at',
      'result_imports.alert_at',
    ])
    .where('rounds.id', '=', roundId)
    .executeTakeFirst();
}

export interface ImportUpdate {
  state: ResultImportState;
  result: LotteryResult | null;
  sources: readonly StagedSource[];
  fetchedAt: Date;
  attempts: number;
  firstFailureAt: Date | null;
  alertAt: Date | null;
  /** Null: no more fetching (staged for staff, disagreeing, settled). */
  nextFetchAt: Date | null;
}

export async function updateImport(trx: Transaction<Schema>, roundId: number, update: ImportUpdate): Promise<void> {
  await trx
    .updateTable('result_imports')
    .set({
      state: update.state,
      result: update.result === null ? null : JSON.stringify(update.result),
      sources: JSON.stringify(update.sources),
      fetched_at: update.fetchedAt,
      attempts: update.attempts,
      first_failure_at: update.firstFailureAt,
      alert_at: update.alertAt,
      next_fetch_at: update.nextFetchAt,
      claimed_until: null,
    })
    .where('round_id', '=', roundId)
    // Only the holder of the claim writes: an import reset meanwhile (resetImport) stays reset.
    .where('claimed_until', 'is not', null)
    .execute();
}

/** The staged import of a round, locked until the transaction ends (a confirmation and the next fetch queue). */
export function lockImport(trx: Transaction<Schema>, roundId: number) {
  return trx
    .selectFrom('result_imports')
    .select(['state', 'result', 'sources'])
    .where('round_id', '=', roundId)
    .forUpdate()
    .executeTakeFirst();
}

/** The round's draw date, read where the round is already locked (settlement locks it first). */
export async function lockedRoundDate(trx: Transaction<Schema>, roundId: number): Promise<string> {
  const round = await trx.selectFrom('rounds').select('round_date').where('id', '=', roundId).executeTakeFirstOrThrow();
  return round.round_date;
}

/**
 * Forgets a round's import when staff move its draw time: what its sources answered was for the
 * old draw, so it is opened again, and fetched, once the new draw time has passed. An import that
 * settled the round stays. A fetch in flight meanwhile finds its claim gone and writes nothing.
 */
export async function resetImport(trx: Transaction<Schema>, roundId: number): Promise<boolean> {
  const deleted = await trx.deleteFrom('result_imports').where('round_id', '=', roundId).where('state', '<>', 'settled').executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

export async function markImportSettled(trx: Transaction<Schema>, roundId: number): Promise<void> {
  await trx
    .updateTable('result_imports')
    .set({ state: 'settled', next_fetch_at: null, alert_at: null, claimed_until: null })
    .where('round_id', '=', roundId)
    .execute();
}

/** Imports of rounds neither settled nor voided whose sources disagree or have failed too long: the dashboard's alerts. */
export function findAlerts(db: Kysely<Schema>) {
  return db
    .selectFrom('result_imports')
    .innerJoin('rounds', 'rounds.id', 'result_imports.round_id')
    .innerJoin('lotteries', 'lotteries.code', 'rounds.lottery_code')
    .select([
      'rounds.id as round_id',
      'rounds.lottery_code',
      'lotteries.name as lottery_name',
      'rounds.round_date',
      'result_imports.state',
      'result_imports.alert_at',
    ])
    .where('result_imports.alert_at', 'is not', null)
    .where('result_imports.state', 'in', ['disagreement', 'failing'])
    .where('rounds.settled_at', 'is', null)
    .where('rounds.voided_at', 'is', null)
    .orderBy('result_imports.alert_at')
    .orderBy('rounds.id')
    .execute();
}

/** The imports of some rounds, for the back office's round views. */
export async function findImports(db: Kysely<Schema>, roundIds: readonly number[]) {
  if (roundIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('result_imports')
    .select(['round_id', 'state', 'result', 'sources', 'fetched_at', 'attempts'])
    .where('round_id', 'in', [...roundIds])
    .execute();
  return new Map(rows.map((row) => [row.round_id, row]));
}
