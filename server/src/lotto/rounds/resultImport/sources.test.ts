import dns from 'node:dns';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database';
import { syncCatalogue } from '../../catalogue';
import { createTestRound } from '../../../testing/lotto';
import { createTestMember, type TestMember } from '../../../testing/members';
import { startResultSourceServer, type ResultSourceServer } from '../../../testing/resultSourceServer';
import { setUpTestApp } from '../../../testing/testApp';
import { resultImportJob } from './importer';
import { replaceSources } from './repository';
import { isInsideAddress } from './sourceAddress';

/**
 * Where a result source may be (docs/result-import.md#where-a-source-may-be), with
 * RESULT_SOURCE_ALLOW_PRIVATE off, as in production: refused when saved, and again when fetched.
 */
let app: FastifyInstance;
let database: Database;
setUpTestApp((started) => ({ app, database } = started));

let sources: ResultSourceServer;
let admin: TestMember;
let staff: TestMember;
beforeAll(async () => {
  sources = await startResultSourceServer({
    '/glo/latest': { file: 'glo-2026-05-02.json' },
    '/glo/moved': { location: '/glo/latest' },
  });
  await syncCatalogue(database.db);
  admin = await createTestMember(app, database.db, { role: 'admin' });
  staff = await createTestMember(app, database.db, { role: 'staff' });
});
afterAll(() => sources.close());
afterEach(() => jest.restoreAllMocks());

const job = (allowPrivateSources: boolean) =>
  resultImportJob({ pollMs: 60_000, fetchTimeoutMs: 2_000, alertAfterMs: 600_000, allowPrivateSources });

const setSources = (list: { url: string; format: 'glo' | 'site' }[]) =>
  app.inject({
    method: 'PUT',
    url: '/admin-api/result-sources/government',
    headers: { authorization: admin.bearer },
    payload: { sources: list },
  });

const INSIDE_URLS = [
  'http://127.0.0.1:8080/result',
  'http://localhost/result',
  'http://LOCALHOST./result',
  'http://feed.localhost/result',
  'http://2130706433/result',
  'http://0x7f.1/result',
  'http://0177.0.0.1/result',
  'http://127.1/result',
  'http://[::ffff:127.0.0.1]/result',
  'http://[::1]/result',
  'http://[::]/result',
  'http://[::127.0.0.1]/result',
  'http://0.0.0.0/result',
  'http://10.0.0.5/result',
  'http://172.16.3.4/result',
  'http://192.168.1.1/result',
  'http://100.64.0.1/result',
  'http://100.100.100.200/latest/meta-data',
  'http://169.254.169.254/latest/meta-data/',
  'http://192.0.0.192/opc/v1/instance/',
  'http://[fd00:ec2::254]/latest/meta-data/',
  'http://[fe80::1]/result',
  'http://[fc00::1]/result',
  'http://224.0.0.1/result',
  'http://[ff02::1]/result',
  'http://255.255.255.255/result',
  'http://[64:ff9b::a9fe:a9fe]/latest/meta-data/',
  'https://[::ffff:a9fe:a9fe]/latest/meta-data/',
];

test.each(INSIDE_URLS)('%s is refused when saved, naming the source', async (url) => {
  const refused = await setSources([{ url, format: 'site' }]);
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toMatchObject({ code: 'VALIDATION', message: 'URL ของแหล่งที่ 1 ต้องเป็นที่อยู่บนอินเทอร์เน็ต ไม่ใช่เครื่องนี้หรือเครือข่ายภายใน' });
  const second = await setSources([
    { url: 'https://www.glo.or.th/api/lottery/getLatestLottery', format: 'glo' },
    { url, format: 'site' },
  ]);
  expect(second.json().message).toBe('URL ของแหล่งที่ 2 ต้องเป็นที่อยู่บนอินเทอร์เน็ต ไม่ใช่เครื่องนี้หรือเครือข่ายภายใน');
  expect(await database.db.selectFrom('result_sources').select('url').execute()).toEqual([]);
});

test('credentials and other schemes are refused when saved; addresses on the internet are saved', async () => {
  for (const url of ['http://user:pass@results.example/feed', 'https://user@results.example/feed', 'http://:secret@results.example/feed']) {
    const refused = await setSources([{ url, format: 'site' }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('URL ของแหล่งผลต้องไม่มีชื่อผู้ใช้หรือรหัสผ่าน');
  }
  for (const url of ['file:///etc/passwd', 'ftp://results.example/feed', 'gopher://127.0.0.1:6379/_INFO', 'javascript:alert(1)']) {
    expect((await setSources([{ url, format: 'site' }])).json().message).toBe('URL ต้องขึ้นต้นด้วย http:// หรือ https://');
  }
  const saved = await setSources([
    { url: 'https://www.glo.or.th/api/lottery/getLatestLottery', format: 'glo' },
    { url: 'http://93.184.215.14:8080/result', format: 'site' },
  ]);
  expect(saved.statusCode).toBe(200);
  expect((await setSources([])).statusCode).toBe(200);
});

test('the address rule: the internet passes, every inside range is caught', () => {
  for (const address of ['8.8.8.8', '1.1.1.1', '100.63.255.255', '100.128.0.0', '172.32.0.1', '2606:4700:4700::1111', '64:ff9b::808:808']) {
    expect([address, isInsideAddress(address)]).toEqual([address, false]);
  }
  for (const address of [
    '127.0.0.1',
    '127.255.255.254',
    '10.255.0.1',
    '172.31.255.255',
    '169.254.169.254',
    '::1',
    '::',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    'fd12::1',
    'fe80::abcd',
    'ff05::2',
    '64:ff9b::7f00:1',
  ]) {
    expect([address, isInsideAddress(address)]).toEqual([address, true]);
  }
});

/** A government round drawn at 16:00 Bangkok on 2 May 2026, due for its import at `now`. */
async function dueRound(): Promise<{ roundId: number; now: Date }> {
  const roundId = await createTestRound(database.db, { code: 'government' });
  const drawAt = new Date('2026-05-02T09:00:00Z');
  await database.db
    .updateTable('rounds')
    .set({
      round_date: '2026-05-02',
      open_at: new Date(drawAt.getTime() - 86_400_000),
      close_at: new Date(drawAt.getTime() - 3_600_000),
      draw_at: drawAt,
    })
    .where('id', '=', roundId)
    .execute();
  return { roundId, now: new Date(drawAt.getTime() + 60_000) };
}

/** Sources written straight to the table: saved before the rule, or a name whose DNS changed since. */
const storeSources = (urls: string[]) =>
  database.db.transaction().execute((trx) =>
    replaceSources(
      trx,
      'government',
      urls.map((url) => ({ url, format: 'glo' as const })),
    ),
  );

const stagedOf = async (roundId: number) =>
  (await app.inject({ method: 'GET', url: `/admin-api/rounds/${roundId}`, headers: { authorization: staff.bearer } })).json().payload
    .staged_result;

afterEach(async () => {
  await storeSources([]);
  await database.db
    .updateTable('rounds')
    .set({ settled_at: new Date() })
    .where('lottery_code', '=', 'government')
    .where('settled_at', 'is', null)
    .execute();
});

test.each([
  ['an IP address of this machine', (pathname: string) => sources.url(pathname)],
  ['the name localhost', (pathname: string) => sources.url(pathname, 'localhost')],
  ['an IPv4-mapped IPv6 address', (pathname: string) => sources.url(pathname, '[::ffff:127.0.0.1]')],
  ['an IPv4 address written as one number', (pathname: string) => sources.url(pathname, '2130706433')],
])('at fetch time, a source at %s is refused and never asked', async (_name, urlOf) => {
  await storeSources([urlOf('/glo/latest')]);
  const { roundId, now } = await dueRound();
  const asked = sources.requests.length;

  await job(false)(database.db, now);

  expect(sources.requests.length).toBe(asked);
  expect(await stagedOf(roundId)).toMatchObject({ state: 'fetching', result: null, sources: [{ failure: 'refused', result: null }] });
  const [fetchRow] = await database.db
    .selectFrom('audit_log')
    .select('after')
    .where('target_type', '=', 'round')
    .where('target_id', '=', String(roundId))
    .execute();
  expect(fetchRow?.after).toMatchObject({ failure: 'refused', http_status: null, answer_sha256: null, answer_bytes: null });
});

test('a name is resolved once and checked: one inside address refuses it, and the connection goes to the checked address', async () => {
  const lookup = jest.spyOn(dns.promises, 'lookup');
  const resolving = (addresses: string[]) =>
    lookup.mockImplementation((async (host: string) => {
      if (host !== 'results.example') throw new Error(`unexpected lookup of ${host}`);
      return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    }) as unknown as typeof dns.promises.lookup);
  const url = sources.url('/glo/latest', 'results.example');
  await storeSources([url]);

  // results.example resolves to this machine (a DNS answer the attacker controls): refused, never asked.
  resolving(['127.0.0.1']);
  const first = await dueRound();
  let asked = sources.requests.length;
  await job(false)(database.db, first.now);
  expect(sources.requests.length).toBe(asked);
  expect(await stagedOf(first.roundId)).toMatchObject({ sources: [{ failure: 'refused' }] });

  // One address outside and one inside is refused whole: the connection could pick either.
  resolving(['93.184.215.14', '127.0.0.1']);
  const second = await dueRound();
  await job(false)(database.db, second.now);
  expect(await stagedOf(second.roundId)).toMatchObject({ sources: [{ failure: 'refused' }] });

  // With fixtures allowed the checked address is the one connected to: `.example` resolves nowhere
  // else, and the name is looked up once (a second lookup could have answered differently).
  resolving(['127.0.0.1']);
  lookup.mockClear();
  const third = await dueRound();
  asked = sources.requests.length;
  await job(true)(database.db, third.now);
  expect(sources.requests.slice(asked)).toEqual(['POST /glo/latest']);
  expect(lookup).toHaveBeenCalledTimes(1);
  expect(await stagedOf(third.roundId)).toMatchObject({ state: 'staged', sources: [{ failure: null, draw_date: '2026-05-02' }] });
});

test('a redirect is never followed, not even to this machine with fixtures allowed', async () => {
  await storeSources([sources.url('/glo/moved')]);
  const { roundId, now } = await dueRound();
  const asked = sources.requests.length;

  await job(true)(database.db, now);

  expect(sources.requests.slice(asked)).toEqual(['POST /glo/moved']);
  expect(await stagedOf(roundId)).toMatchObject({ state: 'fetching', sources: [{ failure: 'redirect', result: null }] });
});
