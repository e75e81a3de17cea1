import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../db/database';
import { testClientAddress } from '../testing/fixtures';
import { createTestRound } from '../testing/lotto';
import { createTestMember, type TestMember } from '../testing/members';
import { createSiteBankAccount, uploadSlip, TEST_PIN } from '../testing/money';
import { setUpTestApp } from '../testing/testApp';

/**
 * Property: whatever a client sends to any route of the app, the server answers below 500, and an
 * API answer is always the envelope of docs/api-conventions.md. The routes are listed from the app's
 * own OpenAPI description, so a route added tomorrow is attacked too.
 */

let app: FastifyInstance;
let database: Database;
setUpTestApp((started) => ({ app, database } = started));

interface Route {
  method: string;
  /** Fastify's form: /admin-api/rounds/:round_id */
  url: string;
  params: string[];
  /** Answers a stream of Server-Sent Events, which stays open as long as the caller reads it. */
  streams: boolean;
}

const INT4_MAX = 2_147_483_647;

/** Values that have broken servers before: edges of the integer columns, NUL, prototype keys, huge and deep things. */
const nastyScalar = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1.5,
    INT4_MAX,
    INT4_MAX + 1,
    -INT4_MAX - 2,
    2 ** 53,
    2 ** 63,
    1e308,
    -1e308,
    5e-324,
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '12\u0000',
    '2147483648',
    '9999999999',
    '99999999999999999999',
    '-1',
    '1e3',
    '0x10',
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    '2026-02-30',
    '9999-12-31T23:59:59Z',
    '+275760-09-13T00:00:00.001Z',
    '-271821-04-20T00:00:00Z',
    '25:61',
    'government',
    'top_two',
    'x'.repeat(5_000),
    '๑๒๓',
    '0000-01-01',
    '9999-12-31T20:00:00Z',
    true,
    false,
    null,
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true }),
);

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** Years 0000 to 99999 as ISO writes them: four digits, or expanded (+/-six digits) past 9999 and before 0. */
const anyYear = fc.integer({ min: 0, max: 99_999 });
const writtenYear = fc.oneof(
  anyYear.map((year) => pad(year, 4)),
  fc.integer({ min: -99_999, max: 99_999 }).map((year) => `${year < 0 ? '-' : '+'}${pad(Math.abs(year), 6)}`),
);

/**
 * Dates and times of every form a date field may meet: calendar dates and ISO times in any year
 * 0000 to 99999 (days and months out of range included), times whose Bangkok date is another year
 * than their UTC one, and the edges of what Date, PostgreSQL and Bangkok formatting hold.
 */
const dateLike: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(writtenYear, fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
    .map(([year, month, day]) => `${year}-${pad(month, 2)}-${pad(day, 2)}`),
  fc
    .tuple(
      writtenYear,
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 31 }),
      fc.integer({ min: 0, max: 24 }),
      fc.integer({ min: 0, max: 59 }),
      fc.constantFrom('Z', '.999Z', '+07:00', '-14:00', '+14:00', ':60Z', ''),
    )
    .map(([year, month, day, hour, minute, zone]) => `${year}-${pad(month, 2)}-${pad(day, 2)}T${pad(hour, 2)}:${pad(minute, 2)}${zone}`),
  fc.constantFrom(
    '0000-01-01',
    '0000-01-01T00:00:00Z',
    '0001-01-01T00:00:00Z',
    '1969-12-31T23:59:59.999Z',
    '1999-12-31T16:59:59.999Z',
    '2099-12-31T16:59:59.999Z',
    '2099-12-31T17:00:00Z',
    '9999-12-31',
    '9999-12-31T16:59:59.999Z',
    '9999-12-31T20:00:00Z',
    '10000-01-01',
    '99999-12-31',
    '+275760-09-13T00:00:00.000Z',
    '+275760-09-13T00:00:00.001Z',
    '-271821-04-20T00:00:00Z',
    '-000001-01-01T00:00:00Z',
    '2026-02-29',
    '2028-02-29',
    '2026-02-30T10:00:00Z',
    '2026-01-16 07:59',
    '2026-01-16T07:59:12.345678901Z',
    '2026-01-16T07:59:12+07',
    'Sat, 01 Jan 10000 00:00:00 GMT',
    '1',
    '-1',
    '0',
    '+0',
    'null',
    '',
  ),
);

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'prototype', 'valueOf', 'hasOwnProperty', '__defineGetter__'];

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyScalar },
  { weight: 1, arbitrary: dateLike },
  { weight: 1, arbitrary: fc.array(nastyScalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...PROTOTYPE_KEYS, 'type', 'number', 'a'), nastyScalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Valid bodies of the routes that take one, to mutate into near misses. Filled in beforeAll. */
const validBodies = new Map<string, Record<string, unknown>>();

function deepNesting(depth: number, open: string, close: string, inner = '1'): string {
  return open.repeat(depth) + inner + close.repeat(depth);
}

type RawBody = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; contentType: string };

const rawBody = (text: string, contentType = 'application/json'): RawBody => ({ kind: 'raw', text, contentType });

const BOUNDARY = '----lottoBoundary';

/** Bodies that are not JSON values: broken JSON, prototype pollution, bombs, broken multipart. */
const malformed: fc.Arbitrary<RawBody> = fc.oneof(
  fc.constantFrom(
    rawBody('{"a":'),
    rawBody('{'),
    rawBody('[1,2'),
    rawBody('nul'),
    rawBody('"unterminated'),
    rawBody('{"a":1}}'),
    rawBody('\u0000'),
    rawBody('{"__proto__":{"admin":true}}'),
    rawBody('{"constructor":{"prototype":{"admin":true}}}'),
    rawBody('{"a":1,"a":2}'),
    rawBody(deepNesting(5_000, '[', ']')),
    rawBody(deepNesting(5_000, '{"a":', '}')),
    rawBody(`[${'1,'.repeat(50_000)}1]`),
    rawBody(`{"place_bet":[${'{},'.repeat(50_000)}{}]}`),
    rawBody('x=1&y=2', 'application/x-www-form-urlencoded'),
    rawBody('hello', 'text/plain'),
    rawBody('{"a":1}', 'application/json; charset=utf-16'),
    rawBody('{"a":1}', 'application/vnd.api+json'),
    rawBody('not multipart', `multipart/form-data; boundary=${BOUNDARY}`),
    rawBody(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc`, `multipart/form-data; boundary=${BOUNDARY}`),
    rawBody(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n--${BOUNDARY}--\r\n`,
      `multipart/form-data; boundary=${BOUNDARY}`,
    ),
    rawBody(`--${BOUNDARY}--\r\n`, 'multipart/form-data'),
    rawBody('--x\r\n\r\n', 'multipart/form-data; boundary='),
  ),
  fc.string({ unit: 'binary', maxLength: 30 }).map((text) => rawBody(text)),
);

function mutate(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let target: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[path[path.length - 1]!] = value;
  return copy;
}

/** Paths of the leaves of a valid body, so a near miss changes one of them. */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, item]) => leafPaths(item, [...prefix, key]))];
}

function bodyFor(route: Route): fc.Arbitrary<RawBody | undefined> {
  const valid = validBodies.get(`${route.method} ${route.url}`) ?? {};
  const paths = leafPaths(valid).filter((path) => path.length > 0);
  const nearMiss =
    paths.length === 0
      ? fc.constant(valid)
      : fc.tuple(fc.constantFrom(...paths), nastyValue).map(([path, value]) => mutate(valid, path, value));
  // Built as an object, never by editing JSON text: a computed key is an own property even when it
  // is __proto__, and JSON.stringify writes it as one.
  const extraKey = fc
    .tuple(fc.constantFrom(...PROTOTYPE_KEYS, 'extra'), nastyValue)
    .map(([key, value]): object => ({ [key]: value === undefined ? null : value, ...valid }));
  const hugeArray = fc.tuple(fc.constantFrom(...(paths.length ? paths : [['x']])), fc.constantFrom(1_000, 20_000)).map(([path, length]) =>
    mutate(
      valid,
      path,
      Array.from({ length }, () => (path.includes('place_bet') ? {} : 1)),
    ),
  );
  const hugeSlip = fc.constantFrom(1_000, 10_000).map((length) => ({
    ...valid,
    place_bet: Array.from({ length }, () => ({ ...(((valid.place_bet as unknown[]) ?? [])[0] as object) })),
  }));
  const deep = fc
    .tuple(fc.constantFrom(...(paths.length ? paths : [['x']])), fc.integer({ min: 50, max: 2_000 }))
    .map(([path, depth]) => mutate(valid, path, JSON.parse(deepNesting(depth, '[', ']'))));
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 2, arbitrary: fc.constant(valid).map((value) => ({ kind: 'json' as const, value })) },
    { weight: 8, arbitrary: nearMiss.map((value) => ({ kind: 'json' as const, value })) },
    { weight: 2, arbitrary: extraKey.map((value) => ({ kind: 'json' as const, value })) },
    { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => ({ kind: 'json' as const, value })) },
    { weight: 1, arbitrary: hugeArray.map((value) => ({ kind: 'json' as const, value })) },
    { weight: 1, arbitrary: hugeSlip.map((value) => ({ kind: 'json' as const, value })) },
    { weight: 1, arbitrary: deep.map((value) => ({ kind: 'json' as const, value })) },
    { weight: 3, arbitrary: malformed },
  );
}

const paramValue = fc.oneof(
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '2147483647',
    '2147483648',
    '99999999999999999999',
    '1.5',
    'abc',
    '%00',
    '%ZZ',
    '__proto__',
    'government',
  ),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);

const queryString = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(
      fc.constantFrom('page', 'status', 'limit', 'date', '__proto__', 'constructor', 'a'),
      fc.oneof(paramValue, dateLike.map(encodeURIComponent)),
      { maxKeys: 3 },
    )
    .map(
      (query) =>
        `?${Object.entries(query)
          .map(([key, value]) => `${key}=${value}`)
          .join('&')}`,
    ),
  fc.constantFrom('?page=1&page=2', '?page[]=1', '?page=%00', `?status=${'x'.repeat(10_000)}`, '?=&&=', '?page=1e999'),
);

let member: TestMember;
let staff: TestMember;
let roundId: string;

type Auth = 'none' | 'member' | 'staff' | 'garbage';
const authHeader = (auth: Auth): Record<string, string> =>
  auth === 'member'
    ? { authorization: member.bearer }
    : auth === 'staff'
      ? { authorization: staff.bearer }
      : auth === 'garbage'
        ? { authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' }
        : {};

function injectOptions(route: Route, params: string[], query: string, auth: Auth, body: RawBody | undefined): InjectOptions {
  let url = route.url;
  route.params.forEach((name, index) => {
    url = url.replace(`:${name}`, params[index] ?? '1');
  });
  // A client address each, so that the per-address rate limits let every case reach its route.
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: url + query,
    headers: authHeader(auth),
    remoteAddress: testClientAddress(),
  };
  if (body === undefined || route.method === 'GET' || route.method === 'HEAD') return options;
  if (body.kind === 'json') {
    options.payload = JSON.stringify(body.value) ?? 'null';
    options.headers = { ...options.headers, 'content-type': 'application/json' };
  } else {
    options.payload = body.text;
    options.headers = { ...options.headers, 'content-type': body.contentType };
  }
  return options;
}

function apiRoutes(): Route[] {
  const spec = (
    app as unknown as { swagger(): { paths: Record<string, Record<string, { responses?: Record<string, { content?: object }> }>> } }
  ).swagger();
  return Object.entries(spec.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      url: path.replace(/\{(\w+)\}/g, ':$1'),
      params: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!),
      streams: 'text/event-stream' in (operation.responses?.['200']?.content ?? {}),
    })),
  );
}

const ENVELOPE_KEYS = new Set(['status', 'code', 'message', 'payload']);

/** Why an answer breaks the property, or null. */
function violation(statusCode: number, contentType: string, body: string, isApi: boolean): string | null {
  if (statusCode >= 500) return `answered ${statusCode}`;
  if (!isApi || !contentType.startsWith('application/json')) return statusCode >= 400 && isApi ? 'failure without the JSON envelope' : null;
  const answer = JSON.parse(body) as Record<string, unknown>;
  if (Object.keys(answer).some((key) => !ENVELOPE_KEYS.has(key))) return 'keys outside the envelope';
  if (statusCode >= 400) {
    const thai = typeof answer.message === 'string' && /[\u0E00-\u0E7F]/.test(answer.message);
    return answer.status === 'error' && typeof answer.code === 'string' && /^[A-Z_]+$/.test(answer.code) && thai
      ? null
      : `failure outside the envelope: ${body.slice(0, 200)}`;
  }
  return answer.status === 'success' && typeof answer.message === 'string' && 'payload' in answer ? null : 'success outside the envelope';
}

beforeAll(async () => {
  const db = database.db;
  member = await createTestMember(app, db, { credit: 100_000_000n });
  staff = await createTestMember(app, db, { role: 'staff' });
  roundId = String(await createTestRound(db));
  const bankId = 4;
  await createSiteBankAccount(db, { bankId });
  const fileUrl = await uploadSlip(app, member);
  const line = { type: 'top_two', number: '59', amount: 1, rate: 90, round_id: roundId };
  const bodies: Record<string, Record<string, unknown>> = {
    'POST /cl-api/auth/login': { username: '0800000001', password: 'demo1234' },
    'POST /cl-api/auth/refresh': { refresh_token: 'x' },
    'POST /cl-api/auth/logout': { refresh_token: 'x' },
    'POST /cl-api/auth/check-username': { username: '0812345678' },
    'POST /cl-api/auth/check-account-number': { account_number: '1234567890' },
    'POST /cl-api/auth/register': {
      username: '0812345678',
      password: 'secret12',
      confirm_password: 'secret12',
      accounts: [{ bank_id: 4, account_name: 'สมชาย ใจดีมาก', account_number: '1234567890' }],
    },
    'POST /lto-public-api/deposit': { amount: 100, bank_id: bankId, time: '09:30', file_url: fileUrl },
    'POST /lto-public-api/withdraw': { amount: 100, pin: TEST_PIN },
    'POST /lto-public-api/transaction': { type: '', page: 1 },
    'POST /lto-public-api/lotto/number_paid': { round_id: roundId, type: 'top_two', number: '59' },
    'POST /lto-public-api/lotto/place_bet': { round_id: roundId, place_bet: [line] },
    'POST /lto-public-api/lotto/cancel_order': { round_id: roundId, createdAt: new Date().toISOString() },
    'POST /lto-public-api/lotto/bet_result': { name: 'government', date: '2026-11-16' },
    'POST /lto-public-api/lotto/result_dates': { name: 'government' },
    'POST /lto-public-api/lotto/pay_rate': { name: 'government' },
    'POST /lto-public-api/lotto/history': { name: '', status: '', page: 1, limit: 25 },
    'POST /lto-public-api/lotto/history_detail': { round_id: roundId, date: '' },
    'POST /admin-api/rounds/:round_id/result': { '3top': '123', '2top': '23', '2bottom': '45' },
    'PATCH /admin-api/rounds/:round_id': { draw_at: new Date(Date.now() + 7_200_000).toISOString() },
    'POST /admin-api/limited-numbers': {
      lottery_code: 'government',
      type: 'top_two',
      number: '59',
      rate: 50,
      closed: false,
      stake_cap: 1000,
    },
    'POST /admin-api/deposits/:id/reject': { reason: 'ไม่พบยอดโอน' },
    'POST /admin-api/withdrawals/:id/reject': { reason: 'ไม่พบยอดโอน' },
  };
  for (const [key, body] of Object.entries(bodies)) validBodies.set(key, body);
});

/** At least 5,000 requests across every route per run. */
const RUNS = 5_000;

test(`no input makes any route answer 5xx or leave the envelope (${RUNS} requests)`, async () => {
  const routes = apiRoutes();
  expect(routes.length).toBeGreaterThan(30);
  const request = fc.constantFrom(...routes).chain((route) =>
    fc.record({
      route: fc.constant(route),
      params: fc.array(paramValue, { minLength: route.params.length, maxLength: route.params.length }),
      query: queryString,
      // A stream a valid token opens never ends under inject: streams are attacked without one.
      auth: route.streams
        ? fc.constantFrom<Auth>('none', 'garbage')
        : fc.constantFrom<Auth>('none', 'member', 'member', 'staff', 'staff', 'garbage'),
      body: bodyFor(route),
    }),
  );
  // A failing run names its seed; PROPERTY_SEED replays it.
  const seed = Number(process.env.PROPERTY_SEED ?? Date.now() % 2 ** 31);
  const failures = new Map<string, string>();
  let cases = 0;
  let fiveHundreds = 0;
  const attacked = new Set<string>();
  await fc.assert(
    fc.asyncProperty(request, async ({ route, params, query, auth, body }) => {
      const options = injectOptions(route, params, query, auth, body);
      const response = await app.inject(options);
      cases += 1;
      attacked.add(`${route.method} ${route.url}`);
      if (response.statusCode >= 500) fiveHundreds += 1;
      const problem = violation(
        response.statusCode,
        String(response.headers['content-type'] ?? ''),
        response.body,
        /^\/(cl-api|lto-public-api|admin-api)\//.test(route.url),
      );
      if (problem) {
        const key = `${route.method} ${route.url}: ${problem}`;
        if (!failures.has(key)) failures.set(key, `${options.url} ${String(options.payload ?? '')}`.slice(0, 300));
      }
    }),
    { numRuns: RUNS, seed },
  );
  console.log(`${cases} cases, ${fiveHundreds} 5xx`);
  expect({ seed, failures: Object.fromEntries(failures) }).toEqual({ seed, failures: {} });
  expect(attacked.size).toBe(routes.length);
}, 300_000);

interface DocumentedOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

interface DateField {
  route: Route;
  name: string;
  in: 'query' | 'body';
}

/** A field is a date by its name: date, createdAt, since, or a time ending in _at. */
const isDateName = (name: string) => /^date$|_date$|_at$|^createdAt$|^since$/.test(name);

/** Every date field of every route, read from /docs like the routes themselves. */
function dateFields(): DateField[] {
  const spec = (app as unknown as { swagger(): { paths: Record<string, Record<string, DocumentedOperation>> } }).swagger();
  const routes = new Map(apiRoutes().map((route) => [`${route.method} ${route.url}`, route]));
  return Object.entries(spec.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const route = routes.get(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`)!;
      const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query' && isDateName(parameter.name));
      const body = Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}).filter(isDateName);
      return [
        ...query.map((parameter): DateField => ({ route, name: parameter.name, in: 'query' })),
        ...body.map((name): DateField => ({ route, name, in: 'body' })),
      ];
    }),
  );
}

const DATE_RUNS = 1_500;

test(`no date in any date field of any route makes it answer 5xx (${DATE_RUNS} requests)`, async () => {
  const fields = dateFields();
  const names = fields.map((field) => `${field.route.method} ${field.route.url} ${field.in}.${field.name}`);
  // The walk finds the date fields of the issue, public and staff, so it cannot pass by finding none.
  expect(names).toEqual(
    expect.arrayContaining([
      'POST /lto-public-api/lotto/bet_result body.date',
      'POST /lto-public-api/lotto/history_detail body.date',
      'POST /lto-public-api/lotto/cancel_order body.createdAt',
      'GET /admin-api/rounds query.date',
      'PATCH /admin-api/rounds/:round_id body.open_at',
      'PATCH /admin-api/rounds/:round_id body.start_at',
      'PATCH /admin-api/rounds/:round_id body.draw_at',
      'GET /cl-api/auth/session-result query.since',
    ]),
  );
  const seed = Number(process.env.PROPERTY_SEED ?? Date.now() % 2 ** 31);
  const failures = new Map<string, string>();
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...fields), dateLike, async (field, date) => {
      const { route } = field;
      const valid = validBodies.get(`${route.method} ${route.url}`) ?? {};
      const query = field.in === 'query' ? `?${field.name}=${encodeURIComponent(date)}` : '';
      const body: RawBody = { kind: 'json', value: field.in === 'body' ? { ...valid, [field.name]: date } : valid };
      const options = injectOptions(
        route,
        route.params.map(() => roundId),
        query,
        route.url.startsWith('/admin-api/') ? 'staff' : 'member',
        body,
      );
      const response = await app.inject(options);
      if (response.statusCode >= 500) failures.set(`${route.method} ${route.url} ${field.name}`, `${date}: ${response.body.slice(0, 200)}`);
    }),
    { numRuns: DATE_RUNS, seed },
  );
  expect({ seed, failures: Object.fromEntries(failures) }).toEqual({ seed, failures: {} });
}, 300_000);
