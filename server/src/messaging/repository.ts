import type { InboxKind } from '@lotto/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../db/schema';
import { isUniqueViolation } from '../ledger/ledger';

/** The SQL of the LINE link and the member's push settings. */

type Db = Kysely<Schema> | Transaction<Schema>;

/** A new login of the member's: their logins not finished yet, and everybody's expired ones, go. */
export async function replaceLinkState(
  db: Db,
  row: { state: string; memberId: number; nonce: string; redirectUri: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db
    .deleteFrom('line_link_states')
    .where((eb) => eb.or([eb('member_id', '=', row.memberId), eb('expires_at', '<', now)]))
    .execute();
  await db
    .insertInto('line_link_states')
    .values({ state: row.state, member_id: row.memberId, nonce: row.nonce, redirect_uri: row.redirectUri, expires_at: row.expiresAt })
    .execute();
}

/** The login a state names, taken: a state serves once, whatever follows. */
export async function takeLinkState(db: Db, state: string) {
  return db
    .deleteFrom('line_link_states')
    .where('state', '=', state)
    .returning(['member_id', 'nonce', 'redirect_uri', 'expires_at'])
    .executeTakeFirst();
}

/** Links the member to a LINE user id (a new one replaces theirs); false when another member has that LINE. */
export async function linkLine(db: Kysely<Schema>, memberId: number, lineUserId: string): Promise<boolean> {
  try {
    await db
      .insertInto('line_links')
      .values({ member_id: memberId, line_user_id: lineUserId })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ line_user_id: lineUserId }))
      .execute();
    return true;
  } catch (error) {
    // line_user_id is unique: another member's link.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** The member's link gone, with the pushes to it that are still waiting. */
export async function unlinkLine(db: Db, memberId: number): Promise<void> {
  const link = await db.deleteFrom('line_links').where('member_id', '=', memberId).returning('line_user_id').executeTakeFirst();
  if (!link) return;
  await db
    .updateTable('outbox')
    .set({ state: 'failed', last_error: 'the member unlinked LINE' })
    .where('channel', '=', 'line')
    .where('destination', '=', link.line_user_id)
    .where('state', '=', 'pending')
    .execute();
}

export async function lineSettingsRow(db: Db, memberId: number) {
  return db
    .selectFrom('members')
    .leftJoin('line_links', 'line_links.member_id', 'members.id')
    .leftJoin('notify_settings', 'notify_settings.member_id', 'members.id')
    .select(['line_links.line_user_id', 'notify_settings.line_kinds'])
    .where('members.id', '=', memberId)
    .executeTakeFirstOrThrow();
}

export async function saveLineKinds(db: Db, memberId: number, kinds: readonly InboxKind[]): Promise<void> {
  await db
    .insertInto('notify_settings')
    .values({ member_id: memberId, line_kinds: [...kinds] })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ line_kinds: [...kinds] }))
    .execute();
}
