import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { buildAuthTestApp, registerMember, type RegisteredMember } from '../testing/authApp';
import { testClientAddress } from '../testing/fixtures';
import { setUpTestApp } from '../testing/testApp';

let database: Database;
let app: FastifyInstance;

setUpTestApp((started) => ({ app, database } = started), { build: buildAuthTestApp });

const NOT_LOGGED_IN = { status: 'error', code: 'UNAUTHORIZED', message: 'กรุณาเข้าสู่ระบบ' };
const WRONG_PASSWORD = { status: 'error', code: 'UNAUTHORIZED', message: 'Username หรือ Password ผิด' };
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const me = (token: string) => app.inject({ method: 'GET', url: '/cl-api/auth/me', headers: bearer(token) });

const refresh = (refreshToken: string) =>
  app.inject({ method: 'POST', url: '/cl-api/auth/refresh', payload: { refresh_token: refreshToken } });

const login = (username: string, password: string, { address = testClientAddress(), userAgent = MAC_SAFARI } = {}) =>
  app.inject({
    method: 'POST',
    url: '/cl-api/auth/login',
    payload: { username, password },
    remoteAddress: address,
    headers: { 'user-agent': userAgent },
  });

const changePassword = (token: string, body: object, address = testClientAddress()) =>
  app.inject({ method: 'POST', url: '/cl-api/auth/change-password', headers: bearer(token), payload: body, remoteAddress: address });

const sessions = (token: string) => app.inject({ method: 'GET', url: '/cl-api/auth/sessions', headers: bearer(token) });

const endSession = (token: string, id: string) =>
  app.inject({ method: 'DELETE', url: `/cl-api/auth/sessions/${encodeURIComponent(id)}`, headers: bearer(token) });

const history = (token: string, page?: number) =>
  app.inject({ method: 'GET', url: `/cl-api/auth/login-history${page ? `?page=${page}` : ''}`, headers: bearer(token) });

/** A member with a second session signed in from an Android phone. */
async function memberOnTwoDevices(): Promise<{ member: RegisteredMember; phone: { token: string; refresh_token: string } }> {
  const member = await registerMember(app);
  const signedIn = await login(member.username, member.password, { userAgent: ANDROID_CHROME, address: '203.0.113.7' });
  expect(signedIn.statusCode).toBe(200);
  return { member, phone: signedIn.json().payload };
}

/** The inbox items telling a member their password changed. */
const passwordChangeNews = (username: string) =>
  database.db
    .selectFrom('inbox_items')
    .innerJoin('members', 'members.id', 'inbox_items.member_id')
    .select(['title', 'body', 'link'])
    .where('members.username', '=', username)
    .where('kind', '=', 'password_changed')
    .execute();

describe('POST /cl-api/auth/change-password', () => {
  test('ends every other session at once and keeps this one', async () => {
    const { member, phone } = await memberOnTwoDevices();
    expect((await me(phone.token)).statusCode).toBe(200);

    const changed = await changePassword(member.token, { current_password: member.password, new_password: 'newpass99' });

    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ status: 'success', message: 'เปลี่ยนรหัสผ่านสำเร็จ อุปกรณ์อื่นออกจากระบบแล้ว', payload: null });
    // The other device's access token is refused right away, not when it expires; its refresh too.
    expect((await me(phone.token)).json()).toEqual(NOT_LOGGED_IN);
    expect((await refresh(phone.refresh_token)).json()).toEqual(NOT_LOGGED_IN);
    // This one stays, and keeps refreshing.
    expect((await me(member.token)).statusCode).toBe(200);
    expect((await refresh(member.refresh_token)).statusCode).toBe(200);
    // Only the new password signs in.
    expect((await login(member.username, member.password)).json()).toEqual(WRONG_PASSWORD);
    expect((await login(member.username, 'newpass99')).statusCode).toBe(200);
  });

  test('tells the member in the inbox, once per change', async () => {
    const member = await registerMember(app);
    expect((await changePassword(member.token, { current_password: member.password, new_password: 'newpass99' })).statusCode).toBe(200);
    expect((await changePassword(member.token, { current_password: 'newpass99', new_password: 'newpass77' })).statusCode).toBe(200);

    const items = await passwordChangeNews(member.username);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ title: 'เปลี่ยนรหัสผ่านแล้ว', link: '/account' });
    expect(items[0]!.body).toMatch(
      /^รหัสผ่านของคุณถูกเปลี่ยนเมื่อ \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d และอุปกรณ์อื่นทั้งหมดออกจากระบบแล้ว หากไม่ใช่คุณ กรุณาติดต่อเจ้าหน้าที่ทันที$/,
    );
  });

  test('a wrong current password answers what a wrong login password answers, and changes nothing', async () => {
    const { member, phone } = await memberOnTwoDevices();

    const refused = await changePassword(member.token, { current_password: 'wrong-one', new_password: 'newpass99' });

    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(WRONG_PASSWORD);
    expect((await me(phone.token)).statusCode).toBe(200);
    expect((await login(member.username, member.password)).statusCode).toBe(200);
    expect(await passwordChangeNews(member.username)).toEqual([]);
  });

  test("wrong current passwords count toward the login's limit of the same address", async () => {
    const member = await registerMember(app);
    const address = testClientAddress();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await changePassword(member.token, { current_password: 'wrong-one', new_password: 'newpass99' }, address)).statusCode).toBe(
        401,
      );
    }
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await login(member.username, 'wrong-one', { address })).statusCode).toBe(401);
    }

    // The sixth failure of this phone number from this address in the window.
    const locked = await changePassword(member.token, { current_password: member.password, new_password: 'newpass99' }, address);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await login(member.username, member.password, { address })).statusCode).toBe(429);
  });

  test.each([
    ['a short new password', { current_password: 'secret12', new_password: '12345' }, 'รหัสผ่านอย่างน้อย 6 - 12 ตัว'],
    ['a long new password', { current_password: 'secret12', new_password: '1234567890123' }, 'รหัสผ่านอย่างน้อย 6 - 12 ตัว'],
    ['no new password', { current_password: 'secret12' }, 'กรุณาระบุรหัสผ่าน'],
    ['no current password', { new_password: 'newpass99' }, 'กรุณาระบุรหัสผ่าน'],
  ])('%s is refused with the registration form message', async (_name, body, message) => {
    const member = await registerMember(app);
    const refused = await changePassword(member.token, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ status: 'error', code: 'VALIDATION', message });
  });

  test('a guest is refused', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/cl-api/auth/change-password',
      payload: { current_password: 'secret12', new_password: 'newpass99' },
    });
    expect(refused.json()).toEqual(NOT_LOGGED_IN);
  });
});

describe('GET /cl-api/auth/sessions and DELETE /cl-api/auth/sessions/{id}', () => {
  test('lists the devices signed in, this one marked', async () => {
    const { member, phone } = await memberOnTwoDevices();

    const listed = await sessions(phone.token);

    expect(listed.statusCode).toBe(200);
    const rows = listed.json().payload;
    expect(rows).toHaveLength(2);
    const [thisOne] = rows.filter((row: { current: boolean }) => row.current);
    expect(thisOne).toMatchObject({ device: 'Chrome บน Android', address: '203.0.113.7', current: true });
    expect(thisOne.id).toEqual(expect.any(String));
    expect(Date.parse(thisOne.created_at)).toBeLessThanOrEqual(Date.parse(thisOne.last_seen_at));
    // Registration signed in too: its device (no user agent in the test) is named as unknown.
    const other = rows.find((row: { current: boolean }) => !row.current);
    expect(other.device).toBe('อุปกรณ์ที่ไม่รู้จัก');
    expect((await sessions(member.token)).json().payload.filter((row: { current: boolean }) => row.current)[0].id).toBe(other.id);
  });

  test('a refresh moves the session’s last-seen time', async () => {
    const { phone } = await memberOnTwoDevices();
    const id = (await sessions(phone.token)).json().payload.find((row: { current: boolean }) => row.current).id as string;
    const longAgo = new Date('2024-01-01T00:00:00Z');
    await database.db.updateTable('member_sessions').set({ last_seen_at: longAgo }).where('family_id', '=', id).execute();

    const renewed = (await refresh(phone.refresh_token)).json().payload;

    const row = (await sessions(renewed.token)).json().payload.find((session: { id: string }) => session.id === id);
    expect(Date.parse(row.last_seen_at)).toBeGreaterThan(longAgo.getTime());
    expect(row.created_at).not.toBe(row.last_seen_at);
  });

  test('ending a device refuses its access and its refresh at once, and the device leaves the list', async () => {
    const { member, phone } = await memberOnTwoDevices();
    const phoneId = (await sessions(phone.token)).json().payload.find((row: { current: boolean }) => row.current).id as string;

    const ended = await endSession(member.token, phoneId);

    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ status: 'success', message: 'ออกจากระบบอุปกรณ์แล้ว', payload: null });
    expect((await me(phone.token)).json()).toEqual(NOT_LOGGED_IN);
    expect((await refresh(phone.refresh_token)).json()).toEqual(NOT_LOGGED_IN);
    expect((await me(member.token)).statusCode).toBe(200);
    const left = (await sessions(member.token)).json().payload;
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
    // Ended already: nothing to end.
    expect((await endSession(member.token, phoneId)).json()).toEqual({
      status: 'error',
      code: 'NOT_FOUND',
      message: 'ไม่พบอุปกรณ์นี้ หรืออุปกรณ์นี้ออกจากระบบไปแล้ว',
    });
  });

  test("another member's session id is refused and that session goes on", async () => {
    const { phone } = await memberOnTwoDevices();
    const stranger = await registerMember(app);
    const phoneId = (await sessions(phone.token)).json().payload.find((row: { current: boolean }) => row.current).id as string;

    const refused = await endSession(stranger.token, phoneId);

    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'NOT_FOUND', message: 'ไม่พบอุปกรณ์นี้ หรืออุปกรณ์นี้ออกจากระบบไปแล้ว' });
    expect((await me(phone.token)).statusCode).toBe(200);
    expect((await refresh(phone.refresh_token)).statusCode).toBe(200);
    expect((await sessions(stranger.token)).json().payload.map((row: { id: string }) => row.id)).not.toContain(phoneId);
  });
});

describe('GET /cl-api/auth/login-history', () => {
  test('pages the sign-ins, successful and failed, newest first', async () => {
    const member = await registerMember(app);
    const wrong = await login(member.username, 'wrong-one', { address: '203.0.113.50', userAgent: ANDROID_CHROME });
    expect(wrong.statusCode).toBe(401);
    for (let n = 0; n < 21; n++) expect((await login(member.username, member.password)).statusCode).toBe(200);
    await login(member.username, 'wrong-two', { address: '203.0.113.51' });
    // A stranger's unknown phone number writes nobody's history.
    await login('0899999999', 'whatever1');

    const first = (await history(member.token)).json().payload;
    expect(first.page).toBe(1);
    expect(first.total).toBe(23);
    expect(first.result).toHaveLength(20);
    expect(first.result[0]).toEqual({ at: expect.any(String), device: 'Safari บน macOS', address: '203.0.113.51', ok: false });
    expect(first.result[1]).toMatchObject({ device: 'Safari บน macOS', ok: true });

    const second = (await history(member.token, 2)).json().payload;
    expect(second.page).toBe(2);
    expect(second.total).toBe(23);
    expect(second.result).toHaveLength(3);
    expect(second.result[2]).toEqual({ at: expect.any(String), device: 'Chrome บน Android', address: '203.0.113.50', ok: false });
    expect(Date.parse(second.result[0].at)).toBeGreaterThanOrEqual(Date.parse(second.result[2].at));

    expect((await history(member.token, 3)).json().payload).toEqual({ result: [], page: 3, total: 23 });
  });

  test('a member sees only their own history', async () => {
    const member = await registerMember(app);
    await login(member.username, member.password);
    const stranger = await registerMember(app);

    expect((await history(stranger.token)).json().payload).toEqual({ result: [], page: 1, total: 0 });
  });

  test('a wrong page is refused', async () => {
    const member = await registerMember(app);
    const refused = await app.inject({ method: 'GET', url: '/cl-api/auth/login-history?page=0', headers: bearer(member.token) });
    expect(refused.json()).toEqual({ status: 'error', code: 'VALIDATION', message: 'เลขหน้าไม่ถูกต้อง' });
  });
});
