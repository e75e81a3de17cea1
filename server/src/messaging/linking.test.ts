import { DEFAULT_LINE_KINDS, th } from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { startFakeLine, type FakeLine, type IdTokenTampering } from '../testing/fakeLine';
import { tempDir, testConfig } from '../testing/fixtures';
import { createTestMember, type TestMember } from '../testing/members';
import { setUpTestApp } from '../testing/testApp';
import { LINK_FAILED_REDIRECT, LINKED_REDIRECT } from './routes';

let line: FakeLine;
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  line = await startFakeLine();
});
afterAll(() => line.close());

setUpTestApp((started) => ({ app, database } = started), {
  build: (db) => buildApp({ ...testConfig(tempDir()), line: line.config }, { database: db }),
});

const SITE_HOST = 'lotto.example';

const call = (who: TestMember, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: { authorization: who.bearer, host: SITE_HOST }, ...(payload ? { payload } : {}) });

async function authorizeUrlOf(member: TestMember): Promise<string> {
  const response = await call(member, 'GET', '/cl-api/line/link');
  expect(response.statusCode).toBe(200);
  return response.json().payload.authorize_url;
}

const callback = (query: Record<string, string>) =>
  app.inject({ method: 'GET', url: `/cl-api/line/callback?${new URLSearchParams(query).toString()}`, headers: { host: SITE_HOST } });

/** The member logs in to LINE as `sub` and LINE sends the browser back: where the site then sends it. */
async function linkAs(member: TestMember, sub: string, tampering?: IdTokenTampering): Promise<string | undefined> {
  const { code, state } = line.authorize(await authorizeUrlOf(member), sub, tampering);
  const response = await callback({ code, state });
  expect(response.statusCode).toBe(302);
  return response.headers.location as string | undefined;
}

const linkOf = (memberId: number) =>
  database.db.selectFrom('line_links').select('line_user_id').where('member_id', '=', memberId).executeTakeFirst();

const statesOf = (memberId: number) => database.db.selectFrom('line_link_states').selectAll().where('member_id', '=', memberId).execute();

let serial = 0;
const lineUser = () => {
  serial += 1;
  return `U${String(serial).padStart(32, '0')}`;
};

describe('linking LINE', () => {
  it("sends the member to LINE Login with a state and nonce of their own, and links the id token's user when LINE sends them back", async () => {
    const member = await createTestMember(app, database.db);
    const authorizeUrl = new URL(await authorizeUrlOf(member));
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${line.config.loginBase}/oauth2/v2.1/authorize`);
    const query = Object.fromEntries(authorizeUrl.searchParams);
    expect(query).toEqual({
      response_type: 'code',
      client_id: line.config.channelId,
      redirect_uri: `http://${SITE_HOST}/cl-api/line/callback`,
      state: expect.stringMatching(/^[\w-]{32}$/),
      scope: 'openid profile',
      nonce: expect.stringMatching(/^[\w-]{32}$/),
      bot_prompt: 'aggressive',
    });
    expect(authorizeUrl.search).toContain('scope=openid%20profile');
    const [kept] = await statesOf(member.id);
    expect(kept).toMatchObject({ state: query.state, nonce: query.nonce, redirect_uri: query.redirect_uri });
    expect(kept!.expires_at.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);

    // The browser at the fake LINE: it logs in and redirects back with the code, the state and LINE's own parameters.
    const atLine = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(atLine.status).toBe(302);
    const back = new URL(atLine.headers.get('location')!);
    expect(back.searchParams.get('friendship_status_changed')).toBe('true');
    const response = await app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { host: SITE_HOST } });

    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(LINKED_REDIRECT);
    expect(LINKED_REDIRECT).toBe('/account?line=linked');
    expect(await linkOf(member.id)).toEqual({ line_user_id: 'U-fake-browser' });
    expect(await statesOf(member.id)).toEqual([]);
    expect((await call(member, 'GET', '/cl-api/notify-settings')).json().payload).toEqual({
      line_available: true,
      line_linked: true,
      line: [...DEFAULT_LINE_KINDS],
    });
  });

  it('refuses a state it never gave, or none, and links nothing', async () => {
    const member = await createTestMember(app, database.db);
    const { code } = line.authorize(await authorizeUrlOf(member), lineUser());
    for (const query of [{ code, state: 'not-a-state-of-ours' }, { code }] as Record<string, string>[]) {
      const response = await callback(query);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(LINK_FAILED_REDIRECT);
    }
    expect(LINK_FAILED_REDIRECT).toBe('/account?line=failed');
    expect(await linkOf(member.id)).toBeUndefined();
  });

  it('takes a state once: the same state again is refused, and the first link stays', async () => {
    const member = await createTestMember(app, database.db);
    const first = lineUser();
    const authorizeUrl = await authorizeUrlOf(member);
    const { code, state } = line.authorize(authorizeUrl, first);
    expect((await callback({ code, state })).headers.location).toBe(LINKED_REDIRECT);

    // A second code for the same login (a replayed redirect): its state is spent.
    const again = line.authorize(authorizeUrl, lineUser());
    expect((await callback({ code: again.code, state: again.state })).headers.location).toBe(LINK_FAILED_REDIRECT);
    expect(await linkOf(member.id)).toEqual({ line_user_id: first });
  });

  it('refuses an expired state, and spends it', async () => {
    const member = await createTestMember(app, database.db);
    const { code, state } = line.authorize(await authorizeUrlOf(member), lineUser());
    await database.db
      .updateTable('line_link_states')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('state', '=', state)
      .execute();
    expect((await callback({ code, state })).headers.location).toBe(LINK_FAILED_REDIRECT);
    expect(await linkOf(member.id)).toBeUndefined();
    expect(await statesOf(member.id)).toEqual([]);
  });

  it('keeps only the latest login of a member: an earlier state is refused', async () => {
    const member = await createTestMember(app, database.db);
    const earlier = line.authorize(await authorizeUrlOf(member), lineUser());
    await authorizeUrlOf(member);
    expect((await callback({ code: earlier.code, state: earlier.state })).headers.location).toBe(LINK_FAILED_REDIRECT);
    expect(await linkOf(member.id)).toBeUndefined();
  });

  it.each<[string, IdTokenTampering]>([
    ['another login’s nonce', { nonce: 'nonce-of-another-login' }],
    ['another channel as audience', { aud: '1659999999' }],
    ['another issuer', { iss: 'https://login.example' }],
    ['a signature of another key', { key: 'not-the-channel-secret' }],
    ['an expired id token', { expiresIn: -120 }],
  ])('refuses an id token with %s and links nothing', async (_what, tampering) => {
    const member = await createTestMember(app, database.db);
    expect(await linkAs(member, lineUser(), tampering)).toBe(LINK_FAILED_REDIRECT);
    expect(await linkOf(member.id)).toBeUndefined();
  });

  it('refuses a code LINE does not know, and a login the member cancelled at LINE', async () => {
    const member = await createTestMember(app, database.db);
    const { state } = line.authorize(await authorizeUrlOf(member), lineUser());
    expect((await callback({ code: 'forged-code', state })).headers.location).toBe(LINK_FAILED_REDIRECT);

    const cancelled = line.authorize(await authorizeUrlOf(member), lineUser());
    const response = await callback({
      error: 'access_denied',
      error_description: 'The resource owner denied the request.',
      state: cancelled.state,
    });
    expect(response.headers.location).toBe(LINK_FAILED_REDIRECT);
    expect(await linkOf(member.id)).toBeUndefined();
  });

  it('refuses a LINE user another member has linked', async () => {
    const [first, second] = [await createTestMember(app, database.db), await createTestMember(app, database.db)];
    const shared = lineUser();
    expect(await linkAs(first, shared)).toBe(LINKED_REDIRECT);
    expect(await linkAs(second, shared)).toBe(LINK_FAILED_REDIRECT);
    expect(await linkOf(first.id)).toEqual({ line_user_id: shared });
    expect(await linkOf(second.id)).toBeUndefined();
  });

  it('links another LINE in place of the old one', async () => {
    const member = await createTestMember(app, database.db);
    await linkAs(member, lineUser());
    const newer = lineUser();
    expect(await linkAs(member, newer)).toBe(LINKED_REDIRECT);
    expect(await linkOf(member.id)).toEqual({ line_user_id: newer });
  });

  it('refuses a guest', async () => {
    const response = await app.inject({ method: 'GET', url: '/cl-api/line/link' });
    expect(response.statusCode).toBe(401);
  });

  it('unlinks: the link goes, and the pushes still waiting for it are dropped', async () => {
    const member = await createTestMember(app, database.db);
    const user = lineUser();
    await linkAs(member, user);
    await database.db.insertInto('outbox').values({ channel: 'line', destination: user, text: 'รอส่ง' }).execute();

    const response = await call(member, 'DELETE', '/cl-api/line/link');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: th.inbox.line.unlinkedDone,
      payload: { line_available: true, line_linked: false, line: [...DEFAULT_LINE_KINDS] },
    });
    expect(await linkOf(member.id)).toBeUndefined();
    expect(await database.db.selectFrom('outbox').select(['state', 'last_error']).where('destination', '=', user).execute()).toEqual([
      { state: 'failed', last_error: 'the member unlinked LINE' },
    ]);
  });
});

describe('the kinds pushed to LINE', () => {
  it('are the default ones until the member chooses, then theirs, each once, in the kinds’ order', async () => {
    const member = await createTestMember(app, database.db);
    expect((await call(member, 'GET', '/cl-api/notify-settings')).json()).toEqual({
      status: 'success',
      message: '',
      payload: { line_available: true, line_linked: false, line: [...DEFAULT_LINE_KINDS] },
    });

    const saved = await call(member, 'PUT', '/cl-api/notify-settings', { line: ['slip_won', 'deposit_credited', 'slip_won'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      status: 'success',
      message: th.inbox.line.saved,
      payload: { line_available: true, line_linked: false, line: ['deposit_credited', 'slip_won'] },
    });
    expect((await call(member, 'GET', '/cl-api/notify-settings')).json().payload.line).toEqual(['deposit_credited', 'slip_won']);

    const none = await call(member, 'PUT', '/cl-api/notify-settings', { line: [] });
    expect(none.json().payload.line).toEqual([]);
  });

  it('refuses a kind that does not exist', async () => {
    const member = await createTestMember(app, database.db);
    const response = await call(member, 'PUT', '/cl-api/notify-settings', { line: ['marketing'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
    expect((await call(member, 'GET', '/cl-api/notify-settings')).json().payload.line).toEqual([...DEFAULT_LINE_KINDS]);
  });
});

describe('a site without LINE', () => {
  let plain: FastifyInstance;
  beforeAll(async () => {
    plain = await buildApp(testConfig(tempDir()), { database });
  });
  afterAll(() => plain.close());

  it('answers the link with the Thai message that LINE is off, and says so in the settings', async () => {
    const member = await createTestMember(plain, database.db);
    const link = await plain.inject({ method: 'GET', url: '/cl-api/line/link', headers: { authorization: member.bearer } });
    expect(link.statusCode).toBe(409);
    expect(link.json()).toEqual({ status: 'error', code: 'CONFLICT', message: th.inbox.line.off });
    expect(th.inbox.line.off).toBe('เว็บไซต์ยังไม่เปิดการแจ้งเตือนทาง LINE');

    const settings = await plain.inject({ method: 'GET', url: '/cl-api/notify-settings', headers: { authorization: member.bearer } });
    expect(settings.json().payload).toEqual({ line_available: false, line_linked: false, line: [...DEFAULT_LINE_KINDS] });

    const back = await plain.inject({ method: 'GET', url: '/cl-api/line/callback?code=x&state=y' });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(LINK_FAILED_REDIRECT);
  });
});
