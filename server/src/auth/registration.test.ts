import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { DomainError } from '../errors/errors';
import * as members from '../members/repository';
import { buildAuthTestApp, newRegistration, registerMember as registerThroughApi, TEST_PASSWORD_HASH_COST } from '../testing/authApp';
import { setUpTestApp } from '../testing/testApp';
import { passwordHasher } from './passwords';
import { registerMember } from './registration';

let database: Database;
let app: FastifyInstance;

setUpTestApp((started) => ({ app, database } = started), { build: buildAuthTestApp, checkLedger: true });

afterEach(() => jest.restoreAllMocks());

const register = (payload: unknown) => app.inject({ method: 'POST', url: '/cl-api/auth/register', payload: payload as object });

test('registers a member who is then logged in, with no credit, a wallet and the bank account', async () => {
  const registration = newRegistration();

  const response = await register(registration);

  expect(response.statusCode).toBe(200);
  const { token, refresh_token } = response.json().payload;
  expect(typeof refresh_token).toBe('string');
  const me = await app.inject({ method: 'GET', url: '/cl-api/auth/me', headers: { authorization: `Bearer ${token}` } });
  expect(me.json().payload).toEqual({ id: expect.any(Number), username: registration.username, credit: 0, role: 'member' });

  const login = await app.inject({
    method: 'POST',
    url: '/cl-api/auth/login',
    payload: { username: registration.username, password: registration.password },
  });
  expect(login.statusCode).toBe(200);

  const { id } = me.json().payload;
  const member = await database.db.selectFrom('members').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow();
  expect(member.password_hash).toMatch(/^\$argon2id\$/);
  const accounts = await database.db.selectFrom('ledger_accounts').select('kind').where('member_id', '=', id).execute();
  expect(accounts).toEqual([{ kind: 'wallet' }]);
  expect(await members.listMemberBankAccounts(database.db, id)).toEqual([
    { bank_id: 4, account_name: 'สมชาย ใจดีมาก', account_number: registration.accounts[0]!.account_number },
  ]);
});

test('fields the request does not define are refused, and nothing is stored', async () => {
  const registration = newRegistration();
  const response = await register({
    ...registration,
    role: 'admin',
    credit: 1_000_000,
    accounts: [{ ...registration.accounts[0], id: 1, member_id: 1 }],
  });

  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ status: 'error', code: 'VALIDATION', message: 'ข้อมูลไม่ถูกต้อง: accounts[0].id' });
  const check = await app.inject({ method: 'POST', url: '/cl-api/auth/check-username', payload: { username: registration.username } });
  expect(check.json().payload).toEqual({ available: true });
});

describe('every rule of docs/api-conventions.md#validation-messages answers 400 VALIDATION with its message', () => {
  const valid = newRegistration();
  const account = valid.accounts[0]!;
  const withAccount = (change: object) => ({ ...valid, accounts: [{ ...account, ...change }] });

  test.each<[string, string, unknown]>([
    ['empty body', 'กรุณาระบุเบอร์โทร', {}],
    ['no phone', 'กรุณาระบุเบอร์โทร', { ...valid, username: '' }],
    ['9-digit phone', 'หมายเลขโทรศัพท์ไม่ถูกต้อง', { ...valid, username: '081234567' }],
    ['11-digit phone', 'หมายเลขโทรศัพท์ไม่ถูกต้อง', { ...valid, username: '08123456789' }],
    ['letters in phone', 'เฉพาะตัวเลขเท่านั้น', { ...valid, username: '08123456ab' }],
    ['no password', 'กรุณาระบุรหัสผ่าน', { ...valid, password: '', confirm_password: '' }],
    ['5-character password', 'รหัสผ่านอย่างน้อย 6 - 12 ตัว', { ...valid, password: '12345', confirm_password: '12345' }],
    ['13-character password', 'รหัสผ่านอย่างน้อย 6 - 12 ตัว', { ...valid, password: '1234567890123', confirm_password: '1234567890123' }],
    ['different confirmation', 'รหัสผ่านไม่ตรงกัน', { ...valid, confirm_password: 'secret13' }],
    ['no confirmation', 'รหัสผ่านไม่ตรงกัน', { ...valid, confirm_password: undefined }],
    ['no accounts', 'เลือกธนาคาร', { ...valid, accounts: undefined }],
    ['empty accounts', 'เลือกธนาคาร', { ...valid, accounts: [] }],
    ['no bank', 'เลือกธนาคาร', withAccount({ bank_id: undefined })],
    ['bank 15', 'เลือกธนาคาร', withAccount({ bank_id: 15 })],
    ['bank as text', 'เลือกธนาคาร', withAccount({ bank_id: 'SCB' })],
    ['no account name', 'ระบุชื่อบัญชี', withAccount({ account_name: '' })],
    ['blank account name', 'ระบุชื่อบัญชี', withAccount({ account_name: '   ' })],
    ['7-character account name', 'ชื่อบัญชีอย่างน้อย 8 ตัวอักษร', withAccount({ account_name: 'สมชาย ใ' })],
    ['no account number', 'ระบุบัญชีธนาคาร', withAccount({ account_number: '' })],
    ['7-digit account number', 'เลขบัญชีไม่ถูกต้อง', withAccount({ account_number: '1234567' })],
    ['19-digit account number', 'เลขบัญชีไม่ถูกต้อง', withAccount({ account_number: '1234567890123456789' })],
    ['dashes in account number', 'เฉพาะตัวเลขเท่านั้น', withAccount({ account_number: '123-456-7890' })],
    ['phone of the wrong type', 'ข้อมูลไม่ถูกต้อง: username', { ...valid, username: { phone: valid.username } }],
  ])('%s → %s', async (_case, message, payload) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', code: 'VALIDATION', message });
  });

  test('nothing was stored', async () => {
    expect(await members.isUsernameTaken(database.db, valid.username)).toBe(false);
  });
});

describe('taken phone numbers and account numbers', () => {
  test('a taken phone number is 409 DUPLICATE', async () => {
    const first = await registerThroughApi(app);
    const response = await register({ ...newRegistration(), username: first.username });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: 'error', code: 'DUPLICATE', message: 'มีชื่อผู้ใช้งานนี้แล้ว' });
  });

  test('a taken account number is 409 DUPLICATE', async () => {
    const first = newRegistration();
    await registerThroughApi(app, first);
    const second = { ...newRegistration(), accounts: first.accounts };

    const response = await register(second);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: 'error', code: 'DUPLICATE', message: 'มีบัญชีนี้แล้ว' });
  });

  test.each([
    ['phone number', 'isUsernameTaken' as const, 'usernameTaken'],
    ['account number', 'isAccountNumberTaken' as const, 'accountNumberTaken'],
  ])('the %s taken after the check (a lost race at the unique index) is refused too', async (_case, check, kind) => {
    const first = newRegistration();
    await registerThroughApi(app, first);
    const second = newRegistration();
    const clash = check === 'isUsernameTaken' ? { ...second, username: first.username } : { ...second, accounts: first.accounts };
    // The first check finds nothing, as if the other registration committed just after it.
    const spy = jest.spyOn(members, check).mockResolvedValueOnce(false);
    const memberCount = () =>
      database.db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
    const before = await memberCount();

    const passwords = passwordHasher(TEST_PASSWORD_HASH_COST);
    const failure = await registerMember(database.db, passwords, clash).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(DomainError);
    expect(failure).toMatchObject({ kind });
    // Checked again after the unique index refused the row.
    expect(spy).toHaveBeenCalledTimes(2);
    // The member row of a refused bank account was rolled back with it.
    expect(await memberCount()).toEqual(before);
  });

  test('two registrations of one phone number at once: one member, one 409', async () => {
    const phone = newRegistration().username;
    const responses = await Promise.all([
      register({ ...newRegistration(), username: phone }),
      register({ ...newRegistration(), username: phone }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.statusCode === 409)!.json().message).toBe('มีชื่อผู้ใช้งานนี้แล้ว');
  });
});
