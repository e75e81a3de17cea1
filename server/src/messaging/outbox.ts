import {
  backofficeLabels,
  bangkokDate,
  DEFAULT_LINE_KINDS,
  type InboxKind,
  MONEY_KINDS,
  PUSH_QUOTA_ALERT_PERCENT,
  withValues,
} from '@lotto/shared';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { LineConfig, TelegramConfig } from '../config/env';
import type { OutboxChannel, OutboxState, Schema } from '../db/schema';
import type { PushSenders, SendOutcome } from './senders';

/**
 * The outbox (docs/messages.md#the-outbox): pushes to LINE and Telegram are rows, written in the
 * transaction of what they tell (a deposit's approval, a settlement) by one cheap statement and
 * no network, and sent later by the worker, at least once, by one process at a time.
 */

/**
 * A push to each member that has LINE linked and wants the kind (their notify_settings, or
 * DEFAULT_LINE_KINDS until they choose). A member on a time-out or self-excluded gets only the
 * kinds about their money. One INSERT … SELECT, whatever the number of pushes, in their order.
 */
export async function queueLinePushes(
  trx: Kysely<Schema> | Transaction<Schema>,
  pushes: readonly { memberId: number; kind: InboxKind; text: string }[],
): Promise<void> {
  if (pushes.length === 0) return;
  await sql`
    insert into outbox (channel, destination, text)
    select 'line', l.line_user_id, p.text
    from unnest(${pushes.map((push) => String(push.memberId))}::int[], ${pushes.map((push) => push.kind)}::text[],
      ${pushes.map((push) => push.text)}::text[]) with ordinality as p(member_id, kind, text, n)
    join line_links l on l.member_id = p.member_id
    left join notify_settings s on s.member_id = p.member_id
    left join player_protection b on b.member_id = p.member_id
    where p.kind = any(coalesce(s.line_kinds, ${[...DEFAULT_LINE_KINDS]}::text[]))
      and (p.kind = any(${[...MONEY_KINDS]}::text[])
        or (coalesce(b.timeout_until, '-infinity') <= now() and coalesce(b.excluded_until, '-infinity') <= now()))
    order by p.n`.execute(trx);
}

/** An alert to each staff channel (staff_alert_channels, written from the configuration at start); none configured: nothing. */
export async function queueStaffAlert(trx: Kysely<Schema> | Transaction<Schema>, text: string): Promise<void> {
  await sql`insert into outbox (channel, destination, text) select channel, destination, ${text}::text from staff_alert_channels`.execute(
    trx,
  );
}

/** The staff channels of a configuration: its LINE group (LINE_STAFF_GROUP_ID) and its Telegram chat. */
export function staffAlertChannelsOf({ line, telegram }: { line: LineConfig | null; telegram: TelegramConfig | null }) {
  const channels: { channel: OutboxChannel; destination: string }[] = [];
  if (line?.staffGroupId) channels.push({ channel: 'line', destination: line.staffGroupId });
  if (telegram) channels.push({ channel: 'telegram', destination: telegram.chatId });
  return channels;
}

/**
 * Where staff alerts go from now on: the configured LINE group and Telegram chat, replacing those
 * of the last start (app.ts, at start, after the migrations).
 */
export async function syncStaffAlertChannels(db: Kysely<Schema>, channels: readonly { channel: OutboxChannel; destination: string }[]) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('staff_alert_channels').execute();
    if (channels.length > 0)
      await trx
        .insertInto('staff_alert_channels')
        .values([...channels])
        .execute();
  });
}

/** Rows one run claims. */
export const OUTBOX_BATCH = 20;
/** A claimed row is the claimer's this long; past it (the process died) another process takes it again. */
export const OUTBOX_LEASE_MS = 60_000;
/** Attempts before a row is given up ('failed'). */
export const OUTBOX_MAX_ATTEMPTS = 8;
/** The wait after the first failed attempt, doubled after each, at most OUTBOX_MAX_BACKOFF_MS. */
export const OUTBOX_FIRST_BACKOFF_MS = 30_000;
export const OUTBOX_MAX_BACKOFF_MS = 60 * 60_000;
/** A push still unsent after this long tells nothing useful any more: given up. */
export const OUTBOX_MAX_AGE_MS = 24 * 60 * 60_000;

/** The wait before the next attempt of a row that has failed `attempts` times. */
export function outboxBackoffMs(attempts: number): number {
  return Math.min(OUTBOX_MAX_BACKOFF_MS, OUTBOX_FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
}

/** The first day of `now`'s Bangkok month: push_months' key. */
export function bangkokMonthOf(now: Date): string {
  return `${bangkokDate(now).slice(0, 7)}-01`;
}

export interface OutboxOptions {
  /** LINE pushes a Bangkok month may send (LINE_PUSH_MONTHLY_QUOTA). */
  lineMonthlyQuota: number;
  batchSize?: number;
}

/** What one run did, by outcome: a row sent, put off to a later attempt, given up, or held back by the quota. */
export type OutboxRunCounts = Record<'sent' | 'retried' | 'failed' | 'over_quota', Partial<Record<OutboxChannel, number>>>;

interface ClaimedRow {
  id: number;
  channel: OutboxChannel;
  destination: string;
  text: string;
  retry_key: string;
  attempts: number;
  created_at: Date;
  /** A staff alert (its destination is a staff channel): sent even over the quota. */
  staff: boolean;
}

/**
 * One run of the worker at `now`: claims the due rows (a lease, so that no other process sends
 * them meanwhile), sends them side by side outside any transaction, and records each outcome.
 * Member pushes to LINE past the month's quota are not sent; the first run of a month to pass
 * PUSH_QUOTA_ALERT_PERCENT % of it queues a staff alert.
 */
export async function runOutboxOnce(
  db: Kysely<Schema>,
  senders: PushSenders,
  now: Date,
  { lineMonthlyQuota, batchSize = OUTBOX_BATCH }: OutboxOptions,
): Promise<OutboxRunCounts> {
  const counts: OutboxRunCounts = { sent: {}, retried: {}, failed: {}, over_quota: {} };
  const claimed = await claimDueRows(db, now, batchSize);
  if (claimed.length === 0) return counts;

  const month = bangkokMonthOf(now);
  let lineAllowance = Infinity;
  if (claimed.some((row) => row.channel === 'line' && !row.staff)) {
    const used = await db
      .selectFrom('push_months')
      .select('sent')
      .where('channel', '=', 'line')
      .where('month', '=', month)
      .executeTakeFirst();
    lineAllowance = Math.max(0, lineMonthlyQuota - (used?.sent ?? 0));
  }

  const outcomes = await Promise.all(
    claimed.map(async (row): Promise<SendOutcome> => {
      const send = senders[row.channel];
      if (!send) return { outcome: 'failed', error: `${row.channel} is not configured` };
      if (now.getTime() - row.created_at.getTime() > OUTBOX_MAX_AGE_MS) return { outcome: 'failed', error: 'too old to send' };
      if (row.channel === 'line' && !row.staff) {
        if (lineAllowance <= 0) return { outcome: 'over_quota', error: 'the month’s LINE quota is used' };
        lineAllowance -= 1;
      }
      return send({ destination: row.destination, text: row.text, retryKey: row.retry_key });
    }),
  );

  for (const [index, row] of claimed.entries()) {
    const result = outcomes[index]!;
    const recorded = await recordOutcome(db, row, result, now);
    const bucket = counts[recorded];
    bucket[row.channel] = (bucket[row.channel] ?? 0) + 1;
  }
  const lineSent = counts.sent.line ?? 0;
  if (lineSent > 0) await countLinePushes(db, month, lineSent, lineMonthlyQuota);
  return counts;
}

async function claimDueRows(db: Kysely<Schema>, now: Date, batchSize: number): Promise<ClaimedRow[]> {
  // One statement: the due rows are locked, skipped by a claim running beside it, and leased.
  const rows = await db
    .updateTable('outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: new Date(now.getTime() + OUTBOX_LEASE_MS) }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox')
        .select('id')
        .where('state', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(batchSize)
        .forUpdate()
        .skipLocked(),
    )
    .returning((eb) => [
      'id',
      'channel',
      'destination',
      'text',
      'retry_key',
      'attempts',
      'created_at',
      eb
        .exists(
          eb
            .selectFrom('staff_alert_channels')
            .select('staff_alert_channels.channel')
            .whereRef('staff_alert_channels.channel', '=', 'outbox.channel')
            .whereRef('staff_alert_channels.destination', '=', 'outbox.destination'),
        )
        .as('staff'),
    ])
    .execute();
  return rows.map((row) => ({ ...row, staff: Boolean(row.staff) }));
}

/** Writes a row's outcome; answers how it counts. */
async function recordOutcome(db: Kysely<Schema>, row: ClaimedRow, result: SendOutcome, now: Date): Promise<keyof OutboxRunCounts> {
  const update = db.updateTable('outbox').where('id', '=', row.id);
  const finish = (state: OutboxState, lastError: string | null) =>
    update.set({ state, last_error: lastError, ...(state === 'sent' && { sent_at: now }) }).execute();
  switch (result.outcome) {
    case 'sent':
      await finish('sent', null);
      return 'sent';
    case 'over_quota':
      await finish('over_quota', result.error);
      return 'over_quota';
    case 'failed':
      await finish('failed', result.error);
      return 'failed';
    case 'retry':
      if (row.attempts >= OUTBOX_MAX_ATTEMPTS) {
        await finish('failed', result.error);
        return 'failed';
      }
      await update.set({ last_error: result.error, next_attempt_at: new Date(now.getTime() + outboxBackoffMs(row.attempts)) }).execute();
      return 'retried';
  }
}

/**
 * Adds the run's LINE pushes to the month's count and, when the count first passes the alert
 * share of the quota, flags the month and queues the staff alert: once a month whatever the
 * number of processes (the flag is set by one conditional UPDATE).
 */
async function countLinePushes(db: Kysely<Schema>, month: string, sent: number, quota: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('push_months')
      .values({ channel: 'line', month, sent })
      .onConflict((oc) => oc.columns(['channel', 'month']).doUpdateSet((eb) => ({ sent: eb('push_months.sent', '+', sent) })))
      .execute();
    const crossed = await trx
      .updateTable('push_months')
      .set({ alerted: true })
      .where('channel', '=', 'line')
      .where('month', '=', month)
      .where('alerted', '=', false)
      .where((eb) => eb(eb('sent', '*', 100), '>=', quota * PUSH_QUOTA_ALERT_PERCENT))
      .returning('sent')
      .executeTakeFirst();
    if (crossed) {
      const percent = quota > 0 ? Math.floor((crossed.sent * 100) / quota) : 100;
      await queueStaffAlert(trx, withValues(backofficeLabels.messages.alerts.push_quota, { used: crossed.sent, quota, percent }));
    }
  });
}

/** Rows are kept this long for staff reading what was sent, then removed. */
export const OUTBOX_KEEP_DAYS = 30;

/** The sweep's job: rows older than OUTBOX_KEEP_DAYS go, sent or not (one never sent by then never will be). */
export async function removeOldOutboxRows(db: Kysely<Schema>): Promise<void> {
  await db
    .deleteFrom('outbox')
    .where('created_at', '<', sql<Date>`now() - make_interval(days => ${OUTBOX_KEEP_DAYS})`)
    .execute();
}
