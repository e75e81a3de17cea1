import { fieldErrors } from '../../validation/fieldErrors';
import { everyModuleAt, levelAllows, staffPermissionsRequestSchema } from './permissions';

describe('permission levels', () => {
  it.each([
    ['none', 'view', false],
    ['view', 'view', true],
    ['view', 'manage', false],
    ['manage', 'view', true],
    ['manage', 'manage', true],
  ] as const)('%s reaches %s: %s', (level, needed, allowed) => {
    expect(levelAllows(level, needed)).toBe(allowed);
  });
});

describe('PUT /admin-api/staff/{id}/permissions', () => {
  const cashier = { ...everyModuleAt('none'), money: 'manage' };

  it('takes every module at one of the three levels and a limit in baht, or none', async () => {
    expect(await fieldErrors(staffPermissionsRequestSchema, { modules: cashier, approval_limit: 5000.25 })).toEqual({});
    expect(await fieldErrors(staffPermissionsRequestSchema, { modules: cashier, approval_limit: null })).toEqual({});
  });

  it.each([
    ['a missing module', { modules: { ...cashier, releases: undefined }, approval_limit: null }, 'modules.releases'],
    ['an unknown level', { modules: { ...cashier, money: 'owner' }, approval_limit: null }, 'modules.money'],
  ])('refuses %s in Thai', async (_case, body, field) => {
    expect(await fieldErrors(staffPermissionsRequestSchema, body)).toEqual({ [field]: 'เลือกสิทธิ์ของทุกส่วน: ไม่มี ดู หรือจัดการ' });
  });

  it.each([-1, 10_000_001, 'ห้าพัน'])('refuses the limit %p in Thai', async (limit) => {
    expect(await fieldErrors(staffPermissionsRequestSchema, { modules: cashier, approval_limit: limit })).toEqual({
      approval_limit: 'วงเงินอนุมัติต้องเป็นจำนวนเงิน 0 ถึง 10,000,000 บาท หรือเว้นว่างเมื่อไม่จำกัด',
    });
  });
});
