import { sql, type Kysely } from 'kysely';
import type { SavedSlipLine, Schema } from '../../db/schema';

export interface SavedSlipRow {
  id: number;
  name: string;
  lines: SavedSlipLine[];
  created_at: Date;
}

/**
 * Saves a slip unless the member already keeps `limit`: the member's row is locked first, so two
 * saves at once are counted one after the other. Undefined when the member is at the limit.
 */
export async function insertSavedSlip(
  db: Kysely<Schema>,
  { memberId, name, lines, limit }: { memberId: number; name: string; lines: readonly SavedSlipLine[]; limit: number },
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute();
    // A statement of its own, after the lock: it sees the saves committed while this one waited.
    const { rows } = await sql<{ id: number }>`
      insert into saved_slips (member_id, name, lines)
      select ${memberId}, ${name}, ${JSON.stringify(lines)}::jsonb
      where (select count(*) from saved_slips where member_id = ${memberId}) < ${limit}
      returning id`.execute(trx);
    return rows[0]?.id;
  });
}

/** The member's saved slips, newest first. */
export function findSavedSlips(db: Kysely<Schema>, memberId: number): Promise<SavedSlipRow[]> {
  return db
    .selectFrom('saved_slips')
    .select(['id', 'name', 'lines', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .execute();
}

/** Renames the member's own saved slip; false when the member has none of that id. */
export async function renameSavedSlip(
  db: Kysely<Schema>,
  { memberId, id, name }: { memberId: number; id: number; name: string },
): Promise<boolean> {
  const row = await db
    .updateTable('saved_slips')
    .set({ name })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes the member's own saved slip; false when the member has none of that id. */
export async function deleteSavedSlip(db: Kysely<Schema>, { memberId, id }: { memberId: number; id: number }): Promise<boolean> {
  const row = await db.deleteFrom('saved_slips').where('id', '=', id).where('member_id', '=', memberId).returning('id').executeTakeFirst();
  return row !== undefined;
}
