import { th } from '@lotto/shared';
import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { bahtText, itemOf } from './rules';
import { tell } from './tell';

/** Raises and removals whose 24 hours ended this long ago or less are told (a server down longer misses them). */
const LOOKBACK = '1 hour';

/**
 * The scheduler's job: a raise or removal of a play limit takes effect 24 hours after the member
 * asked (docs/player-protection.md), with nothing else happening then; the member is told once
 * per change (its limit and time are the event).
 */
export async function tellLimitsTakingEffect(db: Kysely<Schema>): Promise<void> {
  const effective = await db
    .selectFrom('play_limits')
    .select(['member_id', 'kind', 'period', 'pending_amount', 'pending_at'])
    .where('pending_at', '<=', sql<Date>`now()`)
    .where('pending_at', '>', sql<Date>`now() - ${LOOKBACK}::interval`)
    .execute();
  if (effective.length === 0) return;
  await db.transaction().execute((trx) =>
    tell(
      trx,
      effective.map((row) =>
        itemOf('limit_effective', row.member_id, `limit:${row.kind}:${row.period}:${row.pending_at!.getTime()}`, {
          limit: `${th.protection.kinds[row.kind]}${th.protection.periods[row.period]}`,
          amount: row.pending_amount === null ? th.inbox.noLimit : `${bahtText(row.pending_amount)} บาท`,
        }),
      ),
    ),
  );
}
