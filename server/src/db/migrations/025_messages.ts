import { sql, type Kysely } from 'kysely';

/**
 * Messages (docs/messages.md): each member's inbox (an item per event, written in the event's own
 * transaction, once per event key), staff announcements, the LINE link and the kinds a member has
 * pushed, the outbox of LINE and Telegram pushes with its retries, the monthly push count, and where staff
 * alerts go.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('announcements')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('image_url', 'text')
    .addColumn('link', 'text')
    .addColumn('target', 'text', (col) => col.notNull().check(sql`target in ('all', 'round', 'member')`))
    .addColumn('round_id', 'integer', (col) => col.references('rounds.id'))
    .addColumn('member_id', 'integer', (col) => col.references('members.id'))
    .addColumn('starts_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ends_at', 'timestamptz', (col) => col.notNull())
    .addColumn('popup', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_by', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // Set when its items were written (at its start): a scheduled one is written by the scheduler.
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('recipients', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('deleted_at', 'timestamptz')
    .addCheckConstraint('announcements_period', sql`ends_at > starts_at`)
    .addCheckConstraint(
      'announcements_target',
      sql`(target = 'all' and round_id is null and member_id is null)
        or (target = 'round' and round_id is not null and member_id is null)
        or (target = 'member' and member_id is not null and round_id is null)`,
    )
    .execute();
  await db.schema
    .createIndex('announcements_undelivered')
    .on('announcements')
    .column('starts_at')
    .where(sql.ref('delivered_at'), 'is', null)
    .execute();

  // When staff were told the round's worst outcome neared its budget (once a round).
  await db.schema.alterTable('rounds').addColumn('risk_alerted_at', 'timestamptz').execute();

  await db.schema
    .createTable('inbox_items')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    // What happened, once per member: 'deposit:12', 'round:5' (a second write of the event writes nothing).
    .addColumn('event_key', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('link', 'text')
    .addColumn('image_url', 'text')
    .addColumn('popup', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('announcement_id', 'integer', (col) => col.references('announcements.id').onDelete('cascade'))
    // An announcement's end: past it the item is no longer shown.
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .addUniqueConstraint('inbox_items_event', ['member_id', 'kind', 'event_key'])
    .execute();
  await db.schema.createIndex('inbox_items_member').on('inbox_items').columns(['member_id', 'id desc']).execute();
  await db.schema.createIndex('inbox_items_unread').on('inbox_items').column('member_id').where(sql.ref('read_at'), 'is', null).execute();
  await db.schema.createIndex('inbox_items_announcement').on('inbox_items').column('announcement_id').execute();

  await db.schema
    .createTable('line_links')
    .addColumn('member_id', 'integer', (col) => col.primaryKey().references('members.id'))
    // The id token's `sub`: the member's LINE user id for this channel.
    .addColumn('line_user_id', 'text', (col) => col.notNull().unique())
    .addColumn('linked_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('line_link_states')
    .addColumn('state', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('redirect_uri', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('notify_settings')
    .addColumn('member_id', 'integer', (col) => col.primaryKey().references('members.id'))
    .addColumn('line_kinds', sql`text[]`, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('line', 'telegram')`))
    // A LINE user or group id, or a Telegram chat id.
    .addColumn('destination', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    // LINE's X-Line-Retry-Key: a retry of a push LINE took is not delivered twice.
    .addColumn('retry_key', 'uuid', (col) => col.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('state', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`state in ('pending', 'sent', 'failed', 'over_quota')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('outbox_due').on('outbox').column('next_attempt_at').where(sql.ref('state'), '=', 'pending').execute();
  await db.schema
    .createTable('push_months')
    .addColumn('channel', 'text', (col) => col.notNull())
    // The first day of the month, Bangkok.
    .addColumn('month', 'date', (col) => col.notNull())
    .addColumn('sent', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('alerted', 'boolean', (col) => col.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('push_months_pk', ['channel', 'month'])
    .execute();
  // Where staff alerts go, written from the configuration at each start: queueing an alert needs no configuration.
  await db.schema
    .createTable('staff_alert_channels')
    .addColumn('channel', 'text', (col) => col.primaryKey().check(sql`channel in ('line', 'telegram')`))
    // The LINE group id or the Telegram chat id.
    .addColumn('destination', 'text', (col) => col.notNull())
    .execute();
}
