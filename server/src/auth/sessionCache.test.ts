import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { registerMember, type RegisteredMember } from '../testing/authApp';
import { tempDir, testConfig } from '../testing/fixtures';
import { createTestMember } from '../testing/members';
import { sessionNewsReaches } from '../testing/sessionNews';
import { setUpTestDatabase } from '../testing/testApp';

// Two apps on one database, each with its own session cache and listener, as two server
// processes have (on PostgreSQL each listener holds a connection of its own).
let database: Database;
let first: FastifyInstance;
let second: FastifyInstance;

setUpTestDatabase((opened) => (database = opened));

beforeAll(async () => {
  // One data folder: both apps sign and verify with the same secret, as processes of one site do.
  const config = testConfig(tempDir());
  first = await buildApp(config, { database });
  second = await buildApp(config, { database });
});

afterAll(async () => {
  await first?.close();
  await second?.close();
});

const NOT_LOGGED_IN = { status: 'error', code: 'UNAUTHORIZED', message: 'กรุณาเข้าสู่ระบบ' };

const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/cl-api/auth/me', headers: { authorization: `Bearer ${token}` } });

async function memberIdOf(member: RegisteredMember): Promise<number> {
  const row = await database.db.selectFrom('members').select('id').where('username', '=', member.username).executeTakeFirstOrThrow();
  return row.id;
}

/** Both processes answer the member: each has the session in its cache now. */
async function servedByBoth(token: string): Promise<void> {
  for (const app of [first, second, first, second]) expect((await me(app, token)).statusCode).toBe(200);
}

describe('the session cache of each process', () => {
  test('a logout on one process refuses the next request on the other', async () => {
    const member = await registerMember(first);
    await servedByBoth(member.token);
    const heard = await sessionNewsReaches(second, await memberIdOf(member));

    const logout = await first.inject({
      method: 'POST',
      url: '/cl-api/auth/logout',
      headers: { authorization: `Bearer ${member.token}` },
      payload: { refresh_token: member.refresh_token },
    });
    expect(logout.statusCode).toBe(200);
    await heard();

    expect((await me(second, member.token)).json()).toEqual(NOT_LOGGED_IN);
    expect((await me(first, member.token)).json()).toEqual(NOT_LOGGED_IN);
  });

  test('a suspension on one process refuses the member on the other, every session of theirs', async () => {
    const admin = await createTestMember(first, database.db, { role: 'admin' });
    const member = await registerMember(first);
    const login = await first.inject({
      method: 'POST',
      url: '/cl-api/auth/login',
      payload: { username: member.username, password: member.password },
    });
    const otherSession = login.json().payload.token as string;
    await servedByBoth(member.token);
    await servedByBoth(otherSession);
    const memberId = await memberIdOf(member);
    const heard = await sessionNewsReaches(second, memberId);

    const suspended = await first.inject({
      method: 'POST',
      url: `/admin-api/members/${memberId}/suspend`,
      headers: { authorization: admin.bearer },
    });
    expect(suspended.statusCode).toBe(200);
    await heard();

    expect((await me(second, member.token)).json()).toEqual(NOT_LOGGED_IN);
    expect((await me(second, otherSession)).json()).toEqual(NOT_LOGGED_IN);
    expect((await me(first, otherSession)).json()).toEqual(NOT_LOGGED_IN);
  });

  test('a password change on one process ends the other sessions on the other, and keeps its own', async () => {
    const member = await registerMember(first);
    const login = await first.inject({
      method: 'POST',
      url: '/cl-api/auth/login',
      payload: { username: member.username, password: member.password },
    });
    const otherSession = login.json().payload.token as string;
    await servedByBoth(member.token);
    await servedByBoth(otherSession);
    const heard = await sessionNewsReaches(second, await memberIdOf(member));

    const changed = await first.inject({
      method: 'POST',
      url: '/cl-api/auth/change-password',
      headers: { authorization: `Bearer ${member.token}` },
      payload: { current_password: member.password, new_password: 'newpass99' },
    });
    expect(changed.statusCode).toBe(200);
    await heard();

    expect((await me(second, otherSession)).json()).toEqual(NOT_LOGGED_IN);
    expect((await me(second, member.token)).statusCode).toBe(200);
  });

  test('a replayed refresh token on one process ends the session on the other', async () => {
    const member = await registerMember(first);
    const renewed = (
      await first.inject({ method: 'POST', url: '/cl-api/auth/refresh', payload: { refresh_token: member.refresh_token } })
    ).json().payload;
    await servedByBoth(renewed.token);
    const heard = await sessionNewsReaches(second, await memberIdOf(member));

    const replay = await first.inject({ method: 'POST', url: '/cl-api/auth/refresh', payload: { refresh_token: member.refresh_token } });
    expect(replay.json()).toEqual(NOT_LOGGED_IN);
    await heard();

    expect((await me(second, renewed.token)).json()).toEqual(NOT_LOGGED_IN);
  });

  test('a role changed in the database reaches the other process at once', async () => {
    const staff = await createTestMember(first, database.db, { role: 'staff' });
    const members = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/admin-api/members?phone=09', headers: { authorization: staff.bearer } });
    expect((await members(second)).statusCode).toBe(200);
    const heard = await sessionNewsReaches(second, staff.id);

    await database.db.updateTable('members').set({ role: 'member' }).where('id', '=', staff.id).execute();
    await heard();

    expect((await members(second)).json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});
