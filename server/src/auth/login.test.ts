import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { buildAuthTestApp, registerMember } from '../testing/authApp';
import { testPhone } from '../testing/members';
import { setUpTestApp } from '../testing/testApp';
import { LOGIN_ATTEMPT_LIMITS, PHONE_FAILURES_BEFORE_DELAY, phoneDelaySeconds } from './loginAttempts';

let database: Database;
let app: FastifyInstance;

setUpTestApp((started) => ({ app, database } = started), { build: buildAuthTestApp });

const LOGIN_FAILED = { status: 'error', code: 'UNAUTHORIZED', message: 'Username หรือ Password ผิด' };
const RATE_LIMITED = { status: 'error', code: 'RATE_LIMITED', message: 'เข้าสู่ระบบผิดหลายครั้งเกินไป กรุณาลองใหม่ใน 15 นาที' };

let addressSerial = 0;
/** Each test logs in from its own address, so that the per-address limit of one does not touch another. */
const newAddress = () => {
  addressSerial += 1;
  return `10.0.${Math.floor(addressSerial / 250)}.${addressSerial % 250}`;
};

const login = (payload: object, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/cl-api/auth/login', payload, remoteAddress });

test('the right password answers an access token and a refresh token', async () => {
  const member = await registerMember(app);

  const response = await login({ username: member.username, password: member.password }, newAddress());

  expect(response.statusCode).toBe(200);
  const { payload } = response.json();
  expect(Object.keys(payload).sort()).toEqual(['refresh_token', 'token']);
  const me = await app.inject({ method: 'GET', url: '/cl-api/auth/me', headers: { authorization: `Bearer ${payload.token}` } });
  expect(me.json().payload.username).toBe(member.username);
});

test('a wrong password, an unknown phone number and a suspended member get the same answer', async () => {
  const address = newAddress();
  const member = await registerMember(app);
  const suspended = await registerMember(app);
  await database.db.updateTable('members').set({ status: 'suspended' }).where('username', '=', suspended.username).execute();

  for (const payload of [
    { username: member.username, password: 'wrong-password' },
    { username: testPhone(), password: member.password },
    { username: suspended.username, password: suspended.password },
  ]) {
    const response = await login(payload, address);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(LOGIN_FAILED);
  }
});

test('a missing field is a validation failure with a Thai message', async () => {
  const response = await login({ username: '0812345678' }, newAddress());
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ status: 'error', code: 'VALIDATION', message: 'ข้อมูลไม่ถูกต้อง: password' });
});

const waitMessage = (seconds: number) => ({
  status: 'error',
  code: 'RATE_LIMITED',
  message: `เข้าสู่ระบบผิดหลายครั้ง กรุณารอ ${seconds} วินาทีแล้วลองใหม่`,
});

/** As if the delay a phone number's failures set had passed. */
const endDelay = (username: string) =>
  database.db
    .updateTable('login_attempts')
    .set({ blocked_until: sql<Date>`now() - interval '1 second'` })
    .where('key', '=', `phone:${username}`)
    .execute();

describe('rate limit', () => {
  test(`after ${PHONE_FAILURES_BEFORE_DELAY} failures from anywhere a phone number is slowed, not locked: the owner gets in after the delay`, async () => {
    const member = await registerMember(app);
    for (let attempt = 1; attempt < PHONE_FAILURES_BEFORE_DELAY; attempt += 1) {
      expect((await login({ username: member.username, password: 'wrong-password' }, newAddress())).statusCode).toBe(401);
    }
    // The 5th failure sets a 1-second delay; the next attempt within it is refused unchecked.
    expect((await login({ username: member.username, password: 'wrong-password' }, newAddress())).statusCode).toBe(401);

    const slowed = await login({ username: member.username, password: member.password }, newAddress());
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toEqual(waitMessage(1));

    await endDelay(member.username);
    expect((await login({ username: member.username, password: member.password }, newAddress())).statusCode).toBe(200);
    // Another phone number is never slowed by it.
    const other = await registerMember(app);
    expect((await login({ username: other.username, password: other.password }, newAddress())).statusCode).toBe(200);
  });

  test('the delays grow with each failure and stop growing at a minute', async () => {
    const member = await registerMember(app);
    const seen: number[] = [];
    for (let failures = 1; failures <= PHONE_FAILURES_BEFORE_DELAY + 8; failures += 1) {
      await endDelay(member.username);
      expect((await login({ username: member.username, password: 'wrong-password' }, newAddress())).statusCode).toBe(401);
      const { seconds } = await database.db
        .selectFrom('login_attempts')
        .select(sql<number>`greatest(coalesce(ceil(extract(epoch from blocked_until - now())), 0), 0)::int`.as('seconds'))
        .where('key', '=', `phone:${member.username}`)
        .executeTakeFirstOrThrow();
      seen.push(seconds);
    }
    expect(seen).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect(seen.map((_, index) => phoneDelaySeconds(index + 1))).toEqual(seen);
  });

  test(`one address guessing one phone number is locked after ${LOGIN_ATTEMPT_LIMITS.pair} failures; the owner elsewhere is not`, async () => {
    const member = await registerMember(app);
    const stranger = newAddress();
    for (let attempt = 0; attempt < LOGIN_ATTEMPT_LIMITS.pair; attempt += 1) {
      await endDelay(member.username);
      expect((await login({ username: member.username, password: 'wrong-password' }, stranger)).statusCode).toBe(401);
    }
    await endDelay(member.username);

    const locked = await login({ username: member.username, password: member.password }, stranger);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(RATE_LIMITED);

    await endDelay(member.username);
    expect((await login({ username: member.username, password: member.password }, newAddress())).statusCode).toBe(200);
  });

  test('a successful login clears the failures of its phone number', async () => {
    const member = await registerMember(app);
    const fail = () => login({ username: member.username, password: 'wrong-password' }, newAddress());
    for (let attempt = 1; attempt < PHONE_FAILURES_BEFORE_DELAY; attempt += 1) expect((await fail()).statusCode).toBe(401);
    expect((await login({ username: member.username, password: member.password }, newAddress())).statusCode).toBe(200);

    for (let attempt = 1; attempt < PHONE_FAILURES_BEFORE_DELAY; attempt += 1) expect((await fail()).statusCode).toBe(401);
    expect((await fail()).statusCode).toBe(401);
    expect((await fail()).statusCode).toBe(429);
  });

  test('the count ends with its 15-minute window', async () => {
    const member = await registerMember(app);
    const address = newAddress();
    for (let attempt = 0; attempt <= LOGIN_ATTEMPT_LIMITS.pair; attempt += 1) {
      await endDelay(member.username);
      await login({ username: member.username, password: 'wrong-password' }, address);
    }
    await database.db
      .updateTable('login_attempts')
      .set({ window_start: sql<Date>`now() - interval '16 minutes'`, blocked_until: null })
      .where('key', 'in', [`phone:${member.username}`, `pair:${member.username}@${address}`])
      .execute();

    expect((await login({ username: member.username, password: member.password }, address)).statusCode).toBe(200);
  });

  test(`after ${LOGIN_ATTEMPT_LIMITS.address} failures from one address it is locked for every phone number`, async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < LOGIN_ATTEMPT_LIMITS.address; attempt += 1) {
      expect((await login({ username: testPhone(), password: 'guess123' }, address)).statusCode).toBe(401);
    }
    const member = await registerMember(app);

    const locked = await login({ username: member.username, password: member.password }, address);

    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(RATE_LIMITED);
    expect((await login({ username: member.username, password: member.password }, newAddress())).statusCode).toBe(200);
  });

  test('successful logins do not use up the limit of their address (an office behind one address)', async () => {
    const address = newAddress();
    const member = await registerMember(app);
    for (let attempt = 0; attempt <= LOGIN_ATTEMPT_LIMITS.address; attempt += 1) {
      expect((await login({ username: member.username, password: member.password }, address)).statusCode).toBe(200);
    }
  });

  test('parallel guesses cannot pass the delay: each is counted before its password is checked', async () => {
    const member = await registerMember(app);
    const guesses = Array.from({ length: 3 * PHONE_FAILURES_BEFORE_DELAY }, () =>
      login({ username: member.username, password: 'wrong-password' }, newAddress()),
    );

    const statuses = (await Promise.all(guesses)).map((response) => response.statusCode);

    expect(statuses.filter((status) => status === 401)).toHaveLength(PHONE_FAILURES_BEFORE_DELAY);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * PHONE_FAILURES_BEFORE_DELAY);
  });
});
