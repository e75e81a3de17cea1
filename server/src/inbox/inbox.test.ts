import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatResultDate, th, type InboxItem, type YeekeeShot } from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../app';
import { startSession } from '../auth/sessions';
import type { Database } from '../db/database';
import type { Role } from '../db/schema';
import { settleRound } from '../lotto/settlement/settlement';
import { registerMember } from '../testing/authApp';
import { tempDir, testConfig } from '../testing/fixtures';
import { createTestRound } from '../testing/lotto';
import { createFundedMember, createTestMember, type TestMember } from '../testing/members';
import { addMemberBankAccount, createSiteBankAccount } from '../testing/money';
import { insertPendingDeposit, insertPendingWithdrawal } from '../testing/staffMoney';
import { setUpTestApp } from '../testing/testApp';
import { tellLimitsTakingEffect } from './limitNews';

let database: Database;
let app: FastifyInstance;
let staff: TestMember;
let siteAccountId: number;

setUpTestApp((started) => ({ app, database } = started), { checkLedger: true });

beforeAll(async () => {
  siteAccountId = await createSiteBankAccount(database.db, { bankId: 4 });
  staff = await createTestMember(app, database.db, { role: 'staff' });
});

const call = (target: FastifyInstance, method: 'GET' | 'POST', url: string, who: TestMember, payload?: object) =>
  target.inject({ method, url, headers: { authorization: who.bearer }, ...(payload && { payload }) });

const inboxOf = async (member: TestMember, page = 1) => (await call(app, 'GET', `/cl-api/inbox?page=${page}`, member)).json().payload;

/** Every item of the member, oldest first, as the database keeps them. */
const itemsOf = (memberId: number) =>
  database.db
    .selectFrom('inbox_items')
    .select(['kind', 'event_key', 'title', 'body', 'link'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();

async function memberWithAccount(credit = 0n): Promise<TestMember> {
  const member = await createTestMember(app, database.db, { credit });
  await addMemberBankAccount(database.db, member.id, { bankId: 6, accountName: 'สมศักดิ์ ทองดี' });
  return member;
}

describe('the inbox tells of money once per event', () => {
  it('a deposit approved: one item, shown unread, read once opened; a second approval writes nothing', async () => {
    const member = await memberWithAccount();
    const depositId = await insertPendingDeposit(database.db, member.id, siteAccountId, 1_250_00n);

    expect((await call(app, 'POST', `/admin-api/deposits/${depositId}/approve`, staff)).statusCode).toBe(200);
    expect((await call(app, 'POST', `/admin-api/deposits/${depositId}/approve`, staff)).statusCode).toBe(409);

    expect(await itemsOf(member.id)).toEqual([
      {
        kind: 'deposit_credited',
        event_key: `deposit:${depositId}`,
        title: 'ฝากเงินสำเร็จ',
        body: 'ยอดฝาก 1,250.00 บาท เข้าเครดิตแล้ว',
        link: '/transfer?type=deposit',
      },
    ]);
    const inbox = await inboxOf(member);
    expect(inbox).toMatchObject({ unread: 1, page: 1, pages: 1 });
    expect(inbox.items).toEqual([
      expect.objectContaining({ kind: 'deposit_credited', title: 'ฝากเงินสำเร็จ', read: false, popup: false, image_url: null }),
    ]);

    const read = await call(app, 'POST', '/cl-api/inbox/read', member, { ids: [inbox.items[0].id] });
    expect(read.json().payload).toEqual({ unread: 0 });
    expect((await inboxOf(member)).items[0].read).toBe(true);
  });

  it("a rejected deposit and a rejected withdrawal say why; an approved withdrawal and its payout say so, with the bank's reference", async () => {
    const member = await memberWithAccount(5_000_00n);
    const depositId = await insertPendingDeposit(database.db, member.id, siteAccountId, 300_00n);
    await call(app, 'POST', `/admin-api/deposits/${depositId}/reject`, staff, { reason: 'สลิปไม่ชัด' });
    const rejected = await insertPendingWithdrawal(database.db, member.id, 200_00n);
    await call(app, 'POST', `/admin-api/withdrawals/${rejected}/reject`, staff, { reason: 'ชื่อบัญชีไม่ตรง' });
    const approved = await insertPendingWithdrawal(database.db, member.id, 500_00n);
    await call(app, 'POST', `/admin-api/withdrawals/${approved}/approve`, staff);
    const paid = await call(app, 'POST', `/admin-api/withdrawals/${approved}/paid`, staff, { bank_ref: 'FT2611280001' });
    expect(paid.statusCode).toBe(200);

    expect((await itemsOf(member.id)).map(({ kind, body }) => [kind, body])).toEqual([
      ['deposit_returned', 'ยอดฝาก 300.00 บาท ไม่ได้เข้าเครดิต: สลิปไม่ชัด'],
      ['withdrawal_rejected', 'รายการถอน 200.00 บาท ไม่สำเร็จ คืนเครดิตแล้ว: ชื่อบัญชีไม่ตรง'],
      ['withdrawal_approved', 'รายการถอน 500.00 บาท อนุมัติแล้ว กำลังโอนเข้าบัญชีของคุณ'],
      ['withdrawal_paid', 'โอนเงินถอน 500.00 บาท เข้าบัญชีของคุณแล้ว เลขอ้างอิง FT2611280001'],
    ]);
    expect((await inboxOf(member)).unread).toBe(4);
    expect((await call(app, 'POST', '/cl-api/inbox/read', member, {})).json().payload).toEqual({ unread: 0 });
  });

  it("a member's inbox is their own: another member's read changes nothing of it", async () => {
    const owner = await memberWithAccount();
    const other = await memberWithAccount();
    const depositId = await insertPendingDeposit(database.db, owner.id, siteAccountId, 100_00n);
    await call(app, 'POST', `/admin-api/deposits/${depositId}/approve`, staff);
    const [item] = (await inboxOf(owner)).items as InboxItem[];

    await call(app, 'POST', '/cl-api/inbox/read', other, { ids: [item!.id] });

    expect((await inboxOf(owner)).unread).toBe(1);
    expect(await inboxOf(other)).toEqual({ items: [], unread: 0, page: 1, pages: 1 });
  });
});

describe('LINE', () => {
  it('queues a push of each item to a member who linked LINE and wants its kind, none to one who does not', async () => {
    const linked = await memberWithAccount();
    const optedOut = await memberWithAccount();
    await database.db
      .insertInto('line_links')
      .values([
        { member_id: linked.id, line_user_id: `U${linked.id}linked` },
        { member_id: optedOut.id, line_user_id: `U${optedOut.id}optedout` },
      ])
      .execute();
    await database.db
      .insertInto('notify_settings')
      .values({ member_id: optedOut.id, line_kinds: ['withdrawal_paid'] })
      .execute();
    for (const member of [linked, optedOut]) {
      const depositId = await insertPendingDeposit(database.db, member.id, siteAccountId, 250_00n);
      await call(app, 'POST', `/admin-api/deposits/${depositId}/approve`, staff);
    }

    const queued = await database.db
      .selectFrom('outbox')
      .select(['channel', 'destination', 'text', 'state'])
      .where('destination', 'in', [`U${linked.id}linked`, `U${optedOut.id}optedout`])
      .execute();
    expect(queued).toEqual([
      { channel: 'line', destination: `U${linked.id}linked`, text: 'ฝากเงินสำเร็จ\nยอดฝาก 250.00 บาท เข้าเครดิตแล้ว', state: 'pending' },
    ]);
  });
});

describe('a settled round', () => {
  async function closeRound(roundId: number): Promise<void> {
    await database.db
      .updateTable('rounds')
      .set({ close_at: sql<Date>`now() - interval '1 second'`, draw_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', roundId)
      .execute();
  }

  const bet = (member: TestMember, roundId: number, number: string) =>
    call(app, 'POST', '/lto-public-api/lotto/place_bet', member, {
      round_id: String(roundId),
      place_bet: [{ round_id: String(roundId), type: 'top_two', number, amount: 10, rate: 90 }],
    });

  it('tells each winner their prize once, and every other member with a slip that the result is out; one on a break hears only of money', async () => {
    const roundId = await createTestRound(database.db, { code: 'hanoi' });
    const winner = await createTestMember(app, database.db, { credit: 100_00n });
    const loser = await createTestMember(app, database.db, { credit: 100_00n });
    const resting = await createTestMember(app, database.db, { credit: 100_00n });
    for (const [member, number] of [
      [winner, '45'],
      [winner, '45'],
      [loser, '99'],
      [resting, '98'],
    ] as const) {
      expect((await bet(member, roundId, number)).statusCode).toBe(200);
    }
    await database.db
      .insertInto('player_protection')
      .values({ member_id: resting.id, timeout_until: new Date(Date.now() + 86_400_000) })
      .execute();
    await closeRound(roundId);

    await settleRound(database.db, roundId, { '3top': '345', '2top': '45', '2bottom': '00' }, { actorId: null, action: 'recorded' });

    const { name, round_date } = await database.db
      .selectFrom('rounds')
      .innerJoin('lotteries', 'lotteries.code', 'rounds.lottery_code')
      .select(['lotteries.name', 'rounds.round_date'])
      .where('rounds.id', '=', roundId)
      .executeTakeFirstOrThrow();
    const thaiDate = formatResultDate(round_date);
    expect(await itemsOf(winner.id)).toEqual([
      {
        kind: 'slip_won',
        event_key: `round:${roundId}:v1`,
        title: 'ยินดีด้วย ถูกรางวัล',
        body: `${name} งวด ${thaiDate}: ถูกรางวัล 2 โพย รวม 1,800.00 บาท เข้าเครดิตแล้ว`,
        link: '/lotto/transaction',
      },
    ]);
    expect(await itemsOf(loser.id)).toEqual([
      {
        kind: 'result_out',
        event_key: `round:${roundId}`,
        title: 'ผลรางวัลออกแล้ว',
        body: `${name} งวด ${thaiDate} ออกผลแล้ว ตรวจโพยของคุณได้เลย`,
        link: '/lotto/transaction',
      },
    ]);
    expect(await itemsOf(resting.id)).toEqual([]);
  });
});

describe('other events', () => {
  it('a sign-in from a browser without the device cookie, once signed in before, is told; the same browser again is not', async () => {
    const registered = await registerMember(app);
    const phone = registered.username;
    const { id: memberId } = await database.db.selectFrom('members').select('id').where('username', '=', phone).executeTakeFirstOrThrow();
    const login = (cookie?: string) =>
      app.inject({
        method: 'POST',
        url: '/cl-api/auth/login',
        headers: {
          'user-agent':
            'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
          ...(cookie && { cookie }),
        },
        payload: { username: phone, password: registered.password },
      });
    const first = await login();
    expect(first.statusCode).toBe(200);
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    expect((await login(cookie)).statusCode).toBe(200);

    const items = await itemsOf(memberId);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'new_device', title: 'เข้าสู่ระบบจากอุปกรณ์ใหม่', link: '/account' });
    expect(items[0]!.body).toMatch(
      /^มีการเข้าสู่ระบบด้วย Chrome บน Android จาก \S+ เมื่อ \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d หากไม่ใช่คุณ กรุณาเปลี่ยนรหัสผ่านทันที$/,
    );
  });

  it('a raised limit taking effect is told once, however often the job runs', async () => {
    const member = await createTestMember(app, database.db);
    await database.db
      .insertInto('play_limits')
      .values({
        member_id: member.id,
        kind: 'deposit',
        period: 'day',
        amount: 1_000_00n,
        pending_amount: 5_000_00n,
        pending_at: new Date(Date.now() - 60_000),
      })
      .execute();

    await tellLimitsTakingEffect(database.db);
    await tellLimitsTakingEffect(database.db);

    expect((await itemsOf(member.id)).map(({ kind, body }) => [kind, body])).toEqual([
      ['limit_effective', 'วงเงินฝากต่อวัน เป็น 5,000.00 บาท มีผลตั้งแต่ตอนนี้'],
    ]);
  });
});

interface StreamEvent {
  name: string;
  id: string;
  data: unknown;
}

interface StreamRead {
  status: number;
  items: InboxItem[];
  ids: string[];
  /** Every event, of every feed, in the order it came. */
  events: StreamEvent[];
}

/**
 * Opens a member's stream (`?yeekee=` a round it carries too): `ready` once its first line came
 * (the server subscribes before it writes it), `read` with the first `count` events, then the
 * stream is closed.
 */
function openStream(
  base: string,
  {
    bearer,
    ticket,
    yeekee,
    lastEventId,
    count,
  }: { bearer?: string; ticket?: string; yeekee?: number; lastEventId?: number | string; count: number },
) {
  let ready!: () => void;
  const opened = new Promise<void>((resolve) => (ready = resolve));
  const read = new Promise<StreamRead>((resolve, reject) => {
    const query = new URLSearchParams({ ...(ticket && { ticket }), ...(yeekee !== undefined && { yeekee: String(yeekee) }) });
    const url = `${base}/cl-api/stream${query.size > 0 ? `?${query}` : ''}`;
    const headers: Record<string, string> = {};
    if (bearer) headers.authorization = bearer;
    if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
    const request = http.get(url, { agent: false, headers }, (response) => {
      const events: StreamEvent[] = [];
      const result = () => ({
        items: events.filter((event) => event.name === 'item').map((event) => event.data as InboxItem),
        ids: events.filter((event) => event.name === 'item').map((event) => event.id),
        events,
      });
      let text = '';
      if (response.statusCode !== 200) {
        response.resume();
        ready();
        resolve({ status: response.statusCode ?? 0, ...result() });
        return;
      }
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        ready();
        text += chunk;
        let end: number;
        while ((end = text.indexOf('\n\n')) >= 0) {
          const event = text.slice(0, end);
          text = text.slice(end + 2);
          const data = /^data: (.*)$/m.exec(event)?.[1];
          const name = /^event: (.*)$/m.exec(event)?.[1];
          if (data && name) events.push({ name, id: /^id: (.*)$/m.exec(event)?.[1] ?? '', data: JSON.parse(data) });
        }
        if (events.length >= count) {
          request.destroy();
          resolve({ status: 200, ...result() });
        }
      });
    });
    request.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
  });
  return { opened, read };
}

describe('the live stream', () => {
  let base: string;
  let other: FastifyInstance;
  let otherBase: string;

  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    // A second app on the same database: another server process, with its own listener.
    other = await buildApp(testConfig(tempDir()), { database });
    await other.listen({ port: 0, host: '127.0.0.1' });
    otherBase = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await other.close();
  });

  /** A Bearer token of the member on the other process: each test app has a secret of its own. */
  const bearerOn = async (process: FastifyInstance, member: TestMember, role: Role = 'member') =>
    `Bearer ${(await startSession(database.db, process.accessTokens, { memberId: member.id, role })).token}`;

  it("delivers an item written on another process to the member's stream, with its id", async () => {
    const member = await memberWithAccount();
    const stream = openStream(otherBase, { bearer: await bearerOn(other, member), count: 1 });
    await stream.opened;
    const depositId = await insertPendingDeposit(database.db, member.id, siteAccountId, 700_00n);
    await call(app, 'POST', `/admin-api/deposits/${depositId}/approve`, staff);

    const { items, ids } = await stream.read;
    expect(items).toEqual([expect.objectContaining({ kind: 'deposit_credited', body: 'ยอดฝาก 700.00 บาท เข้าเครดิตแล้ว', read: false })]);
    expect(ids).toEqual([String(items[0]!.id)]);
  });

  it('delivers an announcement to every member, read by its id range alone, to the streams of its members', async () => {
    const member = await memberWithAccount();
    // More members than the news names: each process reads the announcement's range and keeps its own streams' items.
    for (let count = 0; count < 55; count += 1) await createFundedMember(database.db);
    const admin = await createTestMember(app, database.db, { role: 'admin' });
    const stream = openStream(base, { bearer: member.bearer, count: 1 });
    await stream.opened;

    const announced = await call(app, 'POST', '/admin-api/announcements', admin, {
      title: 'ถึงทุกคน',
      body: 'ข้อความถึงสมาชิกทุกคน',
      target: { all: true },
      starts_at: new Date(Date.now() - 60_000).toISOString(),
      ends_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(announced.json().payload.recipients).toBeGreaterThan(55);

    expect((await stream.read).items).toEqual([expect.objectContaining({ kind: 'announcement', title: 'ถึงทุกคน' })]);
  });

  it('catches a reconnecting tab up from Last-Event-ID', async () => {
    const member = await memberWithAccount();
    const first = await insertPendingDeposit(database.db, member.id, siteAccountId, 100_00n);
    const second = await insertPendingDeposit(database.db, member.id, siteAccountId, 200_00n);
    await call(app, 'POST', `/admin-api/deposits/${first}/approve`, staff);
    await call(app, 'POST', `/admin-api/deposits/${second}/approve`, staff);
    const [newest, oldest] = (await inboxOf(member)).items as InboxItem[];

    const { items } = await openStream(base, { bearer: member.bearer, lastEventId: oldest!.id, count: 1 }).read;

    expect(items.map((item) => item.id)).toEqual([newest!.id]);
  });

  it('opens with a ticket of the member; refuses a forged one, and a guest', async () => {
    const member = await memberWithAccount();
    const issued = (await call(app, 'POST', '/cl-api/stream-ticket', member)).json().payload;
    const depositId = await insertPendingDeposit(database.db, member.id, siteAccountId, 100_00n);
    await call(app, 'POST', `/admin-api/deposits/${depositId}/approve`, staff);

    const { status, items } = await openStream(base, { ticket: issued.ticket, lastEventId: 0, count: 1 }).read;
    expect(status).toBe(200);
    expect(items[0]).toMatchObject({ kind: 'deposit_credited' });

    const forged = `${issued.ticket.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await openStream(base, { ticket: forged, count: 1 }).read).status).toBe(401);
    expect((await openStream(base, { count: 1 }).read).status).toBe(401);
  });

  describe('with a yeekee round on the same stream', () => {
    beforeAll(() => database.db.updateTable('site_config').set({ yeekee_shot_cooldown_seconds: 0 }).execute());
    afterAll(() => database.db.updateTable('site_config').set({ yeekee_shot_cooldown_seconds: 10 }).execute());

    const shoot = async (member: TestMember, roundId: number, number: string) =>
      expect(
        (await call(app, 'POST', '/lto-public-api/lotto/yeekee_shoot', member, { round_id: String(roundId), number })).statusCode,
      ).toBe(200);
    const approveDeposit = async (member: TestMember, amount: bigint) =>
      call(app, 'POST', `/admin-api/deposits/${await insertPendingDeposit(database.db, member.id, siteAccountId, amount)}/approve`, staff);
    const shotsIn = (read: StreamRead) =>
      read.events.filter((event) => event.name === 'shot').map((event) => (event.data as YeekeeShot).seq);

    it("carries the round's shots beside the inbox items, its id the place in both", async () => {
      const member = await memberWithAccount();
      const roundId = await createTestRound(database.db, { code: 'yeekee' });
      await shoot(member, roundId, '11111');
      const stream = openStream(base, { bearer: member.bearer, yeekee: roundId, count: 3 });
      await stream.opened;
      await approveDeposit(member, 300_00n);
      await shoot(member, roundId, '22222');

      const read = await stream.read;
      // A stream without Last-Event-ID is sent the round's shots so far, and no earlier item.
      expect(read.events[0]).toEqual({ name: 'shot', id: `/${roundId}:1`, data: expect.objectContaining({ seq: 1, number: '11111' }) });
      expect(shotsIn(read)).toEqual([1, 2]);
      expect(read.items).toEqual([expect.objectContaining({ kind: 'deposit_credited', body: 'ยอดฝาก 300.00 บาท เข้าเครดิตแล้ว' })]);
      expect(read.events.at(-1)!.id).toBe(`${read.items[0]!.id}/${roundId}:2`);
    });

    it('resumes both feeds from one Last-Event-ID; a place in another round sends all of this one', async () => {
      const member = await memberWithAccount();
      const roundId = await createTestRound(database.db, { code: 'yeekee' });
      await approveDeposit(member, 100_00n);
      await shoot(member, roundId, '33333');
      const [first] = (await inboxOf(member)).items as InboxItem[];
      await approveDeposit(member, 200_00n);
      await shoot(member, roundId, '44444');

      const resumed = await openStream(base, { bearer: member.bearer, yeekee: roundId, lastEventId: `${first!.id}/${roundId}:1`, count: 2 })
        .read;
      expect(resumed.items.map((item) => item.body)).toEqual(['ยอดฝาก 200.00 บาท เข้าเครดิตแล้ว']);
      expect(shotsIn(resumed)).toEqual([2]);

      const otherRound = await createTestRound(database.db, { code: 'yeekee' });
      const moved = await openStream(base, {
        bearer: member.bearer,
        yeekee: roundId,
        lastEventId: `${first!.id}/${otherRound}:5`,
        count: 3,
      }).read;
      expect(shotsIn(moved)).toEqual([1, 2]);
      expect(moved.items.map((item) => item.body)).toEqual(['ยอดฝาก 200.00 บาท เข้าเครดิตแล้ว']);
    });

    it('refuses a round that is not yeekee, and a Last-Event-ID that names no place, in Thai', async () => {
      const member = await memberWithAccount();
      const government = await createTestRound(database.db, { code: 'government' });
      const notYeekee = await call(app, 'GET', `/cl-api/stream?yeekee=${government}`, member);
      expect(notYeekee.json()).toMatchObject({ code: 'NOT_FOUND', message: th.lotto.roundNotFound });
      const garbled = await app.inject({
        method: 'GET',
        url: '/cl-api/stream',
        headers: { authorization: member.bearer, 'last-event-id': '12/x:3' },
      });
      expect(garbled.statusCode).toBe(400);
      expect(garbled.json()).toMatchObject({ message: `${th.errors.validation}: last-event-id` });
    });
  });

  it('writes one item when two processes approve the same deposit at once', async () => {
    const member = await memberWithAccount();
    const depositId = await insertPendingDeposit(database.db, member.id, siteAccountId, 400_00n);
    const answers = await Promise.all([
      call(app, 'POST', `/admin-api/deposits/${depositId}/approve`, staff),
      other.inject({
        method: 'POST',
        url: `/admin-api/deposits/${depositId}/approve`,
        headers: { authorization: await bearerOn(other, staff, 'staff') },
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await itemsOf(member.id)).map((item) => item.kind)).toEqual(['deposit_credited']);
  });
});
