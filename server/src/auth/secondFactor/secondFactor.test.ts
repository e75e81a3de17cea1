import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '../../db/database';
import { seedDemoData } from '../../demo/seed';
import { createTestMember, testPhone } from '../../testing/members';
import { setUpTestApp } from '../../testing/testApp';
import { passwordHasher } from '../passwords';
import { insertMember } from '../../members/repository';
import { getSecondFactorPolicy, setSecondFactorPolicy } from './repository';

let app: FastifyInstance;
let database: Database;
setUpTestApp((started) => ({ app, database } = started));

const PASSWORD = 'secret12';

async function staffWithPassword(role: 'staff' | 'admin'): Promise<{ id: number; username: string }> {
  const username = testPhone();
  const passwordHash = await passwordHasher({ timeCost: 2, memoryCost: 1024, parallelism: 1 }).hash(PASSWORD);
  const id = await database.db.transaction().execute((trx) => insertMember(trx, { username, passwordHash, role }));
  return { id, username };
}

const login = (username: string) => app.inject({ method: 'POST', url: '/cl-api/auth/login', payload: { username, password: PASSWORD } });
const loginTotp = (challenge: string, code: string) =>
  app.inject({ method: 'POST', url: '/cl-api/auth/login/totp', payload: { challenge, code } });
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, bearer: string, payload?: object) =>
  app.inject({ method, url, headers: { authorization: bearer }, ...(payload && { payload }) });

/** Enrols through the API; answers the TOTP of the secret of the QR code and the backup codes. */
async function enrol(bearer: string): Promise<{ totp: TOTP; backupCodes: string[] }> {
  const started = await call('POST', '/admin-api/me/totp', bearer);
  expect(started.statusCode).toBe(200);
  const { otpauth_url, backup_codes } = started.json().payload as { otpauth_url: string; backup_codes: string[] };
  const secret = new URL(otpauth_url).searchParams.get('secret')!;
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  const confirmed = await call('POST', '/admin-api/me/totp/confirm', bearer, { code: totp.generate() });
  expect(confirmed.json()).toEqual({ status: 'success', message: 'ตั้งค่าการยืนยันตัวตนสองขั้นเรียบร้อย', payload: null });
  return { totp, backupCodes: backup_codes };
}

/** The TOTP of the next 30 s step: a code the server has not accepted yet, as the test's clock moves on. */
const nextStepCode = (totp: TOTP) => totp.generate({ timestamp: Date.now() + 30_000 });

test('a new site requires admins to have a second factor; the demo seed requires nobody', async () => {
  await database.db
    .updateTable('site_config')
    .set({ second_factor_for: sql`default` })
    .execute();
  expect(await getSecondFactorPolicy(database.db)).toBe('admins');
  await seedDemoData(database.db, { timeCost: 2, memoryCost: 1024, parallelism: 1 });
  expect(await getSecondFactorPolicy(database.db)).toBe('nobody');
});

test('an enrolled admin gets no tokens for the password alone; a TOTP gives them once, a replayed one is refused', async () => {
  const admin = await staffWithPassword('admin');
  const first = await login(admin.username);
  const { totp, backupCodes } = await enrol(`Bearer ${first.json().payload.token as string}`);
  expect(backupCodes).toHaveLength(10);
  expect(new Set(backupCodes).size).toBe(10);
  backupCodes.forEach((code) => expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/));

  const password = await login(admin.username);
  expect(password.json()).toEqual({
    status: 'success',
    message: expect.any(String),
    payload: { totp_required: true, challenge: expect.any(String) },
  });
  const { challenge } = password.json().payload as { challenge: string };

  const code = nextStepCode(totp);
  const signedIn = await loginTotp(challenge, code);
  expect(signedIn.json().payload).toEqual({ token: expect.any(String), refresh_token: expect.any(String) });
  const me = await call('GET', '/cl-api/auth/me', `Bearer ${signedIn.json().payload.token as string}`);
  expect(me.json().payload).toMatchObject({ username: admin.username, role: 'admin', second_factor: 'on' });

  const replayed = await loginTotp(challenge, code);
  expect([replayed.statusCode, replayed.json()]).toEqual([
    401,
    { status: 'error', code: 'UNAUTHORIZED', message: 'รหัสยืนยันตัวตนไม่ถูกต้อง หรือถูกใช้ไปแล้ว' },
  ]);
  // The secret is never answered again: enrolling once more is refused.
  const again = await call('POST', '/admin-api/me/totp', `Bearer ${signedIn.json().payload.token as string}`);
  expect([again.statusCode, again.json().message]).toEqual([409, 'บัญชีนี้ตั้งค่าการยืนยันตัวตนสองขั้นแล้ว']);
});

test('a backup code works once; a forged or missing challenge gives nothing', async () => {
  const admin = await staffWithPassword('admin');
  const { backupCodes } = await enrol(`Bearer ${(await login(admin.username)).json().payload.token as string}`);
  const challenge = (await login(admin.username)).json().payload.challenge as string;

  const withBackup = await loginTotp(challenge, backupCodes[3]!.toUpperCase());
  expect(withBackup.json().payload).toEqual({ token: expect.any(String), refresh_token: expect.any(String) });
  const twice = await loginTotp(challenge, backupCodes[3]!);
  expect([twice.statusCode, twice.json().message]).toEqual([401, 'รหัสยืนยันตัวตนไม่ถูกต้อง หรือถูกใช้ไปแล้ว']);

  const forged = await loginTotp(`${challenge.slice(0, -3)}abc`, backupCodes[4]!);
  expect([forged.statusCode, forged.json().message]).toEqual([401, 'หมดเวลายืนยันตัวตน กรุณาเข้าสู่ระบบใหม่']);
  const malformed = await loginTotp(challenge, '12345');
  expect([malformed.statusCode, malformed.json().message]).toEqual([400, 'กรอกรหัส 6 หลัก หรือรหัสสำรอง 10 ตัว']);
});

test('wrong codes are throttled like passwords: the sixth in 15 minutes is refused even when right', async () => {
  const admin = await staffWithPassword('admin');
  const { totp } = await enrol(`Bearer ${(await login(admin.username)).json().payload.token as string}`);
  const challenge = (await login(admin.username)).json().payload.challenge as string;
  const wrong = String((Number(nextStepCode(totp)) + 500_000) % 1_000_000).padStart(6, '0');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect((await loginTotp(challenge, wrong)).statusCode).toBe(401);
  }
  const locked = await loginTotp(challenge, nextStepCode(totp));
  expect([locked.statusCode, locked.json()]).toEqual([
    429,
    { status: 'error', code: 'RATE_LIMITED', message: 'เข้าสู่ระบบผิดหลายครั้งเกินไป กรุณาลองใหม่ใน 15 นาที' },
  ]);
});

test('an enrolment is confirmed only by a code of its secret, and a member has no second factor calls', async () => {
  const staff = await staffWithPassword('staff');
  const bearer = `Bearer ${(await login(staff.username)).json().payload.token as string}`;
  const notStarted = await call('POST', '/admin-api/me/totp/confirm', bearer, { code: '123456' });
  expect([notStarted.statusCode, notStarted.json().message]).toEqual([409, 'บัญชีนี้ยังไม่ได้ตั้งค่าการยืนยันตัวตนสองขั้น']);
  const started = await call('POST', '/admin-api/me/totp', bearer);
  const secret = new URL(started.json().payload.otpauth_url as string).searchParams.get('secret')!;
  const otherSecret = new TOTP({ secret: new Secret() });
  const wrong = await call('POST', '/admin-api/me/totp/confirm', bearer, { code: otherSecret.generate() });
  expect([wrong.statusCode, wrong.json()]).toEqual([
    400,
    { status: 'error', code: 'VALIDATION', message: 'รหัสยืนยันตัวตนไม่ถูกต้อง หรือถูกใช้ไปแล้ว' },
  ]);
  // Still not enrolled: the password alone still gives tokens.
  expect((await login(staff.username)).json().payload).toHaveProperty('token');
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  expect((await call('POST', '/admin-api/me/totp/confirm', bearer, { code })).statusCode).toBe(200);
  expect((await login(staff.username)).json().payload).toHaveProperty('totp_required', true);

  const member = await createTestMember(app, database.db);
  expect((await call('POST', '/admin-api/me/totp', member.bearer)).statusCode).toBe(403);
  expect((await call('GET', '/cl-api/auth/me', member.bearer)).json().payload).not.toHaveProperty('second_factor');
});

test('when the setting requires it, staff without a second factor reach only enrolment, /me and logout', async () => {
  const admin = await createTestMember(app, database.db, { role: 'admin' });
  const staff = await staffWithPassword('staff');
  const put = await call('PUT', '/admin-api/site-config/second-factor', admin.bearer, { required_for: 'staff' });
  expect(put.json()).toEqual({ status: 'success', message: 'บันทึกการตั้งค่าการยืนยันตัวตนแล้ว', payload: { required_for: 'staff' } });
  const audit = await call('GET', '/admin-api/audit?action=site_config.second_factor', admin.bearer);
  // The admin's own token is refused from here on too: they have no second factor either.
  expect(audit.statusCode).toBe(403);
  try {
    const tokens = (await login(staff.username)).json().payload as { token: string; refresh_token: string };
    const bearer = `Bearer ${tokens.token}`;
    expect((await call('GET', '/cl-api/auth/me', bearer)).json().payload).toMatchObject({ role: 'staff', second_factor: 'must_enrol' });
    const dashboard = await call('GET', '/admin-api/dashboard', bearer);
    expect([dashboard.statusCode, dashboard.json()]).toEqual([
      403,
      { status: 'error', code: 'FORBIDDEN', message: 'ต้องตั้งค่าการยืนยันตัวตนสองขั้นก่อนใช้งานระบบหลังบ้าน' },
    ]);
    expect((await call('GET', '/cl-api/auth/member-bank', bearer)).statusCode).toBe(403);
    await enrol(bearer);
    expect((await call('GET', '/admin-api/dashboard', bearer)).statusCode).toBe(200);
    expect((await call('POST', '/cl-api/auth/logout', bearer, { refresh_token: tokens.refresh_token })).statusCode).toBe(200);
  } finally {
    await setSecondFactorPolicy(database.db, 'nobody');
  }
  const audited = await call('GET', '/admin-api/audit?action=site_config.second_factor', admin.bearer);
  expect(audited.json().payload.data).toMatchObject([
    { actor_id: admin.id, before: { required_for: 'nobody' }, after: { required_for: 'staff' } },
  ]);
});

test("an admin resets another staff member's second factor, audited; not their own", async () => {
  const admin = await staffWithPassword('admin');
  const adminBearer = `Bearer ${(await login(admin.username)).json().payload.token as string}`;
  const staff = await staffWithPassword('staff');
  await enrol(`Bearer ${(await login(staff.username)).json().payload.token as string}`);
  const listed = await call('GET', '/admin-api/staff', adminBearer);
  expect(listed.json().payload).toEqual(expect.arrayContaining([expect.objectContaining({ id: staff.id, second_factor: true })]));

  const own = await call('DELETE', `/admin-api/staff/${admin.id}/totp`, adminBearer);
  expect([own.statusCode, own.json().message]).toEqual([403, 'ไม่สามารถล้างการยืนยันตัวตนของบัญชีตัวเองได้ ให้ผู้ดูแลคนอื่นล้างให้']);
  const reset = await call('DELETE', `/admin-api/staff/${staff.id}/totp`, adminBearer);
  expect(reset.json()).toEqual({ status: 'success', message: 'ล้างการยืนยันตัวตนสองขั้นแล้ว', payload: null });
  expect((await login(staff.username)).json().payload).toHaveProperty('token');
  const again = await call('DELETE', `/admin-api/staff/${staff.id}/totp`, adminBearer);
  expect([again.statusCode, again.json().message]).toEqual([404, 'บัญชีนี้ยังไม่ได้ตั้งค่าการยืนยันตัวตนสองขั้น']);

  const audit = await call('GET', `/admin-api/audit?action=staff.second_factor_reset&target=member:${staff.id}`, adminBearer);
  expect(audit.json().payload.data).toMatchObject([
    { actor_id: admin.id, before: { second_factor: true }, after: { second_factor: false } },
  ]);
  const staffBearer = `Bearer ${(await login(staff.username)).json().payload.token as string}`;
  expect((await call('DELETE', `/admin-api/staff/${admin.id}/totp`, staffBearer)).statusCode).toBe(403);
});

describe('sessions and the second factor', () => {
  const refresh = (refreshToken: string) =>
    app.inject({ method: 'POST', url: '/cl-api/auth/refresh', payload: { refresh_token: refreshToken } });
  const passwordSession = async (username: string) => (await login(username)).json().payload as { token: string; refresh_token: string };
  const unauthorized = { status: 'error', code: 'UNAUTHORIZED', message: 'กรุณาเข้าสู่ระบบ' };

  test('enrolling ends the password-only sessions of the person, refresh included; the enrolling session goes on', async () => {
    const staff = await staffWithPassword('staff');
    const other = await passwordSession(staff.username);
    const enrolling = await passwordSession(staff.username);
    expect((await call('GET', '/admin-api/dashboard', `Bearer ${other.token}`)).statusCode).toBe(200);

    await enrol(`Bearer ${enrolling.token}`);

    const refused = await call('GET', '/admin-api/dashboard', `Bearer ${other.token}`);
    expect([refused.statusCode, refused.json()]).toEqual([401, unauthorized]);
    const renewed = await refresh(other.refresh_token);
    expect([renewed.statusCode, renewed.json()]).toEqual([401, unauthorized]);
    expect((await call('GET', '/admin-api/dashboard', `Bearer ${enrolling.token}`)).statusCode).toBe(200);
    expect((await refresh(enrolling.refresh_token)).json().payload).toEqual({
      token: expect.any(String),
      refresh_token: expect.any(String),
    });
  });

  test("an admin's reset ends every session of the person", async () => {
    const admin = await createTestMember(app, database.db, { role: 'admin' });
    const staff = await staffWithPassword('staff');
    const { totp } = await enrol(`Bearer ${(await passwordSession(staff.username)).token}`);
    const challenge = (await login(staff.username)).json().payload.challenge as string;
    const signedIn = (await loginTotp(challenge, nextStepCode(totp))).json().payload as { token: string; refresh_token: string };
    expect((await call('GET', '/admin-api/dashboard', `Bearer ${signedIn.token}`)).statusCode).toBe(200);

    expect((await call('DELETE', `/admin-api/staff/${staff.id}/totp`, admin.bearer)).statusCode).toBe(200);

    const refused = await call('GET', '/admin-api/dashboard', `Bearer ${signedIn.token}`);
    expect([refused.statusCode, refused.json()]).toEqual([401, unauthorized]);
    const renewed = await refresh(signedIn.refresh_token);
    expect([renewed.statusCode, renewed.json()]).toEqual([401, unauthorized]);
  });
});

test("code guesses from a stranger's device lock the stranger; the owner's device, with its cookie, still signs in with a right code", async () => {
  const owner = await staffWithPassword('admin');
  const enrolling = (await login(owner.username)).json().payload.token as string;
  const started = await call('POST', '/admin-api/me/totp', `Bearer ${enrolling}`);
  const secret = new URL(started.json().payload.otpauth_url as string).searchParams.get('secret')!;
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  const confirmed = await call('POST', '/admin-api/me/totp/confirm', `Bearer ${enrolling}`, { code: totp.generate() });
  const ownerCookie = String(confirmed.headers['set-cookie']).split(';')[0]!;
  expect(ownerCookie).toMatch(/^lotto_device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);

  const fromStranger = (cookie?: string) => ({ remoteAddress: '203.0.113.77', headers: cookie ? { cookie } : {} });
  const strangerLogin = await app.inject({
    method: 'POST',
    url: '/cl-api/auth/login',
    payload: { username: owner.username, password: PASSWORD },
    ...fromStranger(),
  });
  const strangerCookie = String(strangerLogin.headers['set-cookie']).split(';')[0]!;
  const strangerChallenge = strangerLogin.json().payload.challenge as string;
  const guess = (challenge: string, code: string, cookie?: string) =>
    app.inject({ method: 'POST', url: '/cl-api/auth/login/totp', payload: { challenge, code }, ...fromStranger(cookie) });
  const wrong = String((Number(nextStepCode(totp)) + 500_000) % 1_000_000).padStart(6, '0');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect((await guess(strangerChallenge, wrong, strangerCookie)).statusCode).toBe(401);
  }
  expect((await guess(strangerChallenge, nextStepCode(totp), strangerCookie)).statusCode).toBe(429);
  // A new device cookie needs only the password: it buys the stranger no more guesses.
  const again = await app.inject({
    method: 'POST',
    url: '/cl-api/auth/login',
    payload: { username: owner.username, password: PASSWORD },
    ...fromStranger(),
  });
  const freshCookie = String(again.headers['set-cookie']).split(';')[0]!;
  expect(freshCookie).not.toBe(strangerCookie);
  expect((await guess(again.json().payload.challenge as string, nextStepCode(totp), freshCookie)).statusCode).toBe(429);

  const ownerLogin = await app.inject({
    method: 'POST',
    url: '/cl-api/auth/login',
    payload: { username: owner.username, password: PASSWORD },
    headers: { cookie: ownerCookie },
  });
  expect(String(ownerLogin.headers['set-cookie']).split(';')[0]).toBe(ownerCookie);
  const signedIn = await app.inject({
    method: 'POST',
    url: '/cl-api/auth/login/totp',
    payload: { challenge: ownerLogin.json().payload.challenge as string, code: nextStepCode(totp) },
    headers: { cookie: ownerCookie },
  });
  expect([signedIn.statusCode, signedIn.json().payload]).toEqual([200, { token: expect.any(String), refresh_token: expect.any(String) }]);
  expect(String(signedIn.headers['set-cookie']).split(';')[0]).toBe(ownerCookie);
});
