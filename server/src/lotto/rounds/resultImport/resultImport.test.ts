import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_RATES, formatResultDate, type BetType } from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import type { Database } from '../../../db/database';
import { memberCredit } from '../../../members/repository';
import { syncStaffAlertChannels } from '../../../messaging/outbox';
import { syncCatalogue } from '../../catalogue';
import { createTestRound, linesSeenBy } from '../../../testing/lotto';
import { createTestMember, type TestMember } from '../../../testing/members';
import { tempDir, testConfig } from '../../../testing/fixtures';
import { RESULT_FIXTURES_DIR, startResultSourceServer, type ResultSourceServer } from '../../../testing/resultSourceServer';
import { setUpTestApp } from '../../../testing/testApp';
import { resultImportJob } from './importer';
import { replaceSources } from './repository';

let app: FastifyInstance;
let database: Database;
// The recorded answers are served on this machine: RESULT_SOURCE_ALLOW_PRIVATE=1, as in any test with
// local fixtures (sources.test.ts proves what is refused without it).
const withLocalSources = (db: Database) => {
  const config = testConfig(tempDir());
  return buildApp({ ...config, resultImport: { ...config.resultImport, allowPrivateSources: true } }, { database: db });
};
setUpTestApp((started) => ({ app, database } = started), { checkLedger: true, build: withLocalSources });

let sources: ResultSourceServer;
let admin: TestMember;
let staff: TestMember;
let member: TestMember;
beforeAll(async () => {
  sources = await startResultSourceServer({
    '/glo/latest': { file: 'glo-2026-05-02.json' },
    '/glo/crash': { file: 'glo-crash.json' },
    '/glo/cut-off': { file: 'glo-cut-off.txt' },
    '/glo/slow': { file: 'glo-2026-05-02.json', delayMs: 6_000 },
    '/glo/down': { status: 502, body: '<html><body>502 Bad Gateway</body></html>' },
    '/site/agree': { file: 'site-2026-05-02.json' },
    '/site/other-digits': { file: 'site-2026-05-02-other-digits.json' },
  });
  await syncCatalogue(database.db);
  admin = await createTestMember(app, database.db, { role: 'admin' });
  staff = await createTestMember(app, database.db, { role: 'staff' });
  member = await createTestMember(app, database.db, { credit: 100_000_00n });
});
afterAll(() => sources.close());
// Each test sets the government lottery's sources; none are left for the next.
afterEach(async () => expect((await setSources([])).statusCode).toBe(200));

const ALERT_AFTER_MS = 10 * 60_000;
const importDueResults = resultImportJob({
  pollMs: 60_000,
  fetchTimeoutMs: 2_000,
  alertAfterMs: ALERT_AFTER_MS,
  allowPrivateSources: true,
});

/** 16:00 Bangkok, the government draw's time, of a date. */
const drawTimeOf = (date: string) => new Date(`${date}T09:00:00Z`);
const minutesAfter = (time: Date, minutes: number) => new Date(time.getTime() + minutes * 60_000);

const as = (who: TestMember, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, headers: { authorization: who.bearer }, ...(payload && { payload }) });

const setSources = (list: { url: string; format: 'glo' | 'site' }[]) =>
  as(admin, 'PUT', '/admin-api/result-sources/government', { sources: list });
const glo = (pathname: string) => ({ url: sources.url(pathname), format: 'glo' as const });
const site = (pathname: string) => ({ url: sources.url(pathname), format: 'site' as const });
/** A source on another host than glo's and site's: the same fixture server by the name `localhost`. */
const siteElsewhere = (pathname: string) => ({ url: sources.url(pathname, 'localhost'), format: 'site' as const });

/** The lines every round gets: each type of the government draw, stakes with satang, winners and losers of 2 May 2026. */
const LINES: { type: BetType; number: string; amount: number; wins: boolean }[] = [
  { type: 'top_three', number: '077', amount: 10.25, wins: true },
  { type: 'todd_three', number: '770', amount: 1.11, wins: true },
  { type: 'first_three', number: '318', amount: 5.05, wins: true },
  { type: 'last_three', number: '065', amount: 2.5, wins: true },
  { type: 'last_three', number: '066', amount: 20, wins: false },
  { type: 'top_two', number: '77', amount: 3.33, wins: true },
  { type: 'bottom_two', number: '43', amount: 7.77, wins: true },
  { type: 'bottom_two', number: '34', amount: 9, wins: false },
  { type: 'top_one', number: '7', amount: 3.03, wins: true },
  { type: 'bottom_one', number: '4', amount: 1.01, wins: true },
  { type: 'top_four', number: '6077', amount: 1.99, wins: true },
];

/** Satang a winning line pays: its stake times its rate, each line rounded down on its own. */
const prizeOf = (line: (typeof LINES)[number]) =>
  (BigInt(Math.round(line.amount * 100)) * BigInt(Math.round(DEFAULT_RATES[line.type] * 100))) / 100n;

/** A government round with the member's slip of LINES, closed, its draw on `drawDate` at 16:00 Bangkok. */
async function roundWithBets(drawDate: string): Promise<number> {
  const roundId = await createTestRound(database.db, { code: 'government' });
  const placed = await as(member, 'POST', '/lto-public-api/lotto/place_bet', {
    round_id: String(roundId),
    place_bet: LINES.map(({ type, number, amount }) => ({ round_id: String(roundId), type, number, amount, rate: DEFAULT_RATES[type] })),
  });
  expect(placed.statusCode).toBe(200);
  const drawAt = drawTimeOf(drawDate);
  await database.db
    .updateTable('rounds')
    .set({ round_date: drawDate, open_at: minutesAfter(drawAt, -24 * 60), close_at: minutesAfter(drawAt, -60), draw_at: drawAt })
    .where('id', '=', roundId)
    .execute();
  return roundId;
}

const roundOf = async (roundId: number) => (await as(staff, 'GET', `/admin-api/rounds/${roundId}`)).json().payload;
const alerts = async () =>
  (await as(staff, 'GET', '/admin-api/result-imports/alerts')).json().payload as { round_id: number; state: string }[];
const auditOf = (roundId: number) =>
  database.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'after'])
    .where('target_type', '=', 'round')
    .where('target_id', '=', String(roundId))
    .orderBy('id')
    .execute();

const GOVERNMENT_RESULT = { first_prize: '536077', '3front': ['267', '318'], '3back': ['065', '153'], '2bottom': '43' };

/** Every line settled as LINES says, to the satang, and the member paid their sum. */
async function expectSettledToTheSatang(roundId: number, creditBefore: bigint): Promise<void> {
  expect((await linesSeenBy(app, member, roundId)).map(({ type, number, status, prize }) => ({ type, number, status, prize }))).toEqual(
    LINES.map((line) => ({
      type: line.type,
      number: line.number,
      status: line.wins ? 'prize' : 'no_prize',
      prize: line.wins ? Number(prizeOf(line)) / 100 : 0,
    })),
  );
  const paid = LINES.filter((line) => line.wins).reduce((sum, line) => sum + prizeOf(line), 0n);
  expect(await memberCredit(database.db, member.id)).toBe(creditBefore + paid);
}

test('sources: admin only, at most two, each a URL and a format; yeekee is never imported', async () => {
  expect((await as(staff, 'PUT', '/admin-api/result-sources/government', { sources: [] })).statusCode).toBe(403);
  const three = await setSources([glo('/a'), glo('/b'), site('/c')]);
  expect(three.statusCode).toBe(400);
  expect(three.json().message).toBe('ตั้งได้ไม่เกิน 2 แหล่ง');
  const badUrl = await setSources([{ url: 'ftp://feed', format: 'glo' }]);
  expect(badUrl.json().message).toBe('URL ต้องขึ้นต้นด้วย http:// หรือ https://');
  expect((await as(admin, 'PUT', '/admin-api/result-sources/yeekee', { sources: [glo('/a')] })).statusCode).toBe(403);

  const saved = await setSources([glo('/glo/latest'), siteElsewhere('/site/agree')]);
  expect(saved.json()).toMatchObject({
    message: 'บันทึกแหล่งผลแล้ว',
    payload: { lottery_code: 'government', sources: [glo('/glo/latest'), siteElsewhere('/site/agree')] },
  });
  const listed = (await as(admin, 'GET', '/admin-api/result-sources')).json().payload as { lottery_code: string; sources: unknown[] }[];
  expect(listed.find((lottery) => lottery.lottery_code === 'government')?.sources).toEqual([
    glo('/glo/latest'),
    siteElsewhere('/site/agree'),
  ]);
  expect(listed.some((lottery) => lottery.lottery_code === 'yeekee')).toBe(false);
  const [change] = await database.db
    .selectFrom('audit_log')
    .select(['action', 'after'])
    .where('target_id', '=', 'government')
    .orderBy('id', 'desc')
    .limit(1)
    .execute();
  expect(change).toEqual({ action: 'result_sources.update', after: { sources: [glo('/glo/latest'), siteElsewhere('/site/agree')] } });
});

test('two sources on one host are refused: the same URL, another query, another case or a trailing dot', async () => {
  const port = new URL(sources.url('/')).port;
  for (const second of [
    glo('/glo/latest'),
    site('/glo/latest?again'),
    { url: `http://LOCALHOST.:${port}/site/agree`, format: 'site' as const },
    { url: `http://localhost:${Number(port) + 1}/site/agree`, format: 'site' as const },
  ]) {
    const first = second.url.toLowerCase().includes('localhost') ? siteElsewhere('/glo/latest') : glo('/glo/latest');
    const refused = await setSources([first, second]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION', message: 'แหล่งผลสองแหล่งต้องอยู่คนละโฮสต์' });
  }
  // 2130706433 is 127.0.0.1 written as one number: the same host.
  const spelled = await setSources([glo('/glo/latest'), { url: `http://2130706433:${port}/site/agree`, format: 'site' }]);
  expect(spelled.json().message).toBe('แหล่งผลสองแหล่งต้องอยู่คนละโฮสต์');
  expect((await setSources([glo('/glo/latest'), siteElsewhere('/site/agree')])).statusCode).toBe(200);
});

test("one source: GLO's recorded answer is fetched after the draw, staged, and once staff confirm it settles every line to the satang", async () => {
  await setSources([glo('/glo/latest')]);
  const roundId = await roundWithBets('2026-05-02');
  const drawAt = drawTimeOf('2026-05-02');

  // Before the draw time nothing is fetched.
  const asked = sources.requests.length;
  await importDueResults(database.db, minutesAfter(drawAt, -1));
  expect(sources.requests.length).toBe(asked);
  expect((await roundOf(roundId)).staged_result).toBeNull();

  await importDueResults(database.db, minutesAfter(drawAt, 1));
  expect(sources.requests.slice(asked)).toEqual(['POST /glo/latest']);
  const staged = await roundOf(roundId);
  expect(staged.state).toBe('closed');
  expect(staged.staged_result).toMatchObject({
    state: 'staged',
    result: GOVERNMENT_RESULT,
    sources: [{ ...glo('/glo/latest'), result: GOVERNMENT_RESULT, failure: null }],
    attempts: 1,
    confirmable: true,
  });
  // Staged waits for staff: a later tick fetches nothing more and settles nothing.
  await importDueResults(database.db, minutesAfter(drawAt, 30));
  expect(sources.requests.length).toBe(asked + 1);
  expect((await roundOf(roundId)).state).toBe('closed');

  const creditBefore = await memberCredit(database.db, member.id);
  const confirmed = await as(staff, 'POST', `/admin-api/rounds/${roundId}/result/confirm`);
  expect(confirmed.statusCode).toBe(200);
  // 10.25 × 900 + 1.11 × 150 + 5.05 × 450 + 2.50 × 450 + 3.33 × 90 + 7.77 × 90 + 1.99 × 6000, and 3.03 × 3.2 and 1.01 × 4.2
  // rounded down to the satang each (9.69 and 4.24 baht).
  expect(confirmed.json()).toMatchObject({
    message: 'ยืนยันผลแล้ว: ถูกรางวัล 9 จาก 11 รายการ จ่าย 25741.93 บาท',
    payload: { round_id: roundId, settlement_version: 1, lines: 11, winning_lines: 9, winners: 1, prize: 25_741.93 },
  });
  await expectSettledToTheSatang(roundId, creditBefore);
  expect((await roundOf(roundId)).staged_result).toMatchObject({ state: 'settled', confirmable: false });
  expect((await as(staff, 'POST', `/admin-api/rounds/${roundId}/result/confirm`)).json().message).toBe('งวดนี้ออกผลแล้ว');

  const audit = await auditOf(roundId);
  expect(audit.map((row) => row.action)).toEqual(['result_import.fetch', 'result_import.stage', 'round.result', 'result_import.confirm']);
  // Every staff account reads the audit log: the answer is there as its digest, size and reading, never as text.
  const recorded = fs.readFileSync(path.join(RESULT_FIXTURES_DIR, 'glo-2026-05-02.json'));
  expect(audit[0]!.after).toEqual({
    url: sources.url('/glo/latest'),
    format: 'glo',
    http_status: 200,
    failure: null,
    draw_date: '2026-05-02',
    result: GOVERNMENT_RESULT,
    answer_sha256: createHash('sha256').update(recorded).digest('hex'),
    answer_bytes: recorded.byteLength,
  });
  expect(JSON.stringify(audit)).not.toContain('getLatestLottery');
  expect(JSON.stringify(audit)).not.toContain('"price"');
  expect(audit[3]).toMatchObject({ actor_id: staff.id, after: { result: GOVERNMENT_RESULT, sources: [glo('/glo/latest')] } });
});

test('two agreeing sources settle the round with no person, through the same settlement', async () => {
  await setSources([glo('/glo/latest'), siteElsewhere('/site/agree')]);
  const roundId = await roundWithBets('2026-05-02');
  const creditBefore = await memberCredit(database.db, member.id);

  await importDueResults(database.db, minutesAfter(drawTimeOf('2026-05-02'), 1));

  const settled = await roundOf(roundId);
  expect(settled).toMatchObject({ state: 'settled', result: GOVERNMENT_RESULT, settlement_version: 1 });
  expect(settled.staged_result).toMatchObject({ state: 'settled', result: GOVERNMENT_RESULT });
  await expectSettledToTheSatang(roundId, creditBefore);
  const audit = await auditOf(roundId);
  expect(audit.map((row) => [row.action, row.actor_id])).toEqual([
    ['round.result', null],
    ['result_import.fetch', null],
    ['result_import.fetch', null],
    ['result_import.agree', null],
  ]);
  expect(await alerts()).toEqual([]);
});

/** Staff record the result themselves, as the alert asks: the round settles once and its alert goes. */
async function staffRecordResult(roundId: number): Promise<void> {
  expect((await as(staff, 'POST', `/admin-api/rounds/${roundId}/result`, GOVERNMENT_RESULT)).statusCode).toBe(200);
  expect((await alerts()).some((alert) => alert.round_id === roundId)).toBe(false);
}

test('two agreeing sources on one host (saved before hosts had to differ) are one source: the result is staged, never settled', async () => {
  await database.db.transaction().execute((trx) => replaceSources(trx, 'government', [glo('/glo/latest'), site('/site/agree')]));
  const roundId = await roundWithBets('2026-05-02');

  await importDueResults(database.db, minutesAfter(drawTimeOf('2026-05-02'), 1));

  const round = await roundOf(roundId);
  expect(round).toMatchObject({ state: 'closed', result: null });
  expect(round.staged_result).toMatchObject({ state: 'staged', result: GOVERNMENT_RESULT, confirmable: true });
  expect((await auditOf(roundId)).map((row) => row.action)).toEqual(['result_import.fetch', 'result_import.fetch', 'result_import.stage']);
  expect((await as(staff, 'POST', `/admin-api/rounds/${roundId}/result/confirm`)).statusCode).toBe(200);
});

test('two sources that disagree settle nothing and raise the alert at once', async () => {
  await setSources([glo('/glo/latest'), siteElsewhere('/site/other-digits')]);
  const roundId = await roundWithBets('2026-05-02');

  await syncStaffAlertChannels(database.db, [{ channel: 'telegram', destination: '-100200300' }]);
  await importDueResults(database.db, minutesAfter(drawTimeOf('2026-05-02'), 1));

  const round = await roundOf(roundId);
  expect(round.state).toBe('closed');
  // Staff's chat is told, once.
  const told = await database.db.selectFrom('outbox').select('text').where('destination', '=', '-100200300').execute();
  expect(told).toEqual([{ text: `ผลรางวัล หวยรัฐบาลไทย งวด ${formatResultDate('2026-05-02')} จากแหล่งข้อมูลไม่ตรงกัน รอตรวจสอบ` }]);
  await syncStaffAlertChannels(database.db, []);
  expect(round.staged_result).toMatchObject({
    state: 'disagreement',
    result: null,
    confirmable: false,
    sources: [{ result: GOVERNMENT_RESULT }, { result: { ...GOVERNMENT_RESULT, '2bottom': '34' } }],
  });
  expect(await alerts()).toEqual([
    expect.objectContaining({ round_id: roundId, lottery_code: 'government', round_date: '2026-05-02', state: 'disagreement' }),
  ]);
  expect((await as(staff, 'POST', `/admin-api/rounds/${roundId}/result/confirm`)).json().message).toBe('งวดนี้ไม่มีผลที่รอยืนยัน');
  expect((await auditOf(roundId)).map((row) => row.action)).toEqual([
    'result_import.fetch',
    'result_import.fetch',
    'result_import.disagree',
  ]);
  // Disagreeing sources are not asked again: staff decide.
  const asked = sources.requests.length;
  await importDueResults(database.db, minutesAfter(drawTimeOf('2026-05-02'), 30));
  expect(sources.requests.length).toBe(asked);
  await staffRecordResult(roundId);
});

describe.each([
  ['a "crash" answer', '/glo/crash', 'unavailable', '2026-05-02'],
  ['a timeout', '/glo/slow', 'timeout', '2026-05-02'],
  ['malformed JSON', '/glo/cut-off', 'malformed', '2026-05-02'],
  ['an error status', '/glo/down', 'http_status', '2026-05-02'],
  ['a result of another draw date', '/glo/latest', 'draw_date', '2026-05-01'],
])('%s', (_name, pathname, failure, drawDate) => {
  test('settles nothing, retries with back-off, and raises the alert once it has failed longer than the setting', async () => {
    await setSources([glo(pathname)]);
    const roundId = await roundWithBets(drawDate);
    const drawAt = drawTimeOf(drawDate);

    await importDueResults(database.db, minutesAfter(drawAt, 1));
    expect((await roundOf(roundId)).staged_result).toMatchObject({
      state: 'fetching',
      result: null,
      attempts: 1,
      sources: [{ failure, result: null }],
    });
    expect(await alerts()).toEqual([]);
    // The next try waits a poll interval (a minute), then two, then four.
    const asked = sources.requests.length;
    await importDueResults(database.db, minutesAfter(drawAt, 1.5));
    expect(sources.requests.length).toBe(asked);
    await importDueResults(database.db, minutesAfter(drawAt, 2));
    await importDueResults(database.db, minutesAfter(drawAt, 3));
    expect(sources.requests.length).toBe(asked + 1);
    await importDueResults(database.db, minutesAfter(drawAt, 4));
    expect(sources.requests.length).toBe(asked + 2);

    await importDueResults(database.db, minutesAfter(drawAt, 12));
    const round = await roundOf(roundId);
    expect(round).toMatchObject({ state: 'closed', result: null });
    expect(round.staged_result).toMatchObject({ state: 'failing', attempts: 4, confirmable: false });
    expect(await alerts()).toEqual([expect.objectContaining({ round_id: roundId, state: 'failing' })]);
    const actions = (await auditOf(roundId)).map((row) => row.action);
    expect(actions).toEqual([
      'result_import.fetch',
      'result_import.fetch',
      'result_import.fetch',
      'result_import.fetch',
      'result_import.failing',
    ]);
    await staffRecordResult(roundId);
  });
});

test("a moved draw date is honoured: the round's own draw date, not the calendar's", async () => {
  await setSources([glo('/glo/latest')]);
  // The draw of 1 May 2026 was held on 2 May: staff move the round's draw time before it is due.
  const roundId = await roundWithBets('2026-05-01');
  const moved = await as(staff, 'PATCH', `/admin-api/rounds/${roundId}`, { draw_at: drawTimeOf('2026-05-02').toISOString() });
  expect(moved.json().payload).toMatchObject({ round_date: '2026-05-02' });

  // At the calendar's draw time the round is not due: nothing is fetched.
  const asked = sources.requests.length;
  await importDueResults(database.db, minutesAfter(drawTimeOf('2026-05-01'), 5));
  expect(sources.requests.length).toBe(asked);

  await importDueResults(database.db, minutesAfter(drawTimeOf('2026-05-02'), 5));
  expect((await roundOf(roundId)).staged_result).toMatchObject({ state: 'staged', result: GOVERNMENT_RESULT, confirmable: true });
  const creditBefore = await memberCredit(database.db, member.id);
  expect((await as(staff, 'POST', `/admin-api/rounds/${roundId}/result/confirm`)).statusCode).toBe(200);
  await expectSettledToTheSatang(roundId, creditBefore);
});

test("a staged result is fetched again once staff move the round's draw time, and is never confirmed for another date", async () => {
  await setSources([glo('/glo/latest')]);
  // The source answers the draw of 2 May; the round was the draw of 2 May until staff moved it to 3 May.
  const roundId = await roundWithBets('2026-05-02');
  await importDueResults(database.db, minutesAfter(drawTimeOf('2026-05-02'), 1));
  expect((await roundOf(roundId)).staged_result).toMatchObject({
    state: 'staged',
    sources: [{ draw_date: '2026-05-02' }],
    confirmable: true,
  });

  const moved = await as(staff, 'PATCH', `/admin-api/rounds/${roundId}`, { draw_at: drawTimeOf('2026-05-03').toISOString() });
  expect(moved.json().payload).toMatchObject({ round_date: '2026-05-03' });
  // Reset: nothing staged to confirm, and the new draw's answer is fetched once it is due.
  expect((await roundOf(roundId)).staged_result).toBeNull();
  const refused = await as(staff, 'POST', `/admin-api/rounds/${roundId}/result/confirm`);
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: 'งวดนี้ไม่มีผลที่รอยืนยัน' });
  const asked = sources.requests.length;
  await importDueResults(database.db, minutesAfter(drawTimeOf('2026-05-03'), 1));
  expect(sources.requests.length).toBe(asked + 1);
  expect((await roundOf(roundId)).staged_result).toMatchObject({
    state: 'fetching',
    attempts: 1,
    sources: [{ failure: 'draw_date', draw_date: '2026-05-02' }],
  });
  await staffRecordResult(roundId);
});

test("confirm refuses a staged answer whose draw date is not the round's, whatever put it there", async () => {
  await setSources([glo('/glo/latest')]);
  const roundId = await roundWithBets('2026-05-02');
  await importDueResults(database.db, minutesAfter(drawTimeOf('2026-05-02'), 1));
  // The draw date moved underneath the staged answer without the route (a fetch in flight when staff moved it).
  await database.db.updateTable('rounds').set({ round_date: '2026-05-03' }).where('id', '=', roundId).execute();

  const refused = await as(staff, 'POST', `/admin-api/rounds/${roundId}/result/confirm`);
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({
    code: 'CONFLICT',
    message: 'ผลที่รอยืนยันเป็นผลของวันที่ 2026-05-02 ไม่ใช่วันออกผลของงวดนี้ (2026-05-03) รอดึงผลใหม่หรือบันทึกผลเอง',
  });
  expect((await roundOf(roundId)).state).toBe('closed');
  await staffRecordResult(roundId);
});
