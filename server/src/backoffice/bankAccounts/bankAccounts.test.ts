import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadSecrets } from '../../auth/secrets';
import type { Database } from '../../db/database';
import { memberCredit } from '../../members/repository';
import { feedSecretBox } from '../../money/statement/feedSecrets';
import { auditRowsOf } from '../../testing/audit';
import { tempDir, testConfig } from '../../testing/fixtures';
import { createTestMember, type TestMember } from '../../testing/members';
import { addMemberBankAccount, createSiteBankAccount } from '../../testing/money';
import { insertPendingDeposit } from '../../testing/staffMoney';
import { setUpTestApp } from '../../testing/testApp';

let database: Database;
let app: FastifyInstance;
const dataDir = tempDir();
let staff: TestMember;
let admin: TestMember;

setUpTestApp((started) => ({ app, database } = started), {
  build: (db) => buildApp(testConfig(dataDir), { database: db }),
  checkLedger: true,
});

beforeAll(async () => {
  staff = await createTestMember(app, database.db, { role: 'staff' });
  admin = await createTestMember(app, database.db, { role: 'admin' });
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: TestMember, payload?: object) =>
  app.inject({ method, url, headers: { authorization: who.bearer }, ...(payload && { payload }) });

let serial = 0;
/** A new account's fields, with an account number no other test uses. */
function newAccount(overrides: object = {}) {
  serial += 1;
  return { bank_id: 4, account_name: 'บริษัท ลอตโต้ จำกัด', account_number: `40${String(serial).padStart(8, '0')}`, ...overrides };
}

async function created(fields: object = newAccount()): Promise<{ id: number }> {
  const response = await call('POST', '/admin-api/bank-accounts', admin, fields);
  expect(response.statusCode).toBe(200);
  return response.json().payload;
}

const sealedSecretOf = async (id: number) =>
  (await database.db.selectFrom('site_bank_accounts').select('feed_secret').where('id', '=', id).executeTakeFirstOrThrow()).feed_secret;

describe('receiving accounts', () => {
  it('adds an account for an admin, audited, and staff read it without any secret', async () => {
    const fields = newAccount({ promptpay_id: '0812345678' });

    const response = await call('POST', '/admin-api/bank-accounts', admin, fields);

    expect(response.statusCode).toBe(200);
    const account = response.json().payload;
    expect(response.json()).toEqual({
      status: 'success',
      message: 'บันทึกบัญชีรับเงินสำเร็จ',
      payload: {
        id: expect.any(Number),
        bank_id: 4,
        short_name: 'SCB',
        account_name: 'บริษัท ลอตโต้ จำกัด',
        account_number: fields.account_number,
        promptpay_id: '0812345678',
        biller_id: null,
        active: true,
        feed_secret_set: false,
        csv_mapping: null,
      },
    });
    const listed = await call('GET', '/admin-api/bank-accounts', staff);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().payload).toContainEqual(account);
    expect(await auditRowsOf(database.db, 'site_bank_account', account.id)).toEqual([
      {
        actor_id: admin.id,
        action: 'bank_account.create',
        before: null,
        after: {
          bank_id: 4,
          account_name: 'บริษัท ลอตโต้ จำกัด',
          account_number: fields.account_number,
          promptpay_id: '0812345678',
          biller_id: null,
          active: true,
        },
      },
    ]);
  });

  it('refuses a second account of the same bank and number, and a bad PromptPay ID', async () => {
    const fields = newAccount();
    await created(fields);

    const again = await call('POST', '/admin-api/bank-accounts', admin, { ...fields, account_name: 'บัญชีซ้ำของเว็บ' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 'error', code: 'DUPLICATE', message: 'มีบัญชีรับเงินเลขนี้แล้ว' });

    const otherBank = await call('POST', '/admin-api/bank-accounts', admin, { ...fields, bank_id: 1 });
    expect(otherBank.statusCode).toBe(200);

    const badPromptpay = await call('POST', '/admin-api/bank-accounts', admin, newAccount({ promptpay_id: '12345' }));
    expect(badPromptpay.statusCode).toBe(400);
    expect(badPromptpay.json()).toEqual({
      status: 'error',
      code: 'VALIDATION',
      message: 'พร้อมเพย์ต้องเป็นเบอร์โทร 10 หลัก หรือเลขประจำตัว 13 หลัก',
    });
  });

  it('changes an account, its activity included, with the values before and after in the audit', async () => {
    const before = newAccount({ promptpay_id: '0812345678' });
    const { id } = await created(before);
    const after = { ...before, account_name: 'บริษัท ลอตโต้ ใหม่ จำกัด', promptpay_id: '', biller_id: '010555512345601', active: false };

    const response = await call('PUT', `/admin-api/bank-accounts/${id}`, admin, after);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'บันทึกบัญชีรับเงินสำเร็จ',
      payload: { id, account_name: 'บริษัท ลอตโต้ ใหม่ จำกัด', promptpay_id: null, biller_id: '010555512345601', active: false },
    });
    const [, update] = await auditRowsOf(database.db, 'site_bank_account', id);
    expect(update).toEqual({
      actor_id: admin.id,
      action: 'bank_account.update',
      before: expect.objectContaining({ account_name: 'บริษัท ลอตโต้ จำกัด', promptpay_id: '0812345678', biller_id: null, active: true }),
      after: expect.objectContaining({
        account_name: 'บริษัท ลอตโต้ ใหม่ จำกัด',
        promptpay_id: null,
        biller_id: '010555512345601',
        active: false,
      }),
    });
  });

  it("refuses to change an account to another one's number, and an account that does not exist", async () => {
    const first = newAccount();
    await created(first);
    const { id } = await created();

    const taken = await call('PUT', `/admin-api/bank-accounts/${id}`, admin, { ...first, active: true });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ status: 'error', code: 'DUPLICATE', message: 'มีบัญชีรับเงินเลขนี้แล้ว' });

    const missing = await call('PUT', '/admin-api/bank-accounts/999999', admin, { ...newAccount(), active: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'ไม่พบบัญชีรับเงินนี้' });
  });

  it('keeps the changes to admins', async () => {
    const { id } = await created();
    const refusals = [
      await call('POST', '/admin-api/bank-accounts', staff, newAccount()),
      await call('PUT', `/admin-api/bank-accounts/${id}`, staff, { ...newAccount(), active: true }),
      await call('POST', `/admin-api/bank-accounts/${id}/feed-secret`, staff),
    ];
    expect(refusals.map((response) => [response.statusCode, response.json()])).toEqual(
      refusals.map(() => [403, { status: 'error', code: 'FORBIDDEN', message: 'ไม่มีสิทธิ์ทำรายการนี้' }]),
    );
    expect(await sealedSecretOf(id)).toBeNull();
  });
});

describe('feed secrets', () => {
  it('makes a secret shown once, sealed under the server secret, and replaces it at once when made again', async () => {
    const { id } = await created();
    const box = feedSecretBox(loadSecrets(dataDir).jwtSecret);

    const first = await call('POST', `/admin-api/bank-accounts/${id}/feed-secret`, admin);

    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toEqual({
      status: 'success',
      message: 'สร้างรหัสลับสำหรับรับรายการเดินบัญชีแล้ว รหัสนี้แสดงเพียงครั้งเดียว',
      payload: { secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
    });
    const secret: string = first.json().payload.secret;
    const sealed = await sealedSecretOf(id);
    expect(sealed).not.toContain(secret);
    expect(box.open(sealed!)).toBe(secret);

    const listed = await call('GET', '/admin-api/bank-accounts', staff);
    expect(listed.body).not.toContain(secret);
    expect(listed.body).not.toContain(sealed);
    expect(listed.json().payload.find((account: { id: number }) => account.id === id)).toMatchObject({ feed_secret_set: true });

    const second = await call('POST', `/admin-api/bank-accounts/${id}/feed-secret`, admin);
    const rotated: string = second.json().payload.secret;
    expect(rotated).not.toBe(secret);
    expect(box.open((await sealedSecretOf(id))!)).toBe(rotated);

    const audit = await auditRowsOf(database.db, 'site_bank_account', id);
    expect(audit.slice(1)).toEqual([
      { actor_id: admin.id, action: 'bank_account.feed_secret', before: { feed_secret_set: false }, after: { feed_secret_set: true } },
      { actor_id: admin.id, action: 'bank_account.feed_secret', before: { feed_secret_set: true }, after: { feed_secret_set: true } },
    ]);
    expect(JSON.stringify(audit)).not.toContain(secret);
    expect(JSON.stringify(audit)).not.toContain(rotated);
  });

  it('is 404 for an account that does not exist', async () => {
    const response = await call('POST', '/admin-api/bank-accounts/999999/feed-secret', admin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'ไม่พบบัญชีรับเงินนี้' });
  });
});

describe('statement CSV uploads', () => {
  const mapping = { bank_ref: 'เลขอ้างอิง', at: 'วันเวลา', amount_in: 'ฝาก', amount_out: 'ถอน' };
  const header = 'เลขอ้างอิง,วันเวลา,ฝาก,ถอน';
  const upload = (accountId: number, payload: object, who: TestMember = staff) =>
    call('POST', `/admin-api/bank-accounts/${accountId}/statement-csv`, who, payload);

  async function autoCreditUpTo(baht: number): Promise<void> {
    const settings = (await call('GET', '/admin-api/site-config/money', admin)).json().payload;
    expect((await call('PUT', '/admin-api/site-config/money', admin, { ...settings, auto_credit_max: baht })).statusCode).toBe(200);
  }

  it('stores the lines once, credits the one that names a pending deposit, saves the mapping and audits the counts', async () => {
    await autoCreditUpTo(50_000);
    const accountId = await createSiteBankAccount(database.db);
    const member = await createTestMember(app, database.db);
    await addMemberBankAccount(database.db, member.id);
    const depositId = await insertPendingDeposit(database.db, member.id, accountId, 150_000n, {
      status: 'read',
      reference: 'CSV-REF-1',
      sendingBank: '004',
    });
    const csv = [
      header,
      'CSV-REF-1,01/03/2569 10:00,"1,500.00",',
      'CSV-REF-2,01/03/2569 10:05,"2,000.00",',
      'CSV-REF-3,2026-03-01 11:00,,300',
    ].join('\n');

    const response = await upload(accountId, { csv, mapping });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'นำเข้ารายการเดินบัญชี 3 รายการ (ซ้ำ 0 รายการ)',
      payload: { added: 3, repeated: 0, credited: 1, waiting: 2 },
    });
    expect(await memberCredit(database.db, member.id)).toBe(150_000n);
    const lines = await database.db
      .selectFrom('statement_lines')
      .select(['bank_ref', 'direction', 'amount', 'source', 'status', 'deposit_id'])
      .where('site_bank_account_id', '=', accountId)
      .orderBy('bank_ref')
      .execute();
    expect(lines).toEqual([
      { bank_ref: 'CSV-REF-1', direction: 'in', amount: 150_000n, source: 'csv', status: 'credited', deposit_id: depositId },
      { bank_ref: 'CSV-REF-2', direction: 'in', amount: 200_000n, source: 'csv', status: 'unmatched', deposit_id: null },
      { bank_ref: 'CSV-REF-3', direction: 'out', amount: 30_000n, source: 'csv', status: 'unmatched', deposit_id: null },
    ]);
    const accounts = (await call('GET', '/admin-api/bank-accounts', staff)).json().payload;
    expect(accounts.find((account: { id: number }) => account.id === accountId).csv_mapping).toEqual(mapping);
    expect(await auditRowsOf(database.db, 'site_bank_account', accountId)).toEqual([
      {
        actor_id: staff.id,
        action: 'statement.upload',
        before: { csv_mapping: null },
        after: { csv_mapping: mapping, lines: 3, added: 3, repeated: 0, credited: 1, waiting: 2 },
      },
    ]);

    // The same file again, with the saved mapping: nothing is stored or credited twice.
    const again = await upload(accountId, { csv });
    expect(again.json()).toEqual({
      status: 'success',
      message: 'นำเข้ารายการเดินบัญชี 0 รายการ (ซ้ำ 3 รายการ)',
      payload: { added: 0, repeated: 3, credited: 0, waiting: 0 },
    });
    expect(await memberCredit(database.db, member.id)).toBe(150_000n);
  });

  it('refuses a file with a bad row, in Thai and with its line, storing none of it', async () => {
    const accountId = await createSiteBankAccount(database.db);
    const csv = [header, 'BAD-1,01/03/2569 10:00,100,', 'BAD-2,31/02/2569 10:00,100,'].join('\n');

    const response = await upload(accountId, { csv, mapping });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'error',
      code: 'VALIDATION',
      message: 'อ่านไฟล์ CSV ไม่ได้ที่บรรทัด 3: เวลา "31/02/2569 10:00" ไม่ถูกต้อง ใช้ ปปปป-ดด-วว ชช:นน หรือ วว/ดด/ปปปป ชช:นน',
    });
    const stored = await database.db.selectFrom('statement_lines').select('id').where('site_bank_account_id', '=', accountId).execute();
    expect(stored).toEqual([]);
    const account = await database.db
      .selectFrom('site_bank_accounts')
      .select('csv_mapping')
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    expect(account.csv_mapping).toBeNull();
  });

  it('asks for a mapping when the account has none saved, and for a known account', async () => {
    const accountId = await createSiteBankAccount(database.db);

    const noMapping = await upload(accountId, { csv: `${header}\nX,2026-03-01 10:00,1,` });
    expect(noMapping.statusCode).toBe(400);
    expect(noMapping.json()).toEqual({ status: 'error', code: 'VALIDATION', message: 'ระบุคอลัมน์ของเลขอ้างอิง จำนวนเงิน และเวลา' });

    const noAccount = await upload(999_999, { csv: `${header}\nX,2026-03-01 10:00,1,`, mapping });
    expect(noAccount.statusCode).toBe(404);
    expect(noAccount.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'ไม่พบบัญชีรับเงินนี้' });

    const noCsv = await upload(accountId, { mapping });
    expect(noCsv.statusCode).toBe(400);
    expect(noCsv.json()).toEqual({ status: 'error', code: 'VALIDATION', message: 'แนบไฟล์ CSV ของรายการเดินบัญชี' });
  });

  it('takes a file far larger than an ordinary form', async () => {
    const accountId = await createSiteBankAccount(database.db);
    const rows = Array.from({ length: 500 }, (_, i) => `BIG-${i},2026-03-01 10:00,${i + 1}.25,,${'ก'.repeat(40)}`);
    const csv = [`${header},หมายเหตุ`, ...rows].join('\n');

    const response = await upload(accountId, { csv, mapping });

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({ added: 500, repeated: 0, credited: 0, waiting: 500 });
  });

  it('refuses a body past its own limit before reading it', async () => {
    const accountId = await createSiteBankAccount(database.db);

    const response = await upload(accountId, { csv: 'ก'.repeat(1_500_000), mapping });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: 'error', code: 'VALIDATION', message: 'ข้อมูลที่ส่งมีขนาดใหญ่เกินไป' });
  });
});
