import { th, validationMessages as m } from '@lotto/shared';
import * as yup from 'yup';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { createTestRound } from '../testing/lotto';
import { createTestMember, type TestMember } from '../testing/members';
import { setUpTestApp } from '../testing/testApp';
import { requestSchema, toJsonSchema } from './requestSchema';
import { routesWithoutSharedSchemas } from './validation';

/** The causes of the 500s an attack on the API once found, each through the whole app. */

let app: FastifyInstance;
let database: Database;
setUpTestApp((started) => ({ app, database } = started));

let member: TestMember;
let staff: TestMember;
let roundId: number;

beforeAll(async () => {
  member = await createTestMember(app, database.db, { credit: 10_000n });
  staff = await createTestMember(app, database.db, { role: 'staff' });
  roundId = await createTestRound(database.db);
});

const refused = { status: 'error', code: 'VALIDATION', message: th.errors.validation };
/** A refusal by a rule without a message of its own names the field by its key. */
const refusedField = (field: string) => ({ ...refused, message: `ข้อมูลไม่ถูกต้อง: ${field}` });

async function post(url: string, payload: unknown, who?: TestMember) {
  return app.inject({ method: 'POST', url, payload: payload as object, headers: who ? { authorization: who.bearer } : {} });
}

test('a key such as valueOf or constructor is refused as unknown, without logging in too', async () => {
  const login = await post('/cl-api/auth/login', { username: '0800000001', password: 'demo1234', valueOf: '' });
  expect([login.statusCode, login.json()]).toEqual([400, refusedField('valueOf')]);
  const paid = await post(
    '/lto-public-api/lotto/number_paid',
    { round_id: String(roundId), type: 'top_two', number: '59', constructor: 1 },
    member,
  );
  expect([paid.statusCode, paid.json()]).toEqual([400, refusedField('constructor')]);
  const line = { type: 'top_two', number: '59', amount: 1, rate: 90, round_id: String(roundId), toString: 1 };
  const slip = await post('/lto-public-api/lotto/place_bet', { round_id: String(roundId), place_bet: [line] }, member);
  expect([slip.statusCode, slip.json()]).toEqual([400, refusedField('place_bet[0].toString')]);
});

test('NUL in a body, a path or a query string never reaches the database', async () => {
  const check = await post('/cl-api/auth/check-account-number', { account_number: '12\u000034' });
  expect([check.statusCode, check.json()]).toEqual([400, refusedField('account_number')]);
  const logo = await app.inject({ method: 'GET', url: '/lto-public-api/lotto/logo/%00.svg' });
  expect([logo.statusCode, logo.json()]).toEqual([400, refusedField('code')]);
  const slip = await app.inject({ method: 'GET', url: '/lto-public-api/slip/%00', headers: { authorization: member.bearer } });
  expect([slip.statusCode, slip.json()]).toEqual([400, refusedField('id')]);
});

test('a page or an id beyond its column is refused', async () => {
  for (const page of ['1e999', '99999999999999999999', '0', '1.5']) {
    const list = await app.inject({ method: 'GET', url: `/admin-api/deposits?page=${page}`, headers: { authorization: staff.bearer } });
    expect([list.statusCode, list.json()]).toEqual([400, refusedField('page')]);
  }
  const statement = await post('/lto-public-api/transaction', { page: 9e294 }, member);
  expect([statement.statusCode, statement.json()]).toEqual([400, refusedField('page')]);
  const history = await post('/lto-public-api/lotto/history', { page: 1e300 }, member);
  expect([history.statusCode, history.json()]).toEqual([400, { ...refused, message: th.lotto.pageInvalid }]);
  const paid = await post('/lto-public-api/lotto/number_paid', { round_id: '9999999999', type: 'top_two', number: '59' }, member);
  expect([paid.statusCode, paid.json()]).toEqual([400, { ...refused, message: m.bet.roundRequired }]);
  const detail = await post('/lto-public-api/lotto/history_detail', { round_id: 2147483648 }, member);
  expect([detail.statusCode, detail.json()]).toEqual([400, { ...refused, message: th.lotto.roundIdInvalid }]);
  const deposit = await post('/lto-public-api/deposit', { amount: 100, bank_id: 1e300, time: '09:30', file_url: '/x' }, member);
  expect([deposit.statusCode, deposit.json()]).toEqual([400, { ...refused, message: m.deposit.bankInvalid }]);
});

test('a URL that cannot be decoded answers in the envelope', async () => {
  const response = await app.inject({ method: 'GET', url: '/lto-public-api/slip/%ZZ' });
  expect([response.statusCode, response.json()]).toEqual([400, refused]);
});

test("a multipart body without its boundary is the client's error", async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/lto-public-api/upload_slip',
    headers: { authorization: member.bearer, 'content-type': 'multipart/form-data' },
    payload: '------x--\r\n',
  });
  expect([response.statusCode, response.json()]).toEqual([400, { ...refused, message: th.money.uploadFailed }]);
});

test('malformed JSON is a 400 in the envelope', async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/lto-public-api/lotto/place_bet',
    headers: { authorization: member.bearer, 'content-type': 'application/json' },
    payload: '{"round_id":',
  });
  expect([response.statusCode, response.json()]).toEqual([400, refused]);
});

test('a slip past its line limit is refused with its Thai message', async () => {
  const line = { type: 'top_two', number: '59', amount: 1, rate: 90, round_id: String(roundId) };
  const response = await post('/lto-public-api/lotto/place_bet', { round_id: String(roundId), place_bet: Array(600).fill(line) }, member);
  expect([response.statusCode, response.json()]).toEqual([400, { ...refused, message: m.bet.tooManyLines }]);
});

test('every request part of every route comes from a shared yup schema', () => {
  expect(routesWithoutSharedSchemas()).toEqual([]);
});

describe('the OpenAPI schema at /docs is derived from the same yup schema', () => {
  it('carries types, bounds, required fields and no other keys', () => {
    const schema = yup.object({
      id: yup.number().required().integer().min(1).max(2_147_483_647),
      code: yup
        .string()
        .required()
        .matches(/^[a-z]+$/)
        .max(40),
      lines: yup
        .array()
        .of(yup.object({ rate: yup.number().moreThan(0).max(100) }))
        .max(3),
      kind: yup.string().oneOf(['a', 'b']),
    });
    expect(toJsonSchema(schema.describe())).toEqual({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'code'],
      properties: {
        id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
        code: { type: 'string', pattern: '^[a-z]+$', maxLength: 40 },
        lines: {
          type: 'array',
          maxItems: 3,
          items: {
            type: 'object',
            additionalProperties: false,
            properties: { rate: { type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 100 } },
          },
        },
        kind: { type: 'string', enum: ['a', 'b'] },
      },
    });
  });

  it('is what /docs shows for a route', () => {
    const spec = (app as unknown as { swagger(): { paths: Record<string, Record<string, { requestBody?: unknown }>> } }).swagger();
    const placeBet = spec.paths['/lto-public-api/lotto/place_bet']!.post!.requestBody as {
      content: Record<string, { schema: { properties: { place_bet: { maxItems: number } } } }>;
    };
    expect(placeBet.content['application/json']!.schema.properties.place_bet.maxItems).toBe(500);
  });

  it('cannot be made from a schema with an unbounded number or array', () => {
    expect(() => requestSchema(yup.object({ page: yup.number().min(1) }))).toThrow('request.page: a number needs a minimum and a maximum');
    expect(() => requestSchema(yup.object({ lines: yup.array().of(yup.string()) }))).toThrow(
      'request.lines: an array needs a maximum length',
    );
  });
});
