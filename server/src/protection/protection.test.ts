import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { transfer } from '../ledger/ledger';
import { createTestRound } from '../testing/lotto';
import { createTestMember, type TestMember } from '../testing/members';
import { addMemberBankAccount, createSiteBankAccount, uploadSlip, uniquePngBytes, slipForm, TEST_PIN } from '../testing/money';
import { setUpTestApp } from '../testing/testApp';
import { changePlayLimits, checkDepositProtection, playLimitsOf } from './protection';

let database: Database;
let app: FastifyInstance;
let roundId: number;

setUpTestApp((started) => ({ app, database } = started), { checkLedger: true });

beforeAll(async () => {
  await createSiteBankAccount(database.db, { bankId: 4 });
  roundId = await createTestRound(database.db, { code: 'hanoi' });
});

const options = { realityCheckSeconds: null };
const NONE = { day: null, week: null, month: null };

async function newMember(credit = 10_000_00n): Promise<TestMember> {
  const member = await createTestMember(app, database.db, { credit });
  await addMemberBankAccount(database.db, member.id);
  return member;
}

const call = (who: TestMember, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: { authorization: who.bearer }, ...(payload ? { payload } : {}) });

const setLimits = (who: TestMember, body: object) => call(who, 'PUT', '/cl-api/auth/play-limits', body);

const deposit = async (who: TestMember, amount: number) =>
  call(who, 'POST', '/lto-public-api/deposit', { amount, bank_id: 4, time: '09:30', file_url: await uploadSlip(app, who) });

let betSerial = 0;
const bet = (who: TestMember, amount: number) => {
  betSerial += 1;
  const number = String(betSerial % 100).padStart(2, '0');
  return call(who, 'POST', '/lto-public-api/lotto/place_bet', {
    round_id: String(roundId),
    place_bet: [{ round_id: String(roundId), type: 'top_two', number, amount, rate: 90 }],
  });
};

const refusal = (response: { statusCode: number; json(): unknown }) => ({ status: response.statusCode, body: response.json() });
const playLimit = (message: string) => ({ status: 409, body: { status: 'error', code: 'PLAY_LIMIT', message } });

describe('limits the member sets', () => {
  it('refuses the deposit that would pass the daily deposit limit and accepts the one that fits', async () => {
    const member = await newMember();
    expect((await setLimits(member, { deposit: { day: 500, week: null, month: null } })).statusCode).toBe(200);

    expect((await deposit(member, 350)).statusCode).toBe(200);
    expect(refusal(await deposit(member, 200))).toEqual(playLimit('วงเงินฝากต่อวันเหลือ 150.00 บาท'));
    expect((await deposit(member, 150)).statusCode).toBe(200);
  });

  it('applies the lowest limit: a weekly limit under the daily one names the week', async () => {
    const member = await newMember();
    await setLimits(member, { deposit: { day: 1000, week: 300, month: 5000 } });

    expect(refusal(await deposit(member, 400))).toEqual(playLimit('วงเงินฝากต่อสัปดาห์เหลือ 300.00 บาท'));
    expect((await deposit(member, 300)).statusCode).toBe(200);
  });

  it('refuses the bet that would pass a stake limit and accepts the one that fits', async () => {
    const member = await newMember();
    await setLimits(member, { stake: { day: null, week: null, month: 100 } });

    expect((await bet(member, 60)).statusCode).toBe(200);
    expect(refusal(await bet(member, 50))).toEqual(playLimit('วงเงินแทงต่อเดือนเหลือ 40.00 บาท'));
    expect((await bet(member, 40)).statusCode).toBe(200);
  });

  it('counts a loss as stakes less prizes', async () => {
    const member = await newMember();
    await setLimits(member, { loss: { day: 100, week: null, month: null } });
    expect((await bet(member, 80)).statusCode).toBe(200);
    await database.db
      .transaction()
      .execute((trx) =>
        transfer(trx, { kind: 'prize', reference: `test-prize:${member.id}`, from: 'house', to: { wallet: member.id }, amount: 50_00n }),
      );

    expect(refusal(await bet(member, 71))).toEqual(playLimit('วงเงินเสียต่อวันเหลือ 70.00 บาท'));
    expect((await bet(member, 70)).statusCode).toBe(200);
    expect(refusal(await bet(member, 1))).toEqual(playLimit('วงเงินเสียต่อวันเหลือ 0.00 บาท'));
  });

  // PGlite runs one query at a time, so there the bets only queue; PostgreSQL gets the real race.
  it('lets 20 concurrent bets pass a loss limit by nothing', async () => {
    const member = await newMember();
    await setLimits(member, { loss: { day: 100, week: null, month: null } });

    const responses = await Promise.all(Array.from({ length: 20 }, () => bet(member, 10)));

    const codes = responses.map((response) => (response.statusCode === 200 ? 'OK' : (response.json() as { code: string }).code));
    expect(codes.filter((code) => code === 'OK')).toHaveLength(10);
    expect(codes.filter((code) => code === 'PLAY_LIMIT')).toHaveLength(10);
    const slips = await database.db.selectFrom('bet_slips').select('total').where('member_id', '=', member.id).execute();
    expect(slips.reduce((sum, slip) => sum + slip.total, 0n)).toBe(100_00n);
  });
});

describe('changing a limit', () => {
  const t0 = new Date('2026-03-01T10:00:00Z');
  const later = (ms: number) => new Date(t0.getTime() + ms);
  const DAY = 24 * 3_600_000;

  it('lowers at once and raises or removes only after 24 hours', async () => {
    const member = await newMember();
    const change = (input: object, now: Date) =>
      database.db.transaction().execute((trx) => changePlayLimits(trx, member.id, input, now, options));

    await change({ deposit: { day: 500, week: null, month: null } }, t0);
    const raised = await change({ deposit: { day: 1000, week: null, month: null }, stake: { day: 200, week: null, month: null } }, t0);
    expect(raised.deposit).toEqual({ day: 500, week: null, month: null });
    expect(raised.pending).toEqual([{ kind: 'deposit', period: 'day', amount: 1000, effective_at: '2026-03-02T10:00:00.000Z' }]);

    expect((await playLimitsOf(database.db, member.id, later(DAY - 1), options)).deposit.day).toBe(500);
    const raisedLater = await playLimitsOf(database.db, member.id, later(DAY), options);
    expect(raisedLater.deposit.day).toBe(1000);
    expect(raisedLater.pending).toEqual([]);

    const removing = await change({ stake: NONE }, later(DAY));
    expect(removing.stake.day).toBe(200);
    expect(removing.pending).toEqual([{ kind: 'stake', period: 'day', amount: null, effective_at: '2026-03-03T10:00:00.000Z' }]);
    expect((await playLimitsOf(database.db, member.id, later(2 * DAY), options)).stake.day).toBeNull();

    const lowered = await change({ deposit: { day: 100, week: null, month: null } }, later(DAY + 1));
    expect(lowered.deposit.day).toBe(100);
  });

  it('checks a deposit against the raised limit only once it applies', async () => {
    const member = await newMember();
    const change = (input: object, now: Date) =>
      database.db.transaction().execute((trx) => changePlayLimits(trx, member.id, input, now, options));
    const now = new Date();
    await change({ deposit: { day: 100, week: null, month: null } }, now);
    await change({ deposit: { day: 1000, week: null, month: null } }, now);
    const check = (at: Date) => database.db.transaction().execute((trx) => checkDepositProtection(trx, member.id, 500_00n, at));

    await expect(check(now)).rejects.toMatchObject({ kind: 'playLimit', details: { kind: 'deposit', period: 'day', left: '100.00' } });
    await expect(check(new Date(now.getTime() + DAY))).resolves.toBeUndefined();
  });

  it('answers the settings over HTTP with the pending raise', async () => {
    const member = await newMember();
    await setLimits(member, { loss: { day: 100, week: 500, month: null }, reality_check_minutes: 30 });
    const response = await setLimits(member, { loss: { day: 200, week: 500, month: null } });

    expect(response.json()).toEqual({
      status: 'success',
      message: 'บันทึกการควบคุมการเล่นแล้ว',
      payload: {
        deposit: NONE,
        loss: { day: 100, week: 500, month: null },
        stake: NONE,
        pending: [{ kind: 'loss', period: 'day', amount: 200, effective_at: expect.any(String) }],
        reality_check_minutes: 30,
        reality_check_interval_seconds: 1800,
        timeout_until: null,
        excluded_until: null,
      },
    });
    expect(refusal(await setLimits(member, { loss: { day: 0, week: null, month: null } }))).toEqual({
      status: 400,
      body: { status: 'error', code: 'VALIDATION', message: 'วงเงินต้องเป็นจำนวนเงินมากกว่า 0 บาท' },
    });
  });

  it('takes back its own GET answer, read-only fields and all, and changes nothing by it', async () => {
    const member = await newMember();
    await setLimits(member, { loss: { day: 100, week: 500, month: null }, reality_check_minutes: 30 });
    await setLimits(member, { loss: { day: 200, week: 500, month: null } });
    const read = (await call(member, 'GET', '/cl-api/auth/play-limits')).json().payload as Record<string, unknown>;
    expect(read).toMatchObject({ pending: [expect.objectContaining({ kind: 'loss' })], reality_check_interval_seconds: 1800 });

    const echoed = await setLimits(member, read);
    expect(echoed.statusCode).toBe(200);
    expect(echoed.json().payload).toEqual(read);
    // A field it does not know is refused by its key.
    expect(refusal(await setLimits(member, { ...read, limits: {} }))).toEqual({
      status: 400,
      body: { status: 'error', code: 'VALIDATION', message: 'ข้อมูลไม่ถูกต้อง: limits' },
    });
    expect(refusal(await setLimits(member, { deposit: { day: 10, week: null, month: null, year: 5 } }))).toEqual({
      status: 400,
      body: { status: 'error', code: 'VALIDATION', message: 'ข้อมูลไม่ถูกต้อง: deposit.year' },
    });
  });
});

describe('time-out and self-exclusion', () => {
  it.each([
    ['timeout', '24h', /^คุณพักการเล่นอยู่ถึง \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d ระหว่างนี้ฝากเงินและแทงหวยไม่ได้$/],
    ['exclusion', '6m', /^คุณระงับการเล่นตนเองอยู่ถึง \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d ระหว่างนี้ฝากเงินและแทงหวยไม่ได้$/],
  ])('a %s refuses bets, deposits and slip uploads, and keeps withdrawals and history open', async (kind, period, message) => {
    const member = await newMember();
    const slip = await uploadSlip(app, member);
    const started = await call(member, 'POST', '/cl-api/auth/self-exclusion', { kind, period });
    expect(started.statusCode).toBe(200);
    const until = started.json().payload[kind === 'timeout' ? 'timeout_until' : 'excluded_until'] as string;
    expect(new Date(until).getTime()).toBeGreaterThan(Date.now());

    const refusals = [
      await bet(member, 10),
      await call(member, 'POST', '/lto-public-api/deposit', { amount: 100, bank_id: 4, time: '09:30', file_url: slip }),
      await app.inject({
        method: 'POST',
        url: '/lto-public-api/upload_slip',
        headers: { authorization: member.bearer },
        payload: slipForm(uniquePngBytes()),
      }),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'SELF_EXCLUDED', message: expect.stringMatching(message) });
    }

    expect((await call(member, 'POST', '/lto-public-api/withdraw', { amount: 100, pin: TEST_PIN })).statusCode).toBe(200);
    expect((await call(member, 'POST', '/lto-public-api/transaction', { type: '' })).statusCode).toBe(200);
    expect((await call(member, 'GET', '/cl-api/auth/me')).statusCode).toBe(200);
  });

  it('cannot be shortened by the member', async () => {
    const member = await newMember();
    const first = await call(member, 'POST', '/cl-api/auth/self-exclusion', { kind: 'exclusion', period: '5y' });
    const second = await call(member, 'POST', '/cl-api/auth/self-exclusion', { kind: 'exclusion', period: '6m' });
    expect(second.json().payload.excluded_until).toBe(first.json().payload.excluded_until);
  });

  it('cannot be lifted by staff, who see the settings and their history read only', async () => {
    const member = await newMember();
    const admin = await createTestMember(app, database.db, { role: 'admin' });
    await setLimits(member, { deposit: { day: 500, week: null, month: null } });
    await call(member, 'POST', '/cl-api/auth/self-exclusion', { kind: 'timeout', period: '7d' });

    expect(refusal(await call(admin, 'DELETE', `/admin-api/members/${member.id}/protection/break`))).toEqual({
      status: 403,
      body: { status: 'error', code: 'FORBIDDEN', message: 'การพักหรือระงับการเล่นยกเลิกก่อนกำหนดไม่ได้' },
    });
    expect((await bet(member, 10)).json().code).toBe('SELF_EXCLUDED');

    const seen = (await call(admin, 'GET', `/admin-api/members/${member.id}/protection`)).json().payload;
    expect(seen.settings).toMatchObject({ deposit: { day: 500, week: null, month: null }, timeout_until: expect.any(String) });
    expect(seen.history).toEqual([
      { at: expect.any(String), change: 'break', detail: 'พักการเล่น 7 วัน' },
      { at: expect.any(String), change: 'limit', detail: 'วงเงินฝากต่อวัน: ไม่จำกัด → 500 บาท' },
    ]);
    expect((await call(member, 'GET', `/admin-api/members/${member.id}/protection`)).statusCode).toBe(403);
  });
});

describe('reality check', () => {
  it('gives the net result of bets since a time', async () => {
    const member = await newMember();
    const since = new Date(Date.now() - 1000).toISOString();
    await bet(member, 30);
    const response = await call(member, 'GET', `/cl-api/auth/session-result?since=${encodeURIComponent(since)}`);
    expect(response.json().payload).toEqual({ net: -30 });
  });

  it.each([
    '0000-01-01',
    '-271821-04-20T00:00:00Z',
    '+275760-09-13T00:00:00Z',
    '1999-12-31T16:59:59Z',
    '2100-01-01T00:00:00+07:00',
    'yesterday',
  ])("refuses a since outside the dates the site keeps (%s) with the field's message", async (since) => {
    const member = await newMember();
    const response = await call(member, 'GET', `/cl-api/auth/session-result?since=${encodeURIComponent(since)}`);
    expect(refusal(response)).toEqual({ status: 400, body: { status: 'error', code: 'VALIDATION', message: 'เวลาเริ่มต้นไม่ถูกต้อง' } });
  });
});
