import { sql, type Kysely } from 'kysely';

/**
 * Settlement writes only the winning lines and slips (server/src/lotto/settlement/repository.ts): a
 * standing line or a running slip of a settled round lost, and the drawn number shown beside a line
 * is read from its round's result (server/src/lotto/reads/rules.ts), so `num_prize` goes. With ~1 line in 250 rewritten, the
 * half of each page migration 012 left free for rewritten lines only makes the table twice as big
 * for every scan and insert: new pages are filled again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table bet_lines drop column num_prize`.execute(db);
  await sql`alter table bet_lines reset (fillfactor)`.execute(db);
}

/** Back to marking every line and slip: the lost ones of settled rounds marked so; drawn numbers are not rewritten. */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table bet_lines set (fillfactor = 50)`.execute(db);
  await sql`alter table bet_lines add column num_prize text`.execute(db);
  await sql`update bet_slips s set status = 'settled' from rounds r
    where r.id = s.round_id and r.settled_at is not null and s.status = 'running'`.execute(db);
  await sql`update bet_lines l set status = 'no_prize' from bet_slips s
    where s.id = l.slip_id and s.status = 'settled' and l.status = 'running'`.execute(db);
}
