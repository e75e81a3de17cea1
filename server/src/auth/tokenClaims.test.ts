import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { buildAuthTestApp, registerMember } from '../testing/authApp';
import { createTestDatabase } from '../testing/testDb';

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

const NOT_LOGGED_IN = { status: 'error', code: 'UNAUTHORIZED', message: 'กรุณาเข้าสู่ระบบ' };

const me = (token: string) => app.inject({ method: 'GET', url: '/cl-api/auth/me', headers: { authorization: `Bearer ${token}` } });

/** The session (token family) a member's refresh token belongs to. */
const sessionOf = async (refreshToken: string, username: string) => {
  const member = await database.db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  const { family_id } = await database.db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where('member_id', '=', member.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { memberId: member.id, sessionId: family_id, refreshToken };
};

describe('access tokens signed with the server key but naming what does not exist', () => {
  test.each([2 ** 31, 1e20])('a member id beyond the id column (%p) is 401, not a server error', async (memberId) => {
    const member = await registerMember(app);
    const { sessionId } = await sessionOf(member.refresh_token, member.username);

    const response = await me(app.accessTokens.sign({ memberId, role: 'admin', sessionId }));

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(NOT_LOGGED_IN);
  });

  test('a session id that names no session is 401', async () => {
    const member = await registerMember(app);
    const { memberId } = await sessionOf(member.refresh_token, member.username);

    const response = await me(app.accessTokens.sign({ memberId, role: 'member', sessionId: 'no-such-session' }));

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(NOT_LOGGED_IN);
  });

  test("a session of another member is 401; the member's own session works", async () => {
    const [member, other] = [await registerMember(app), await registerMember(app)];
    const { memberId } = await sessionOf(member.refresh_token, member.username);
    const { sessionId: othersSession } = await sessionOf(other.refresh_token, other.username);

    expect((await me(app.accessTokens.sign({ memberId, role: 'member', sessionId: othersSession }))).json()).toEqual(NOT_LOGGED_IN);
    expect((await me(member.token)).statusCode).toBe(200);
  });
});
