import { sql, type Kysely } from 'kysely';

/** Tables whose rows the cached reads (bet_running, pay_rate, place_bet's terms) are made of. */
const READ_MODEL_TABLES = ['lotteries', 'lottery_rates', 'rounds', 'limited_numbers'] as const;

/**
 * For the hot paths (place_bet, the history, bench/README.md):
 * - each slip numbered within its member (1, 2, 3 … in the order they were placed), so a history
 *   page and the slip count are index lookups, however many slips the member has. Slips are never
 *   deleted, so the numbers stay dense. The trigger numbers every insert: place_bet has locked the
 *   member's row (the debit) by then, so two slips of one member cannot take the same number.
 * - a version of the read model that every write to its tables raises in the same transaction, so
 *   every server process sees a change of rates, limits or rounds with one cheap read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table bet_slips add column member_seq integer`.execute(db);
  await sql`update bet_slips s set member_seq = n.seq
    from (select id, row_number() over (partition by member_id order by created_at, id) as seq from bet_slips) n
    where s.id = n.id`.execute(db);
  await sql`alter table bet_slips alter column member_seq set not null`.execute(db);
  await sql`create unique index bet_slips_member_seq on bet_slips (member_id, member_seq)`.execute(db);
  await sql`create function bet_slips_number_in_member() returns trigger language plpgsql as $$
    begin
      select coalesce(max(member_seq), 0) + 1 into new.member_seq from bet_slips where member_id = new.member_id;
      return new;
    end $$`.execute(db);
  await sql`create trigger bet_slips_member_seq before insert on bet_slips
    for each row when (new.member_seq is null) execute function bet_slips_number_in_member()`.execute(db);

  await sql`create table read_model_version (
    id boolean primary key default true check (id),
    version bigint not null)`.execute(db);
  await sql`insert into read_model_version (version) values (1)`.execute(db);
  await sql`create function raise_read_model_version() returns trigger language plpgsql as $$
    begin
      update read_model_version set version = version + 1;
      return null;
    end $$`.execute(db);
  for (const table of READ_MODEL_TABLES) {
    await sql`create trigger ${sql.raw(`${table}_read_model_version`)} after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function raise_read_model_version()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of READ_MODEL_TABLES) {
    await sql`drop trigger ${sql.raw(`${table}_read_model_version`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function raise_read_model_version()`.execute(db);
  await sql`drop table read_model_version`.execute(db);
  await sql`drop trigger bet_slips_member_seq on bet_slips`.execute(db);
  await sql`drop function bet_slips_number_in_member()`.execute(db);
  await sql`drop index bet_slips_member_seq`.execute(db);
  await sql`alter table bet_slips drop column member_seq`.execute(db);
}
