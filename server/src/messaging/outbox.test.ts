import { backofficeLabels, type InboxKind, withValues } from '@lotto/shared';
import type { Database } from '../db/database';
import { startFakeLine, type FakeLine } from '../testing/fakeLine';
import { startFakeTelegram, type FakeTelegram } from '../testing/fakeTelegram';
import { createFundedMember } from '../testing/members';
import { setUpTestDatabase } from '../testing/testApp';
import {
  bangkokMonthOf,
  OUTBOX_MAX_ATTEMPTS,
  outboxBackoffMs,
  queueLinePushes,
  queueStaffAlert,
  runOutboxOnce,
  staffAlertChannelsOf,
  syncStaffAlertChannels,
  OUTBOX_KEEP_DAYS,
  removeOldOutboxRows,
} from './outbox';
import { pushSenders, type PushSenders } from './senders';

const STAFF_GROUP = 'C0123456789abcdef0123456789abcdef';

let line: FakeLine;
let telegram: FakeTelegram;
let database: Database;

beforeAll(async () => {
  line = await startFakeLine({ staffGroupId: STAFF_GROUP });
  telegram = await startFakeTelegram();
});
afterAll(async () => {
  await line.close();
  await telegram.close();
});

setUpTestDatabase((started) => (database = started));

// What app.ts does at start.
const syncStaffChannels = () => syncStaffAlertChannels(database.db, staffAlertChannelsOf({ line: line.config, telegram: telegram.config }));
beforeAll(syncStaffChannels);

const QUOTA = { lineMonthlyQuota: 300 };
const senders = (): PushSenders => pushSenders({ line: line.config, telegram: telegram.config });

let serial = 0;
async function linkedMember(settings?: { kinds?: InboxKind[]; onBreak?: boolean }): Promise<{ id: number; lineUserId: string }> {
  const { id } = await createFundedMember(database.db);
  serial += 1;
  const lineUserId = `U${String(serial).padStart(32, '0')}`;
  await database.db.insertInto('line_links').values({ member_id: id, line_user_id: lineUserId }).execute();
  if (settings?.kinds) await database.db.insertInto('notify_settings').values({ member_id: id, line_kinds: settings.kinds }).execute();
  if (settings?.onBreak) {
    await database.db
      .insertInto('player_protection')
      .values({ member_id: id, timeout_until: new Date(Date.now() + 86_400_000), excluded_until: null, reality_check_minutes: null })
      .execute();
  }
  return { id, lineUserId };
}

const rows = () =>
  database.db
    .selectFrom('outbox')
    .select(['id', 'channel', 'destination', 'text', 'state', 'attempts', 'retry_key', 'next_attempt_at', 'sent_at', 'last_error'])
    .orderBy('id')
    .execute();

const states = async () => (await rows()).map((row) => `${row.channel} ${row.destination} ${row.state}`);

const lineCount = async (now: Date) =>
  database.db
    .selectFrom('push_months')
    .select(['sent', 'alerted'])
    .where('channel', '=', 'line')
    .where('month', '=', bangkokMonthOf(now))
    .executeTakeFirst();

/** Past the rows' default next_attempt_at (the database's now() when queued). */
const soon = () => new Date(Date.now() + 1_000);

beforeEach(async () => {
  await database.db.deleteFrom('outbox').execute();
  await database.db.deleteFrom('push_months').execute();
  line.pushes.length = 0;
  line.pushAttempts.length = 0;
  telegram.messages.length = 0;
});

describe('queueing LINE pushes', () => {
  it('queues a push for each linked member who wants the kind; a member on a break only about their money', async () => {
    const byDefault = await linkedMember();
    const chooser = await linkedMember({ kinds: ['result_out', 'slip_won'] });
    const { id: unlinked } = await createFundedMember(database.db);
    const onBreak = await linkedMember({ kinds: ['result_out', 'deposit_credited'], onBreak: true });

    await database.db.transaction().execute((trx) =>
      queueLinePushes(trx, [
        { memberId: byDefault.id, kind: 'deposit_credited', text: 'default deposit' },
        { memberId: byDefault.id, kind: 'result_out', text: 'default result' },
        { memberId: chooser.id, kind: 'deposit_credited', text: 'chooser deposit' },
        { memberId: chooser.id, kind: 'result_out', text: 'chooser result' },
        { memberId: unlinked, kind: 'deposit_credited', text: 'unlinked deposit' },
        { memberId: onBreak.id, kind: 'result_out', text: 'break result' },
        { memberId: onBreak.id, kind: 'deposit_credited', text: 'break deposit' },
      ]),
    );

    expect(
      (await rows()).map(({ channel, destination, text, state, attempts }) => ({ channel, destination, text, state, attempts })),
    ).toEqual([
      { channel: 'line', destination: byDefault.lineUserId, text: 'default deposit', state: 'pending', attempts: 0 },
      { channel: 'line', destination: chooser.lineUserId, text: 'chooser result', state: 'pending', attempts: 0 },
      { channel: 'line', destination: onBreak.lineUserId, text: 'break deposit', state: 'pending', attempts: 0 },
    ]);
  });

  it('queues nothing when the transaction that queued rolls back, and nothing for no pushes', async () => {
    const member = await linkedMember();
    await expect(
      database.db.transaction().execute(async (trx) => {
        await queueLinePushes(trx, [{ memberId: member.id, kind: 'slip_won', text: 'won' }]);
        throw new Error('the settlement failed');
      }),
    ).rejects.toThrow('the settlement failed');
    await queueLinePushes(database.db, []);
    expect(await rows()).toEqual([]);
  });
});

describe('the worker', () => {
  it('pushes to LINE with the channel token and the row’s retry key, and marks the row sent', async () => {
    const member = await linkedMember();
    await queueLinePushes(database.db, [{ memberId: member.id, kind: 'slip_won', text: 'ถูกรางวัล 900 บาท' }]);
    const now = soon();

    expect(await runOutboxOnce(database.db, senders(), now, QUOTA)).toEqual({ sent: { line: 1 }, retried: {}, failed: {}, over_quota: {} });
    const [row] = await rows();
    expect(line.pushes).toEqual([
      {
        to: member.lineUserId,
        texts: ['ถูกรางวัล 900 บาท'],
        retryKey: row!.retry_key,
        authorization: `Bearer ${line.config.messagingToken}`,
      },
    ]);
    expect(row).toMatchObject({ state: 'sent', attempts: 1, sent_at: now, last_error: null });
    expect(await lineCount(now)).toEqual({ sent: 1, alerted: false });
    // Nothing is due any more.
    expect(await runOutboxOnce(database.db, senders(), now, QUOTA)).toEqual({ sent: {}, retried: {}, failed: {}, over_quota: {} });
    expect(line.pushAttempts).toHaveLength(1);
  });

  it('retries a failing LINE with a growing wait, with the same retry key, and gives up after its limit', async () => {
    const member = await linkedMember();
    await queueLinePushes(database.db, [{ memberId: member.id, kind: 'slip_won', text: 'won' }]);
    line.failPushes(OUTBOX_MAX_ATTEMPTS);
    let now = soon();
    for (let attempt = 1; attempt < OUTBOX_MAX_ATTEMPTS; attempt += 1) {
      expect((await runOutboxOnce(database.db, senders(), now, QUOTA)).retried).toEqual({ line: 1 });
      const [row] = await rows();
      expect(row).toMatchObject({ state: 'pending', attempts: attempt });
      expect(row!.last_error).toMatch(/^500 /);
      expect(row!.next_attempt_at.getTime() - now.getTime()).toBe(outboxBackoffMs(attempt));
      // Not before its time.
      expect(await runOutboxOnce(database.db, senders(), new Date(row!.next_attempt_at.getTime() - 1), QUOTA)).toEqual({
        sent: {},
        retried: {},
        failed: {},
        over_quota: {},
      });
      now = row!.next_attempt_at;
    }
    expect(await runOutboxOnce(database.db, senders(), now, QUOTA)).toMatchObject({ failed: { line: 1 } });
    const [row] = await rows();
    expect(row).toMatchObject({ state: 'failed', attempts: OUTBOX_MAX_ATTEMPTS, sent_at: null });
    expect(row!.last_error).toMatch(/^500 /);
    expect(line.pushAttempts.map((push) => push.retryKey)).toEqual(Array(OUTBOX_MAX_ATTEMPTS).fill(row!.retry_key));
    expect(line.pushes).toEqual([]);
    expect([outboxBackoffMs(1), outboxBackoffMs(2), outboxBackoffMs(3), outboxBackoffMs(20)]).toEqual([30_000, 60_000, 120_000, 3_600_000]);
  });

  it('sends on a later attempt once LINE answers again', async () => {
    const member = await linkedMember();
    await queueLinePushes(database.db, [{ memberId: member.id, kind: 'slip_won', text: 'won' }]);
    line.failPushes(1, 429);
    const now = soon();
    expect((await runOutboxOnce(database.db, senders(), now, QUOTA)).retried).toEqual({ line: 1 });
    expect((await runOutboxOnce(database.db, senders(), new Date(now.getTime() + outboxBackoffMs(1)), QUOTA)).sent).toEqual({ line: 1 });
    expect(await states()).toEqual([`line ${member.lineUserId} sent`]);
    expect(line.pushes).toHaveLength(1);
  });

  it('takes LINE’s 409 to a retry key it has taken as sent, without a second delivery', async () => {
    const member = await linkedMember();
    await queueLinePushes(database.db, [{ memberId: member.id, kind: 'slip_won', text: 'won' }]);
    const now = soon();
    await runOutboxOnce(database.db, senders(), now, QUOTA);
    // LINE took the push but its answer was lost: the row is still waiting.
    await database.db.updateTable('outbox').set({ state: 'pending', sent_at: null, next_attempt_at: now }).execute();

    expect((await runOutboxOnce(database.db, senders(), now, QUOTA)).sent).toEqual({ line: 1 });
    expect(line.pushAttempts).toHaveLength(2);
    expect(line.pushes).toHaveLength(1);
    expect(await states()).toEqual([`line ${member.lineUserId} sent`]);
  });

  it('gives up at once on a push LINE refuses for good (a 4xx)', async () => {
    const member = await linkedMember();
    await queueLinePushes(database.db, [{ memberId: member.id, kind: 'slip_won', text: 'won' }]);
    const wrongToken = pushSenders({ line: { ...line.config, messagingToken: 'revoked' }, telegram: null });
    expect((await runOutboxOnce(database.db, wrongToken, soon(), QUOTA)).failed).toEqual({ line: 1 });
    const [row] = await rows();
    expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    expect(row!.last_error).toMatch(/^401 /);
  });

  it('gives up on a row of a channel this process cannot send on', async () => {
    const member = await linkedMember();
    await queueLinePushes(database.db, [{ memberId: member.id, kind: 'slip_won', text: 'won' }]);
    const telegramOnly = pushSenders({ line: null, telegram: telegram.config });
    expect((await runOutboxOnce(database.db, telegramOnly, soon(), QUOTA)).failed).toEqual({ line: 1 });
    expect((await rows())[0]).toMatchObject({ state: 'failed', last_error: 'line is not configured' });
    expect(line.pushAttempts).toEqual([]);
  });

  it('sends each row once when two runs claim at the same time', async () => {
    const members = await Promise.all([linkedMember(), linkedMember(), linkedMember()]);
    await queueLinePushes(
      database.db,
      members.map((member) => ({ memberId: member.id, kind: 'slip_won' as const, text: `won ${member.id}` })),
    );
    const now = soon();
    const runs = await Promise.all([runOutboxOnce(database.db, senders(), now, QUOTA), runOutboxOnce(database.db, senders(), now, QUOTA)]);
    expect(runs.map((run) => run.sent.line ?? 0).reduce((a, b) => a + b)).toBe(3);
    expect(line.pushAttempts.map((push) => push.to).sort()).toEqual(members.map((member) => member.lineUserId).sort());
    expect(await lineCount(now)).toEqual({ sent: 3, alerted: false });
  });
});

describe('staff alerts', () => {
  it('go to the LINE group and the Telegram chat the configuration names', async () => {
    expect(staffAlertChannelsOf({ line: { ...line.config, staffGroupId: null }, telegram: null })).toEqual([]);
    expect(await database.db.selectFrom('staff_alert_channels').selectAll().orderBy('channel').execute()).toEqual([
      { channel: 'line', destination: STAFF_GROUP },
      { channel: 'telegram', destination: telegram.config.chatId },
    ]);
    const text = withValues(backofficeLabels.messages.alerts.deposit_to_check, { amount: '1,000.00', member: '0812345678' });
    await database.db.transaction().execute((trx) => queueStaffAlert(trx, text));

    expect(await runOutboxOnce(database.db, senders(), soon(), QUOTA)).toMatchObject({ sent: { line: 1, telegram: 1 } });
    expect(line.pushes.map((push) => ({ to: push.to, texts: push.texts }))).toEqual([{ to: STAFF_GROUP, texts: [text] }]);
    expect(telegram.messages).toEqual([{ chatId: telegram.config.chatId, text: 'มีรายการฝาก 1,000.00 บาท ของ 0812345678 รอตรวจสอบ' }]);
  });

  it('queue nothing when no staff channel is configured', async () => {
    try {
      await syncStaffAlertChannels(database.db, []);
      await queueStaffAlert(database.db, 'ไม่มีใครรับ');
      expect(await rows()).toEqual([]);
    } finally {
      await syncStaffChannels();
    }
  });

  it('retry a failing Telegram, which never holds up LINE', async () => {
    await queueStaffAlert(database.db, 'ผลรางวัลไม่ตรงกัน');
    telegram.failMessages(1, 502);
    const now = soon();
    expect(await runOutboxOnce(database.db, senders(), now, QUOTA)).toMatchObject({ sent: { line: 1 }, retried: { telegram: 1 } });
    expect((await runOutboxOnce(database.db, senders(), new Date(now.getTime() + outboxBackoffMs(1)), QUOTA)).sent).toEqual({
      telegram: 1,
    });
    expect(telegram.messages.map((message) => message.text)).toEqual(['ผลรางวัลไม่ตรงกัน']);
  });
});

describe('a service that never answers', () => {
  it('costs a run no more than its timeout: the other channel is sent, the silent one retried later', async () => {
    telegram.hang(true);
    try {
      await queueStaffAlert(database.db, 'ช่องทางหนึ่งเงียบ');
      const impatient = pushSenders({ line: line.config, telegram: telegram.config }, { timeoutMs: 200 });
      expect(await runOutboxOnce(database.db, impatient, soon(), QUOTA)).toMatchObject({ sent: { line: 1 }, retried: { telegram: 1 } });
      const telegramRow = (await rows()).find((row) => row.channel === 'telegram');
      expect(telegramRow).toMatchObject({ state: 'pending', attempts: 1, last_error: 'no answer in time' });
    } finally {
      telegram.hang(false);
    }
  });

  it('holds no transaction while it waits: queueing and reading go on meanwhile', async () => {
    const member = await linkedMember();
    line.hang(true);
    const dead = pushSenders({ line: line.config, telegram: null }, { timeoutMs: 600_000 });
    await queueLinePushes(database.db, [{ memberId: member.id, kind: 'slip_won', text: 'first' }]);
    let finished = false;
    const run = runOutboxOnce(database.db, dead, soon(), QUOTA).finally(() => (finished = true));
    try {
      while (line.pushAttempts.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));

      // The push is out and LINE is silent: a deposit's transaction queues its push and commits.
      await database.db
        .transaction()
        .execute((trx) => queueLinePushes(trx, [{ memberId: member.id, kind: 'deposit_credited', text: 'second' }]));
      expect((await rows()).map((row) => `${row.text} ${row.state}`)).toEqual(['first pending', 'second pending']);
      expect(finished).toBe(false);
    } finally {
      line.hang(false);
      // Closing the fake's connections ends the wait.
      await line.close();
      line = await startFakeLine({ staffGroupId: STAFF_GROUP });
    }
    expect((await run).retried).toEqual({ line: 1 });
  });
});

describe('the monthly LINE quota', () => {
  const percentAlert = (used: number, quota: number, percent: number) =>
    withValues(backofficeLabels.messages.alerts.push_quota, { used, quota, percent });

  async function queueFor(count: number) {
    const members = await Promise.all(Array.from({ length: count }, () => linkedMember()));
    await queueLinePushes(
      database.db,
      members.map((member) => ({ memberId: member.id, kind: 'slip_won' as const, text: `won ${member.id}` })),
    );
    return members;
  }

  it('alerts staff once a month when the count passes 80 %', async () => {
    const now = soon();
    await database.db
      .insertInto('push_months')
      .values({ channel: 'line', month: bangkokMonthOf(now), sent: 7 })
      .execute();
    await queueFor(1);
    await runOutboxOnce(database.db, senders(), now, { lineMonthlyQuota: 10 });
    expect(await lineCount(now)).toEqual({ sent: 8, alerted: true });
    const alert = percentAlert(8, 10, 80);
    expect(alert).toBe('ข้อความ LINE เดือนนี้ใช้ไป 8 จาก 10 (80%)');
    const alerts = (await rows()).filter((row) => row.text === alert);
    expect(alerts.map((row) => `${row.channel} ${row.destination} ${row.state}`)).toEqual([
      `line ${STAFF_GROUP} pending`,
      `telegram ${telegram.config.chatId} pending`,
    ]);

    // The alerts go, and a further push this month raises no second alert.
    await queueFor(1);
    expect(await runOutboxOnce(database.db, senders(), now, { lineMonthlyQuota: 10 })).toMatchObject({ sent: { line: 2, telegram: 1 } });
    expect(await lineCount(now)).toEqual({ sent: 10, alerted: true });
    expect((await rows()).filter((row) => row.text.startsWith('ข้อความ LINE เดือนนี้'))).toHaveLength(2);
  });

  it("holds members' pushes back at the quota (over_quota) while staff alerts still go", async () => {
    const now = soon();
    await database.db
      .insertInto('push_months')
      .values({ channel: 'line', month: bangkokMonthOf(now), sent: 3, alerted: true })
      .execute();
    const members = await queueFor(4);
    await queueStaffAlert(database.db, 'แจ้งทีมงาน');

    const run = await runOutboxOnce(database.db, senders(), now, { lineMonthlyQuota: 5 });
    expect(run).toEqual({ sent: { line: 3, telegram: 1 }, retried: {}, failed: {}, over_quota: { line: 2 } });
    expect(line.pushes.map((push) => push.to)).toContain(STAFF_GROUP);
    expect((await rows()).filter((row) => row.state === 'over_quota').map((row) => row.last_error)).toEqual([
      'the month’s LINE quota is used',
      'the month’s LINE quota is used',
    ]);
    expect(members.filter((member) => line.pushes.some((push) => push.to === member.lineUserId))).toHaveLength(2);
    // The staff alert counts too: LINE counts every push.
    expect(await lineCount(now)).toEqual({ sent: 6, alerted: true });
  });

  it('takes LINE’s own monthly-limit answer as over the quota', async () => {
    await queueFor(1);
    line.failPushes(1, 429, { monthlyLimit: true });
    expect((await runOutboxOnce(database.db, senders(), soon(), QUOTA)).over_quota).toEqual({ line: 1 });
    expect((await rows())[0]!.last_error).toBe('429 {"message":"You have reached your monthly limit."}');
  });

  it('counts by the Bangkok month', () => {
    expect(bangkokMonthOf(new Date('2026-01-31T16:59:59Z'))).toBe('2026-01-01');
    expect(bangkokMonthOf(new Date('2026-01-31T17:00:00Z'))).toBe('2026-02-01');
  });
});

describe('the sweep', () => {
  it(`removes rows older than ${OUTBOX_KEEP_DAYS} days, sent or not, and keeps the others`, async () => {
    await database.db.deleteFrom('outbox').execute();
    const day = 86_400_000;
    await database.db
      .insertInto('outbox')
      .values([
        {
          channel: 'telegram',
          destination: '-1',
          text: 'old and sent',
          state: 'sent',
          created_at: new Date(Date.now() - 31 * day),
        },
        { channel: 'telegram', destination: '-1', text: 'old and pending', created_at: new Date(Date.now() - 31 * day) },
        { channel: 'telegram', destination: '-1', text: 'recent', state: 'sent', created_at: new Date(Date.now() - 29 * day) },
      ])
      .execute();

    await removeOldOutboxRows(database.db);

    expect((await database.db.selectFrom('outbox').select('text').execute()).map((row) => row.text)).toEqual(['recent']);
  });
});
