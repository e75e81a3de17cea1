import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { errorHandler } from '../http/errors';
import { requestValidation } from '../http/validation';
import { buildAuthTestApp, registerMember, TEST_PASSWORD_HASH_COST, type RegisteredMember } from '../testing/authApp';
import { testPhone } from '../testing/members';
import { createTestDatabase } from '../testing/testDb';
import { accessTokens } from './accessToken';
import { DEVICE_COOKIE_NAME } from './deviceCookie';
import { authGate } from './gate';
import { LOGIN_ATTEMPT_LIMITS, LONGEST_LOGIN_DELAY_SECONDS, PHONE_FAILURES_BEFORE_DELAY } from './loginAttempts';
import { authRoutes } from './routes';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildAuthTestApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const LOGIN_FAILED = { status: 'error', code: 'UNAUTHORIZED', message: 'Username หรือ Password ผิด' };
const RATE_LIMITED = { status: 'error', code: 'RATE_LIMITED', message: 'เข้าสู่ระบบผิดหลายครั้งเกินไป กรุณาลองใหม่ใน 15 นาที' };

let addressSerial = 0;
/** An address no other test has used. */
const newAddress = () => {
  addressSerial += 1;
  return `10.77.${Math.floor(addressSerial / 250)}.${addressSerial % 250}`;
};

const login = (username: string, password: string, remoteAddress: string, deviceCookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/cl-api/auth/login',
    payload: { username, password },
    remoteAddress,
    headers: deviceCookie ? { cookie: `theme=dark; ${deviceCookie}` } : {},
  });

const setCookiesOf = (response: { headers: Record<string, unknown> }): string[] => {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : ([] as string[]).concat(header as string | string[]);
};

/** The device cookie (`name=value`) a successful login of the member sets on this device. */
async function deviceCookieOf(member: RegisteredMember): Promise<string> {
  const response = await login(member.username, member.password, newAddress());
  expect(response.statusCode).toBe(200);
  const cookie = setCookiesOf(response).find((header) => header.startsWith(`${DEVICE_COOKIE_NAME}=`));
  expect(cookie).toBeDefined();
  return cookie!.split(';')[0]!;
}

/**
 * Failures of the member's phone number from as many addresses as slow its cookieless attempts;
 * then the delay is stretched to its longest, as if more addresses had kept trying, so that it
 * outlasts the test however slow the machine.
 */
async function slowPhoneFromManyAddresses(member: RegisteredMember): Promise<void> {
  for (let attempt = 0; attempt < PHONE_FAILURES_BEFORE_DELAY; attempt += 1) {
    expect((await login(member.username, 'wrong-password', newAddress())).statusCode).toBe(401);
  }
  const slowed = await login(member.username, member.password, newAddress());
  expect(slowed.statusCode).toBe(429);
  expect(slowed.json().code).toBe('RATE_LIMITED');
  await database.db
    .updateTable('login_attempts')
    .set({ blocked_until: sql<Date>`now() + make_interval(secs => ${LONGEST_LOGIN_DELAY_SECONDS})` })
    .where('key', '=', `phone:${member.username}`)
    .execute();
}

describe('login throttling that an attacker elsewhere cannot turn against the owner', () => {
  test('the owner logs in at the first try while one address guesses their password at 5 per second; the attacker is locked', async () => {
    const member = await registerMember(app);
    const ownersCookie = await deviceCookieOf(member);
    const attacker = newAddress();
    const attackerAnswers: { status: number; body: unknown }[] = [];
    const ownerStatuses: number[] = [];
    const attempts = LOGIN_ATTEMPT_LIMITS.address + 5;

    for (let attempt = 0; attempt < attempts; attempt += 1) {
      const started = Date.now();
      const guess = await login(member.username, `guess-${attempt}`, attacker);
      attackerAnswers.push({ status: guess.statusCode, body: guess.json() });
      // The owner comes now and then, once from a new address without a cookie, once with their device.
      if (attempt === 7 || attempt === 16) ownerStatuses.push((await login(member.username, member.password, newAddress())).statusCode);
      if (attempt === 12 || attempt === 25) {
        ownerStatuses.push((await login(member.username, member.password, newAddress(), ownersCookie)).statusCode);
      }
      await sleep(Math.max(0, 200 - (Date.now() - started)));
    }

    expect(ownerStatuses).toEqual([200, 200, 200, 200]);
    // The attacking (phone, address) pair is locked after 5 failures: each later guess is refused unchecked.
    expect(attackerAnswers.slice(0, LOGIN_ATTEMPT_LIMITS.pair)).toEqual(
      Array(LOGIN_ATTEMPT_LIMITS.pair).fill({ status: 401, body: LOGIN_FAILED }),
    );
    expect(attackerAnswers.slice(LOGIN_ATTEMPT_LIMITS.pair)).toEqual(
      Array(attempts - LOGIN_ATTEMPT_LIMITS.pair).fill({ status: 429, body: RATE_LIMITED }),
    );
    // More than 30 attempts lock the attacking address for every phone number; others still log in.
    const other = await registerMember(app);
    const fromAttacker = await login(other.username, other.password, attacker);
    expect(fromAttacker.statusCode).toBe(429);
    expect(fromAttacker.json()).toEqual(RATE_LIMITED);
    expect((await login(other.username, other.password, newAddress())).statusCode).toBe(200);
  }, 30_000);

  test("a valid device cookie lets its owner in while failures from many addresses slow the phone number; another phone's or a forged cookie does not", async () => {
    const member = await registerMember(app);
    const other = await registerMember(app);
    const ownersCookie = await deviceCookieOf(member);
    const othersCookie = await deviceCookieOf(other);
    await slowPhoneFromManyAddresses(member);

    const [name, value] = ownersCookie.split('=') as [string, string];
    const forged = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const cookie of [othersCookie, forged, `${name}=nonsense`]) {
      const refused = await login(member.username, member.password, newAddress(), cookie);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
    }

    expect((await login(member.username, member.password, newAddress(), ownersCookie)).statusCode).toBe(200);
  });

  test('an owner with a valid device cookie is not slowed even from an address that failed for others and for them', async () => {
    const member = await registerMember(app);
    const ownersCookie = await deviceCookieOf(member);
    const shared = newAddress();
    for (let attempt = 0; attempt <= LOGIN_ATTEMPT_LIMITS.pair; attempt += 1) await login(member.username, 'wrong-password', shared);
    for (let attempt = 0; attempt < LOGIN_ATTEMPT_LIMITS.address; attempt += 1) await login(testPhone(), 'guess123', shared);
    const withoutCookie = await login(member.username, member.password, shared);
    expect(withoutCookie.statusCode).toBe(429);
    expect(withoutCookie.json()).toEqual(RATE_LIMITED);

    expect((await login(member.username, member.password, shared, ownersCookie)).statusCode).toBe(200);
  });

  test(`a device cookie allows ${LOGIN_ATTEMPT_LIMITS.pair} failures like an address, then that device is locked; the owner's other devices are not`, async () => {
    const member = await registerMember(app);
    const cookie = await deviceCookieOf(member);
    for (let attempt = 0; attempt < LOGIN_ATTEMPT_LIMITS.pair; attempt += 1) {
      const failed = await login(member.username, 'wrong-password', newAddress(), cookie);
      expect(failed.statusCode).toBe(401);
      expect(failed.json()).toEqual(LOGIN_FAILED);
    }

    const locked = await login(member.username, member.password, newAddress(), cookie);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(RATE_LIMITED);
    expect((await login(member.username, member.password, newAddress())).statusCode).toBe(200);
  });

  test('a successful login keeps the device id of a valid cookie of its phone number and gives a new one otherwise', async () => {
    const member = await registerMember(app);
    const cookie = await deviceCookieOf(member);
    const again = setCookiesOf(await login(member.username, member.password, newAddress(), cookie));
    expect(again.map((header) => header.split(';')[0])).toEqual([cookie]);

    const other = await registerMember(app);
    const othersCookie = setCookiesOf(await login(other.username, other.password, newAddress(), cookie))[0]!.split(';')[0];
    expect(othersCookie).toMatch(new RegExp(`^${DEVICE_COOKIE_NAME}=`));
    expect(othersCookie).not.toBe(cookie);
  });

  test('a failed login sets no cookie', async () => {
    const member = await registerMember(app);
    expect(setCookiesOf(await login(member.username, 'wrong-password', newAddress()))).toEqual([]);
  });
});

describe('the device cookie', () => {
  let proxied: FastifyInstance;

  beforeAll(async () => {
    // Behind a TLS-terminating proxy, as in production: X-Forwarded-Proto tells the request was https.
    proxied = Fastify({ logger: false, trustProxy: true });
    await proxied.register(errorHandler);
    await proxied.register(requestValidation);
    await proxied.register(authGate, { database, tokens: accessTokens('a-test-secret-of-enough-length-0123456789') });
    await proxied.register(authRoutes, { database, passwordHashCost: TEST_PASSWORD_HASH_COST });
    await proxied.ready();
  });

  afterAll(() => proxied?.close());

  const loginOver = async (protocol: 'http' | 'https', member: RegisteredMember) => {
    const response = await proxied.inject({
      method: 'POST',
      url: '/cl-api/auth/login',
      payload: { username: member.username, password: member.password },
      headers: { 'x-forwarded-for': newAddress(), 'x-forwarded-proto': protocol },
    });
    expect(response.statusCode).toBe(200);
    return setCookiesOf(response);
  };

  test('is HttpOnly, SameSite=Strict, a year long, sent to the login only, and Secure over https', async () => {
    const member = await registerMember(app);

    const [overHttps] = await loginOver('https', member);
    const attributes = overHttps!.split(/;\s*/).slice(1).sort();
    expect(attributes).toEqual(['HttpOnly', 'Max-Age=31536000', 'Path=/cl-api/auth/login', 'SameSite=Strict', 'Secure']);
    expect(overHttps).toMatch(new RegExp(`^${DEVICE_COOKIE_NAME}=[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43};`));

    const [overHttp] = await loginOver('http', member);
    expect(overHttp).not.toMatch(/Secure/);
  });

  test("is signed with the server's key: another server's cookie does not count", async () => {
    const member = await registerMember(app);
    const [fromProxied] = await loginOver('https', member);
    await slowPhoneFromManyAddresses(member);

    const refused = await login(member.username, member.password, newAddress(), fromProxied!.split(';')[0]);
    expect(refused.statusCode).toBe(429);
  });
});
