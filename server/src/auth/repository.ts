import { sql, type Kysely, type Transaction } from 'kysely';
import type { Schema } from '../db/schema';

/** SQL of sessions (refresh tokens) and login-attempt counters. */

export interface NewRefreshToken {
  memberId: number;
  familyId: string;
  tokenHash: string;
  /** PostgreSQL interval text, counted from the database's clock. */
  lifetime: string;
}

export async function insertRefreshToken(db: Kysely<Schema>, token: NewRefreshToken): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      member_id: token.memberId,
      family_id: token.familyId,
      token_hash: token.tokenHash,
      expires_at: sql<Date>`now() + ${token.lifetime}::interval`,
    })
    .execute();
}

/**
 * Marks a usable token (not rotated, revoked or expired) as rotated and answers whose it is;
 * undefined when it is not usable. One statement: of two concurrent calls with the same token,
 * the second waits for the first's row lock, then finds it rotated and gets undefined.
 */
export function rotateRefreshToken(db: Kysely<Schema>, tokenHash: string) {
  return db
    .updateTable('refresh_tokens')
    .set({ rotated_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('rotated_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['member_id', 'family_id'])
    .executeTakeFirst();
}

export function findRefreshToken(db: Kysely<Schema>, tokenHash: string) {
  return db
    .selectFrom('refresh_tokens')
    .select(['family_id', 'member_id', 'rotated_at', 'revoked_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function revokeRefreshFamily(db: Kysely<Schema>, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Ends every session of a member at once (suspension, a second factor enrolled or reset): all
 * their refresh families are revoked, but `exceptFamilyId`'s, so the gate refuses their access
 * tokens too.
 */
export async function revokeAllRefreshFamiliesOf(db: Kysely<Schema>, memberId: number, exceptFamilyId?: string): Promise<void> {
  let revoke = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null);
  if (exceptFamilyId !== undefined) revoke = revoke.where('family_id', '!=', exceptFamilyId);
  await revoke.execute();
}

/** Revokes the family of a member's own token; a token of another member changes nothing. */
export async function revokeRefreshFamilyOf(db: Kysely<Schema>, memberId: number, tokenHash: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('family_id', '=', (eb) =>
      eb.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', tokenHash).where('member_id', '=', memberId),
    )
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Counts one attempt against each key and answers every key's count in its window, atomically
 * (a concurrent attempt waits for the row and counts on top). A window older than `window`
 * starts again at this attempt.
 */
export async function countLoginAttempt(db: Kysely<Schema>, keys: readonly string[], window: string): Promise<Map<string, number>> {
  const windowOpen = sql<boolean>`login_attempts.window_start > now() - ${window}::interval`;
  const rows = await db
    .insertInto('login_attempts')
    .values(keys.map((key) => ({ key, window_start: sql<Date>`now()`, failures: 1 })))
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        failures: sql<number>`case when ${windowOpen} then login_attempts.failures + 1 else 1 end`,
        window_start: sql<Date>`case when ${windowOpen} then login_attempts.window_start else now() end`,
      }),
    )
    .returning(['key', 'failures'])
    .execute();
  return new Map(rows.map((row) => [row.key, row.failures]));
}

/**
 * Seconds until a phone number may be tried again (0 when it may now). Holds the key's row until
 * the transaction ends, so that parallel attempts on one phone number see each other's delay.
 */
export async function secondsUntilLoginAllowed(trx: Transaction<Schema>, key: string): Promise<number> {
  // The row must exist to be locked: the first attempts on a phone number queue here too.
  await trx
    .insertInto('login_attempts')
    .values({ key, window_start: sql<Date>`now()`, failures: 0 })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await trx
    .selectFrom('login_attempts')
    .select(sql<number>`greatest(coalesce(ceil(extract(epoch from blocked_until - now())), 0), 0)::int`.as('seconds'))
    .where('key', '=', key)
    .forUpdate()
    .executeTakeFirst();
  return row?.seconds ?? 0;
}

/** The next attempt on a phone number may not come for `seconds`. */
export async function delayLoginAttempts(trx: Transaction<Schema>, key: string, seconds: number): Promise<void> {
  await trx
    .updateTable('login_attempts')
    .set({ blocked_until: sql<Date>`now() + make_interval(secs => ${seconds})` })
    .where('key', '=', key)
    .execute();
}

/** Forgets the attempts of keys (a successful login clears its phone number's). */
export async function clearLoginAttempts(db: Kysely<Schema>, keys: readonly string[]): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', 'in', keys).execute();
}

/** Takes back one counted attempt (a successful login is no failure of its address). */
export async function uncountLoginAttempt(db: Kysely<Schema>, key: string): Promise<void> {
  await db
    .updateTable('login_attempts')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('key', '=', key)
    .where('failures', '>', 0)
    .execute();
}

/**
 * The member of an access token, and whether the token's session is open, in one query: the
 * gate reads the member row on every request anyway. A session is open when it is one of this
 * member's token families and none of its tokens was revoked (logout, replay, suspension); a
 * session id that names no family of this member is not open.
 */
export function findSessionMember(db: Kysely<Schema>, memberId: number, sessionId: string) {
  return (
    db
      .selectFrom('members')
      .select(['id', 'username', 'role', 'status'])
      .select((eb) =>
        eb
          .selectFrom('refresh_tokens')
          .select(sql<boolean>`coalesce(bool_and(revoked_at is null), false)`.as('open'))
          .where('family_id', '=', sessionId)
          .where('member_id', '=', memberId)
          .as('session_open'),
      )
      // Staff two-factor sign-in (migration 015): whether this member must enrol before anything else.
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('staff_second_factors')
              .select('member_id')
              .where('member_id', '=', memberId)
              .where('confirmed_at', 'is not', null),
          )
          .as('second_factor_on'),
      )
      .select((eb) => eb.selectFrom('site_config').select('second_factor_for').where('site_config.id', '=', 1).as('second_factor_for'))
      .where('id', '=', memberId)
      .executeTakeFirst()
  );
}

/** Whether the member has had a session before (a refresh token of theirs exists, used or not). */
export async function hasSignedInBefore(db: Kysely<Schema>, memberId: number): Promise<boolean> {
  const row = await db.selectFrom('refresh_tokens').select('id').where('member_id', '=', memberId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Where a session began: the device named from its user agent, and the address. */
export interface SessionOrigin {
  device: string | null;
  address: string | null;
}

export async function insertMemberSession(db: Kysely<Schema>, memberId: number, familyId: string, origin: SessionOrigin): Promise<void> {
  await db
    .insertInto('member_sessions')
    .values({ family_id: familyId, member_id: memberId, ...origin })
    .execute();
}

/** A refresh is the session being used: its last-seen time moves. */
export async function touchMemberSession(db: Kysely<Schema>, familyId: string): Promise<void> {
  await db
    .updateTable('member_sessions')
    .set({ last_seen_at: sql<Date>`now()` })
    .where('family_id', '=', familyId)
    .execute();
}

/** The member's open sessions (a family with a usable refresh token), the last used first. */
export function listOpenSessions(db: Kysely<Schema>, memberId: number) {
  return db
    .selectFrom('member_sessions as s')
    .select(['s.family_id', 's.device', 's.address', 's.created_at', 's.last_seen_at'])
    .where('s.member_id', '=', memberId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('refresh_tokens as t')
          .select('t.id')
          .whereRef('t.family_id', '=', 's.family_id')
          .where('t.rotated_at', 'is', null)
          .where('t.revoked_at', 'is', null)
          .where('t.expires_at', '>', sql<Date>`now()`),
      ),
    )
    .orderBy('s.last_seen_at', 'desc')
    .orderBy('s.family_id')
    .execute();
}

/** Revokes one session of the member; false when it is not theirs or has ended already. */
export async function revokeSessionOf(db: Kysely<Schema>, memberId: number, familyId: string): Promise<boolean> {
  const revoked = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('family_id', '=', familyId)
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return revoked.length > 0;
}

export async function updatePasswordHash(db: Kysely<Schema>, memberId: number, passwordHash: string): Promise<void> {
  await db.updateTable('members').set({ password_hash: passwordHash }).where('id', '=', memberId).execute();
}

export interface LoginHistoryEntry {
  memberId: number;
  device: string;
  address: string;
  ok: boolean;
}

export async function insertLoginHistory(db: Kysely<Schema>, entry: LoginHistoryEntry): Promise<void> {
  await db
    .insertInto('login_history')
    .values({ member_id: entry.memberId, device: entry.device, address: entry.address, ok: entry.ok })
    .execute();
}

/** A page of the member's sign-in history, newest first, and how many rows there are in all. */
export async function loginHistoryPage(db: Kysely<Schema>, memberId: number, { page, pageSize }: { page: number; pageSize: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('login_history')
      .select(['at', 'device', 'address', 'ok'])
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('login_history')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
