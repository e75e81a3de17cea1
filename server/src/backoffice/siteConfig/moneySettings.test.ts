import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { readMoneyRules } from '../../money/settings';
import { auditRowsOf } from '../../testing/audit';
import { createTestMember, type TestMember } from '../../testing/members';
import { setUpTestApp } from '../../testing/testApp';

let database: Database;
let app: FastifyInstance;
let staff: TestMember;
let admin: TestMember;

setUpTestApp((started) => ({ app, database } = started));

beforeAll(async () => {
  staff = await createTestMember(app, database.db, { role: 'staff' });
  admin = await createTestMember(app, database.db, { role: 'admin' });
});

const call = (method: 'GET' | 'PUT', who: TestMember, payload?: object) =>
  app.inject({ method, url: '/admin-api/site-config/money', headers: { authorization: who.bearer }, ...(payload && { payload }) });

const SETTINGS = {
  auto_credit_max: 50_000,
  deposit_qr_minutes: 20,
  withdraw_auto: { max: 2_000.5, min_account_days: 3, needs_credited_deposit: false, min_stake_percent: 150 },
  second_approval_over: 30_000,
};

describe('money settings', () => {
  it('reads the settings a new site starts with', async () => {
    const response = await call('GET', admin);

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({
      auto_credit_max: 0,
      deposit_qr_minutes: 15,
      withdraw_auto: { max: 0, min_account_days: 7, needs_credited_deposit: true, min_stake_percent: 100 },
      second_approval_over: 0,
    });
  });

  it('saves them in satang, audited with the values before and after', async () => {
    const before = (await call('GET', admin)).json().payload;

    const response = await call('PUT', admin, SETTINGS);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', message: 'บันทึกการตั้งค่าการเงินสำเร็จ', payload: SETTINGS });
    expect((await call('GET', admin)).json().payload).toEqual(SETTINGS);
    expect(await readMoneyRules(database.db)).toMatchObject({ autoCreditMax: 5_000_000n, secondApprovalOver: 3_000_000n });
    const audit = await auditRowsOf(database.db, 'site_config', 1);
    expect(audit.filter((row) => row.action === 'site_config.money')).toEqual([
      { actor_id: admin.id, action: 'site_config.money', before, after: SETTINGS },
    ]);
  });

  it.each<[string, object, string]>([
    ['a QR that lives too long', { ...SETTINGS, deposit_qr_minutes: 61 }, 'อายุ QR ต้องเป็น 5 ถึง 60 นาที'],
    ['a negative maximum', { ...SETTINGS, auto_credit_max: -1 }, 'จำนวนเงินต้องเป็น 0 ขึ้นไป'],
    ['three decimals', { ...SETTINGS, second_approval_over: 1.005 }, 'ระบุจำนวนเงินได้ไม่เกิน 2 ตำแหน่งทศนิยม'],
  ])('refuses %s', async (_case, body, message) => {
    const response = await call('PUT', admin, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', code: 'VALIDATION', message });
  });

  it('is for admins only', async () => {
    for (const response of [await call('GET', staff), await call('PUT', staff, SETTINGS)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: 'error', code: 'FORBIDDEN', message: 'ไม่มีสิทธิ์ทำรายการนี้' });
    }
  });
});
