import { sql, type Kysely } from 'kysely';

/**
 * A slip's outcome kept on the slip, for the history's speed: settlement and correction write whether a line
 * won and the prize total beside the slip's status, so a history page reads slips alone instead
 * of testing every slip's lines (an EXISTS that PostgreSQL turned into a scan of every member's
 * lines). One index serves the member's history under either filter of status: (member, status,
 * won) picks running, rejected, winning or losing slips, newest first by member_seq.
 *
 * And sessions checked without a database read per request (server/src/auth/sessionCache.ts):
 * whatever ends a session or changes who its member is NOTIFYs 'session_ended' with the member's
 * id, on commit, to every server process: a refresh family revoked (logout, a replayed refresh
 * token, suspension) or a member's status, role or name changed, by whichever code writes it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table bet_slips add column won boolean not null default false, add column prize bigint not null default 0`.execute(db);
  await sql`update bet_slips s set won = true, prize = w.prize
    from (select slip_id, sum(prize)::bigint as prize from bet_lines where status = 'prize' group by slip_id) w
    where s.id = w.slip_id`.execute(db);
  await sql`create index bet_slips_member_outcome on bet_slips (member_id, status, won, member_seq)`.execute(db);

  await sql`create function notify_session_ended_by_token() returns trigger language plpgsql as $$
    begin
      perform pg_notify('session_ended', new.member_id::text);
      return null;
    end $$`.execute(db);
  await sql`create trigger refresh_tokens_session_ended after update of revoked_at on refresh_tokens
    for each row when (old.revoked_at is null and new.revoked_at is not null) execute function notify_session_ended_by_token()`.execute(db);
  await sql`create function notify_session_ended_by_member() returns trigger language plpgsql as $$
    begin
      perform pg_notify('session_ended', new.id::text);
      return null;
    end $$`.execute(db);
  await sql`create trigger members_session_ended after update of status, role, username on members
    for each row when (old.status is distinct from new.status or old.role is distinct from new.role or old.username is distinct from new.username)
    execute function notify_session_ended_by_member()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger members_session_ended on members`.execute(db);
  await sql`drop function notify_session_ended_by_member()`.execute(db);
  await sql`drop trigger refresh_tokens_session_ended on refresh_tokens`.execute(db);
  await sql`drop function notify_session_ended_by_token()`.execute(db);
  await sql`drop index bet_slips_member_outcome`.execute(db);
  await sql`alter table bet_slips drop column prize, drop column won`.execute(db);
}
