import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { buildAuthTestApp, newRegistration, registerMember } from '../testing/authApp';
import { tempDir, testConfig } from '../testing/fixtures';
import { createTestMember, testPhone } from '../testing/members';
import { setUpTestApp } from '../testing/testApp';

let database: Database;
let app: FastifyInstance;

setUpTestApp((started) => ({ app, database } = started), { build: buildAuthTestApp });

const NOT_LOGGED_IN = { status: 'error', code: 'UNAUTHORIZED', message: 'กรุณาเข้าสู่ระบบ' };

describe('me', () => {
  test('answers the member with credit in baht', async () => {
    const member = await createTestMember(app, database.db, { credit: 1_234_567n });

    const response = await app.inject({ method: 'GET', url: '/cl-api/auth/me', headers: { authorization: member.bearer } });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: '',
      payload: { id: member.id, username: member.username, credit: 12345.67, role: 'member' },
    });
  });

  test.each([
    ['no token', {}],
    ['a token that is no token', { authorization: 'Bearer nonsense' }],
  ])('%s is 401', async (_case, headers) => {
    const response = await app.inject({ method: 'GET', url: '/cl-api/auth/me', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(NOT_LOGGED_IN);
  });
});

describe('member-bank', () => {
  test("lists the member's bank accounts with the bank's names", async () => {
    const registration = newRegistration();
    const { token } = await registerMember(app, registration);

    const response = await app.inject({ method: 'GET', url: '/cl-api/auth/member-bank', headers: { authorization: `Bearer ${token}` } });

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual([
      {
        bank_id: 4,
        short_name: 'SCB',
        name: 'ไทยพาณิชย์',
        account_name: 'สมชาย ใจดีมาก',
        account_number: registration.accounts[0]!.account_number,
      },
    ]);
  });

  test('is empty for a member without one, and needs a token', async () => {
    const member = await createTestMember(app, database.db);
    const response = await app.inject({ method: 'GET', url: '/cl-api/auth/member-bank', headers: { authorization: member.bearer } });
    expect(response.json().payload).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/cl-api/auth/member-bank' })).statusCode).toBe(401);
  });
});

describe('availability checks of the registration form, open to guests', () => {
  test('check-username', async () => {
    const { username } = await registerMember(app);
    const check = (name: string) => app.inject({ method: 'POST', url: '/cl-api/auth/check-username', payload: { username: name } });

    expect((await check(username)).json()).toEqual({ status: 'success', message: '', payload: { available: false } });
    expect((await check(testPhone())).json().payload).toEqual({ available: true });
    // The form checks from the ninth digit on.
    expect((await check(username.slice(0, 9))).json().payload).toEqual({ available: true });
  });

  test('check-account-number', async () => {
    const registration = newRegistration();
    await registerMember(app, registration);
    const check = (accountNumber: string) =>
      app.inject({ method: 'POST', url: '/cl-api/auth/check-account-number', payload: { account_number: accountNumber } });

    expect((await check(registration.accounts[0]!.account_number)).json().payload).toEqual({ available: false });
    expect((await check(newRegistration().accounts[0]!.account_number)).json().payload).toEqual({ available: true });
  });

  test('a missing field is a validation failure', async () => {
    const response = await app.inject({ method: 'POST', url: '/cl-api/auth/check-username', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', code: 'VALIDATION', message: 'ข้อมูลไม่ถูกต้อง: username' });
  });
});

describe('in the whole app', () => {
  let fullApp: FastifyInstance;

  beforeAll(async () => {
    fullApp = await buildApp(testConfig(tempDir()), { database });
  });

  afterAll(() => fullApp?.close());

  test('the auth routes are registered and documented, login and register with their required fields', async () => {
    const { paths } = (await fullApp.inject({ method: 'GET', url: '/docs/json' })).json();

    for (const name of ['login', 'refresh', 'logout', 'me', 'member-bank', 'check-username', 'check-account-number', 'register']) {
      expect(Object.keys(paths)).toContain(`/cl-api/auth/${name}`);
    }
    for (const name of ['login', 'register']) {
      const body = paths[`/cl-api/auth/${name}`].post.requestBody.content['application/json'].schema;
      expect(body.properties).toHaveProperty('username');
      expect(body.required).toEqual(expect.arrayContaining(['username', 'password']));
      expect(body.additionalProperties).toBe(false);
    }
  });

  test("the yup schema, not Fastify's validation, answers a wrong registration", async () => {
    const response = await fullApp.inject({ method: 'POST', url: '/cl-api/auth/register', payload: { accounts: 'none' } });
    expect(response.json()).toEqual({ status: 'error', code: 'VALIDATION', message: 'กรุณาระบุเบอร์โทร' });
  });
});
