import { sql, type Kysely } from 'kysely';

/**
 * Members' yeekee shots (docs/lottery-rules.md): each round's shots numbered 1, 2, 3 … by a
 * counter row per round, locked by the insert that raises it, so concurrent shooters get no gap
 * and no duplicate; each shot keeps its link of the digest chain. The draw's inputs on the round;
 * the cool-down and the cap per member per round are site settings.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('yeekee_shot_counters')
    .addColumn('round_id', 'integer', (col) => col.primaryKey().references('rounds.id'))
    .addColumn('last_seq', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('yeekee_shots')
    .addColumn('round_id', 'integer', (col) => col.notNull().references('rounds.id'))
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('number', 'text', (col) => col.notNull().check(sql`number ~ '^[0-9]{5}$'`))
    .addColumn('digest', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('yeekee_shots_pkey', ['round_id', 'seq'])
    .execute();
  // The cool-down reads a member's latest shot; the cap counts a member's shots in a round.
  await sql`create index yeekee_shots_member on yeekee_shots (member_id, created_at desc)`.execute(db);
  await sql`create index yeekee_shots_round_member on yeekee_shots (round_id, member_id)`.execute(db);

  await db.schema
    .alterTable('rounds')
    .addColumn('yeekee_draw_version', 'smallint')
    .addColumn('yeekee_shots_digest', 'text')
    .addColumn('yeekee_shot_count', 'integer')
    .addColumn('yeekee_shot_sum', 'bigint')
    .execute();
  // Rounds drawn before members could shoot were drawn by version 1 (the seed alone).
  await sql`update rounds set yeekee_draw_version = 1, yeekee_shot_count = 0, yeekee_shot_sum = 0
    where yeekee_seed is not null and result is not null`.execute(db);

  await db.schema
    .alterTable('site_config')
    .addColumn('yeekee_shot_cooldown_seconds', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(10)
        .check(sql`yeekee_shot_cooldown_seconds >= 0`),
    )
    .addColumn('yeekee_shots_per_member', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(100)
        .check(sql`yeekee_shots_per_member >= 1`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('site_config').dropColumn('yeekee_shot_cooldown_seconds').dropColumn('yeekee_shots_per_member').execute();
  await db.schema
    .alterTable('rounds')
    .dropColumn('yeekee_draw_version')
    .dropColumn('yeekee_shots_digest')
    .dropColumn('yeekee_shot_count')
    .dropColumn('yeekee_shot_sum')
    .execute();
  await db.schema.dropTable('yeekee_shots').execute();
  await db.schema.dropTable('yeekee_shot_counters').execute();
}
