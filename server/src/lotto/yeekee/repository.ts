import { YEEKEE_CODE, maskShooter, type YeekeeShot } from '@lotto/shared';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Schema } from '../../db/schema';

/** The yeekee round a shot names, as the shooting rules need it. */
export function findShotRound(db: Kysely<Schema> | Transaction<Schema>, roundId: number) {
  return db
    .selectFrom('rounds')
    .select([
      'id',
      'lottery_code',
      'open_at',
      'close_at',
      'yeekee_seed',
      'yeekee_commitment',
      'result',
      'yeekee_draw_version',
      'yeekee_shots_digest',
    ])
    .where('id', '=', roundId)
    .executeTakeFirst();
}

export function isYeekeeRound(round: { lottery_code: string }): boolean {
  return round.lottery_code === YEEKEE_CODE;
}

/** The member's status, row-locked: one member's shots are taken one at a time (the cool-down). */
export function lockShooter(trx: Transaction<Schema>, memberId: number) {
  return trx.selectFrom('members').select(['id', 'status', 'username']).where('id', '=', memberId).forUpdate().executeTakeFirst();
}

export async function shootingSettings(db: Kysely<Schema> | Transaction<Schema>): Promise<{ coolDownSeconds: number; perMember: number }> {
  const row = await db
    .selectFrom('site_config')
    .select(['yeekee_shot_cooldown_seconds', 'yeekee_shots_per_member'])
    .executeTakeFirstOrThrow();
  return { coolDownSeconds: row.yeekee_shot_cooldown_seconds, perMember: row.yeekee_shots_per_member };
}

/** When the member last shot (any round), and how many shots it has in this round. */
export async function shooterHistory(
  trx: Transaction<Schema>,
  memberId: number,
  roundId: number,
): Promise<{ lastAt: Date | null; inRound: number }> {
  const last = await trx
    .selectFrom('yeekee_shots')
    .select('created_at')
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const count = await trx
    .selectFrom('yeekee_shots')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('round_id', '=', roundId)
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { lastAt: last?.created_at ?? null, inRound: Number(count.n) };
}

/**
 * The round's next seq: the counter row's lock is held until the transaction ends, so the round's
 * shots are numbered one at a time, 1, 2, 3 …, and a refused or failed shot leaves no gap.
 */
export async function nextShotSeq(trx: Transaction<Schema>, roundId: number): Promise<number> {
  const row = await trx
    .insertInto('yeekee_shot_counters')
    .values({ round_id: roundId, last_seq: 1 })
    .onConflict((oc) => oc.column('round_id').doUpdateSet({ last_seq: sql`yeekee_shot_counters.last_seq + 1` }))
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  return row.last_seq;
}

/** The digest chain's link before shot `seq` (the start of the chain for the first shot). */
export async function previousDigest(trx: Transaction<Schema>, roundId: number, seq: number): Promise<string | null> {
  if (seq === 1) return null;
  const row = await trx
    .selectFrom('yeekee_shots')
    .select('digest')
    .where('round_id', '=', roundId)
    .where('seq', '=', seq - 1)
    .executeTakeFirstOrThrow();
  return row.digest;
}

export function insertShot(
  trx: Transaction<Schema>,
  shot: { round_id: number; seq: number; member_id: number; number: string; digest: string; created_at: Date },
) {
  return trx.insertInto('yeekee_shots').values(shot).execute();
}

/** Shots of a round after `afterSeq`, in order, with the shooter masked. */
export async function findShots(db: Kysely<Schema>, roundId: number, afterSeq = 0): Promise<YeekeeShot[]> {
  const rows = await db
    .selectFrom('yeekee_shots')
    .innerJoin('members', 'members.id', 'yeekee_shots.member_id')
    .select(['yeekee_shots.seq', 'yeekee_shots.number', 'yeekee_shots.digest', 'yeekee_shots.created_at', 'members.username'])
    .where('yeekee_shots.round_id', '=', roundId)
    .where('yeekee_shots.seq', '>', afterSeq)
    .orderBy('yeekee_shots.seq')
    .execute();
  return rows.map((row) => ({
    seq: row.seq,
    member: maskShooter(row.username),
    number: row.number,
    createdAt: row.created_at.toISOString(),
    digest: row.digest,
  }));
}

/**
 * The draw's inputs: the round's shots in order (numbers only), read after the round's counter
 * lock, so that a shot still in flight at close has committed or been refused first.
 */
export function findDrawShots(db: Kysely<Schema>, roundId: number) {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('yeekee_shot_counters').select('last_seq').where('round_id', '=', roundId).forUpdate().execute();
    return trx.selectFrom('yeekee_shots').select(['seq', 'number']).where('round_id', '=', roundId).orderBy('seq').execute();
  });
}

/** Records what a version-2 draw took and gave; a round already drawn is left alone. */
export function recordDrawInputs(
  db: Kysely<Schema>,
  roundId: number,
  inputs: { version: number; shotsDigest: string; count: number; sum: number },
) {
  return db
    .updateTable('rounds')
    .set({
      yeekee_draw_version: inputs.version,
      yeekee_shots_digest: inputs.shotsDigest,
      yeekee_shot_count: inputs.count,
      yeekee_shot_sum: BigInt(inputs.sum),
    })
    .where('id', '=', roundId)
    .where('result', 'is', null)
    .execute();
}
