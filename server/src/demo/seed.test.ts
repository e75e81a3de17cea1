import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { ledgerProblems } from '../ledger/invariants';
import { findMemberByUsername } from '../members/repository';
import { buildAuthTestApp, TEST_PASSWORD_HASH_COST } from '../testing/authApp';
import { setUpTestApp } from '../testing/testApp';
import { DEMO_ADMIN, DEMO_MEMBER, seedDemoData } from './seed';

let database: Database;
let app: FastifyInstance;

setUpTestApp((started) => ({ app, database } = started), { build: buildAuthTestApp });

const login = (username: string, password: string) =>
  app.inject({ method: 'POST', url: '/cl-api/auth/login', payload: { username, password } });

test('creates the demo member with 10,000.00 baht and a bank account, the demo admin and a receiving account', async () => {
  expect(await seedDemoData(database.db, TEST_PASSWORD_HASH_COST)).toBe(true);

  const memberLogin = await login('0800000001', 'demo1234');
  expect(memberLogin.statusCode).toBe(200);
  const bearer = `Bearer ${memberLogin.json().payload.token}`;
  const me = await app.inject({ method: 'GET', url: '/cl-api/auth/me', headers: { authorization: bearer } });
  expect(me.json().payload).toMatchObject({ username: '0800000001', credit: 10000, role: 'member' });
  const banks = await app.inject({ method: 'GET', url: '/cl-api/auth/member-bank', headers: { authorization: bearer } });
  expect(banks.json().payload).toEqual([
    { bank_id: 1, short_name: 'KBANK', name: 'กสิกรไทย', account_name: 'สมชาย ใจดีมาก', account_number: '1234567890' },
  ]);

  const adminLogin = await login('0800000099', 'admin1234');
  expect(adminLogin.statusCode).toBe(200);
  const admin = await app.inject({
    method: 'GET',
    url: '/cl-api/auth/me',
    headers: { authorization: `Bearer ${adminLogin.json().payload.token}` },
  });
  expect(admin.json().payload).toMatchObject({ credit: 0, role: 'admin' });

  const siteAccounts = await database.db
    .selectFrom('site_bank_accounts')
    .select(['bank_id', 'account_name', 'account_number', 'active'])
    .execute();
  expect(siteAccounts).toEqual([{ bank_id: 4, account_name: 'บริษัท ลอตโต้ จำกัด', account_number: '4071234567', active: true }]);
  expect((await findMemberByUsername(database.db, DEMO_MEMBER.username))?.password_hash).toMatch(/^\$argon2id\$/);
  expect(await ledgerProblems(database.db)).toEqual([]);
});

test('running again changes nothing: still exactly 10,000.00 baht', async () => {
  expect(await seedDemoData(database.db, TEST_PASSWORD_HASH_COST)).toBe(false);

  const member = await findMemberByUsername(database.db, DEMO_MEMBER.username);
  expect(member?.credit).toBe(1_000_000n);
  const counts = await database.db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('username', 'in', [DEMO_MEMBER.username, DEMO_ADMIN.username])
    .executeTakeFirstOrThrow();
  expect(Number(counts.count)).toBe(2);
  const siteAccounts = await database.db.selectFrom('site_bank_accounts').select('id').execute();
  expect(siteAccounts).toHaveLength(1);
});
