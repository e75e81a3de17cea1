import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { buildAuthTestApp, registerMember, type RegisteredMember } from '../testing/authApp';
import { setUpTestApp } from '../testing/testApp';
import { refreshTokenHash } from './refreshTokens';

let database: Database;
let app: FastifyInstance;

setUpTestApp((started) => ({ app, database } = started), { build: buildAuthTestApp });

const NOT_LOGGED_IN = { status: 'error', code: 'UNAUTHORIZED', message: 'กรุณาเข้าสู่ระบบ' };

const refresh = (refreshToken: string) =>
  app.inject({ method: 'POST', url: '/cl-api/auth/refresh', payload: { refresh_token: refreshToken } });

const me = (token: string) => app.inject({ method: 'GET', url: '/cl-api/auth/me', headers: { authorization: `Bearer ${token}` } });

const logout = (member: Pick<RegisteredMember, 'token' | 'refresh_token'>, refreshToken = member.refresh_token) =>
  app.inject({
    method: 'POST',
    url: '/cl-api/auth/logout',
    headers: { authorization: `Bearer ${member.token}` },
    payload: { refresh_token: refreshToken },
  });

const tokenRow = (refreshToken: string) =>
  database.db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', refreshTokenHash(refreshToken)).executeTakeFirstOrThrow();

const familyRows = (familyId: string) =>
  database.db.selectFrom('refresh_tokens').selectAll().where('family_id', '=', familyId).orderBy('id').execute();

describe('refresh', () => {
  test('gives a new pair in the same family and uses the old token up', async () => {
    const member = await registerMember(app);

    const response = await refresh(member.refresh_token);

    expect(response.statusCode).toBe(200);
    const renewed = response.json().payload;
    expect(renewed.refresh_token).not.toBe(member.refresh_token);
    expect((await me(renewed.token)).statusCode).toBe(200);
    const [old, next] = [await tokenRow(member.refresh_token), await tokenRow(renewed.refresh_token)];
    expect(old.rotated_at).not.toBeNull();
    expect(next.family_id).toBe(old.family_id);
    expect(next.rotated_at).toBeNull();
    // Stored hashed, valid 30 days.
    expect(next.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const days = (next.expires_at.getTime() - next.created_at.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);
    expect((await refresh(renewed.refresh_token)).statusCode).toBe(200);
  });

  test('replaying a used token revokes the whole family, the newest token too', async () => {
    const member = await registerMember(app);
    const second = (await refresh(member.refresh_token)).json().payload;
    const third = (await refresh(second.refresh_token)).json().payload;

    const replay = await refresh(member.refresh_token);

    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(NOT_LOGGED_IN);
    expect((await refresh(third.refresh_token)).json()).toEqual(NOT_LOGGED_IN);
    const family = await familyRows((await tokenRow(member.refresh_token)).family_id);
    expect(family).toHaveLength(3);
    expect(family.every((row) => row.revoked_at !== null)).toBe(true);
    // The access tokens of the revoked session stop working too, not only when they expire.
    expect((await me(third.token)).json()).toEqual(NOT_LOGGED_IN);
  });

  test('the family of another login is untouched by a replay', async () => {
    const member = await registerMember(app);
    const otherLogin = (
      await app.inject({ method: 'POST', url: '/cl-api/auth/login', payload: { username: member.username, password: member.password } })
    ).json().payload;
    await refresh(member.refresh_token);
    await refresh(member.refresh_token);

    expect((await refresh(otherLogin.refresh_token)).statusCode).toBe(200);
  });

  test('two refreshes of one token at once give at most one new pair', async () => {
    const member = await registerMember(app);

    const responses = await Promise.all([refresh(member.refresh_token), refresh(member.refresh_token)]);

    expect(responses.filter((response) => response.statusCode === 200).length).toBeLessThanOrEqual(1);
    expect(responses.some((response) => response.statusCode === 401)).toBe(true);
    const family = await familyRows((await tokenRow(member.refresh_token)).family_id);
    expect(family.length).toBeLessThanOrEqual(2);
    expect(family.filter((row) => row.rotated_at === null && row.revoked_at === null).length).toBeLessThanOrEqual(1);
  });

  test.each([
    ['unknown', async () => 'no-such-token'],
    [
      'expired',
      async () => {
        const { refresh_token } = await registerMember(app);
        await database.db
          .updateTable('refresh_tokens')
          .set({ expires_at: sql<Date>`now() - interval '1 second'` })
          .where('token_hash', '=', refreshTokenHash(refresh_token))
          .execute();
        return refresh_token;
      },
    ],
  ])('an %s token is refused', async (_case, makeToken) => {
    const response = await refresh(await makeToken());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(NOT_LOGGED_IN);
  });

  test('a suspended member cannot refresh, and the session ends', async () => {
    const member = await registerMember(app);
    await database.db.updateTable('members').set({ status: 'suspended' }).where('username', '=', member.username).execute();

    expect((await refresh(member.refresh_token)).json()).toEqual(NOT_LOGGED_IN);
    expect((await tokenRow(member.refresh_token)).revoked_at).not.toBeNull();
  });

  test('a missing token is a validation failure', async () => {
    const response = await app.inject({ method: 'POST', url: '/cl-api/auth/refresh', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
  });
});

describe('logout', () => {
  test("revokes the refresh token's family", async () => {
    const member = await registerMember(app);
    const renewed = (await refresh(member.refresh_token)).json().payload;

    const response = await logout(renewed);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', message: '', payload: null });
    expect((await refresh(renewed.refresh_token)).json()).toEqual(NOT_LOGGED_IN);
  });

  test('refuses the access token of the ended session at once, and only that session', async () => {
    const member = await registerMember(app);
    const otherLogin = (
      await app.inject({ method: 'POST', url: '/cl-api/auth/login', payload: { username: member.username, password: member.password } })
    ).json().payload;
    expect((await me(member.token)).statusCode).toBe(200);

    await logout(member);

    const refused = await me(member.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(NOT_LOGGED_IN);
    expect((await me(otherLogin.token)).statusCode).toBe(200);
  });

  test('needs a Bearer token', async () => {
    const response = await app.inject({ method: 'POST', url: '/cl-api/auth/logout', payload: { refresh_token: 'x' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(NOT_LOGGED_IN);
  });

  test("cannot end another member's session", async () => {
    const [member, other] = [await registerMember(app), await registerMember(app)];

    expect((await logout(member, other.refresh_token)).statusCode).toBe(200);

    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });
});

test("a suspended member's access token stops working at once", async () => {
  const member = await registerMember(app);
  expect((await me(member.token)).statusCode).toBe(200);
  await database.db.updateTable('members').set({ status: 'suspended' }).where('username', '=', member.username).execute();

  const response = await me(member.token);

  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual(NOT_LOGGED_IN);
});
