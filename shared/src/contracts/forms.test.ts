import type { AnyObjectSchema } from 'yup';
import { loginSchema, registerFormSchema, registerRequestSchema } from './auth';
import { depositRequestSchema, rejectRequestSchema, withdrawRequestSchema } from './money';

/** The first message a schema gives for `value`, or null when it is valid. */
async function firstError(schema: AnyObjectSchema, value: unknown, context?: object): Promise<string | null> {
  try {
    await schema.validate(value, { context });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The message of one field, as a form shows it beside that field. */
async function fieldError(schema: AnyObjectSchema, value: object, path: string): Promise<string | null> {
  try {
    await schema.validateAt(path, value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const validForm = {
  username: '0812345678',
  password: 'secret12',
  confirmPassword: 'secret12',
  bankId: 1,
  accountName: 'สมชาย ใจดีมาก',
  accountNumber: '1234567890',
};

describe('login', () => {
  it("keeps yup's default message", async () => {
    expect(await firstError(loginSchema, { password: 'x' })).toBe('username is a required field');
    expect(await firstError(loginSchema, { username: '0812345678' })).toBe('password is a required field');
  });
});

describe('registration form (docs/api-conventions.md#validation-messages)', () => {
  it('accepts a valid form', async () => {
    expect(await firstError(registerFormSchema, validForm)).toBeNull();
  });

  it.each<[string, Partial<typeof validForm>, string]>([
    ['no phone', { username: '' }, 'กรุณาระบุเบอร์โทร'],
    ['9-digit phone', { username: '081234567' }, 'หมายเลขโทรศัพท์ไม่ถูกต้อง'],
    ['letters in phone', { username: '08123456ab' }, 'เฉพาะตัวเลขเท่านั้น'],
    ['no password', { password: '' }, 'กรุณาระบุรหัสผ่าน'],
    ['5-character password', { password: '12345' }, 'รหัสผ่านอย่างน้อย 6 - 12 ตัว'],
    ['13-character password', { password: '1234567890123' }, 'รหัสผ่านอย่างน้อย 6 - 12 ตัว'],
    ['different confirmation', { confirmPassword: 'secret13' }, 'รหัสผ่านไม่ตรงกัน'],
    ['no bank', { bankId: undefined }, 'เลือกธนาคาร'],
    ['bank 15', { bankId: 15 }, 'เลือกธนาคาร'],
    ['no account name', { accountName: '' }, 'ระบุชื่อบัญชี'],
    ['7-character account name', { accountName: 'สมชาย ใ' }, 'ชื่อบัญชีอย่างน้อย 8 ตัวอักษร'],
    ['no account number', { accountNumber: '' }, 'ระบุบัญชีธนาคาร'],
    ['7-digit account number', { accountNumber: '1234567' }, 'เลขบัญชีไม่ถูกต้อง'],
    ['19-digit account number', { accountNumber: '1234567890123456789' }, 'เลขบัญชีไม่ถูกต้อง'],
    ['dashes in account number', { accountNumber: '123-456-7890' }, 'เฉพาะตัวเลขเท่านั้น'],
  ])('%s → %s', async (_case, change, message) => {
    const [field] = Object.keys(change);
    expect(await fieldError(registerFormSchema, { ...validForm, ...change }, field!)).toBe(message);
  });
});

describe('registration request', () => {
  const request = {
    username: '0812345678',
    password: 'secret12',
    confirm_password: 'secret12',
    accounts: [{ bank_id: 4, account_name: 'สมชาย ใจดีมาก', account_number: '1234567890' }],
  };

  it('uses the same rules under the API names', async () => {
    expect(await firstError(registerRequestSchema, request)).toBeNull();
    expect(await firstError(registerRequestSchema, { ...request, confirm_password: 'x' })).toBe('รหัสผ่านไม่ตรงกัน');
    expect(await firstError(registerRequestSchema, { ...request, accounts: [{ ...request.accounts[0], account_number: '12' }] })).toBe(
      'เลขบัญชีไม่ถูกต้อง',
    );
    expect(await firstError(registerRequestSchema, { ...request, accounts: [] })).toBe('เลือกธนาคาร');
  });
});

describe('deposit', () => {
  const valid = { amount: 500, bank_id: 1, time: '09:30', file_url: '/lto-public-api/slip/abc' };

  it.each<[string, Record<string, unknown>, string | null]>([
    ['valid', {}, null],
    ['no amount', { amount: undefined }, 'ระบุจำนวนเงินที่โอน'],
    ['seven characters', { amount: 1000000 }, 'กรุณาระบุจำนวนให้ถูกต้อง'],
    ['below 1 baht', { amount: 0.5 }, 'กรุณาระบุจำนวนเงินขั้นต่ำ 1 บาท'],
    ['three decimals', { amount: 1.005 }, 'ระบุจำนวนเงินได้ไม่เกิน 2 ตำแหน่งทศนิยม'],
    ['no slip', { file_url: '' }, 'กรุณาแนบหลักฐานการโอน'],
    ['hour 24', { time: '24:00' }, 'กรุณาระบุเวลาที่โอนให้ถูกต้อง'],
    // The site bank's id is a smallint column: a larger one must not reach the database.
    ['a bank id beyond smallint', { bank_id: 1606508206 }, 'บัญชีรับโอนไม่ถูกต้อง'],
  ])('%s', async (_case, change, message) => {
    expect(await firstError(depositRequestSchema, { ...valid, ...change })).toBe(message);
  });
});

describe('withdraw', () => {
  it.each<[number, number, string | null]>([
    [50, 100, null],
    [49.99, 100, 'จำนวนเงินถอนขึ้นต่ำ 50 บาท'],
    [100.01, 100, 'จำนวนเงินไม่พอในการถอน'],
    [200000.01, 500000, 'ถอนได้สูงสุด 200,000.00 บาทต่อครั้ง'],
    [200000, 500000, null],
    [60.123, 100, 'ระบุจำนวนเงินได้ไม่เกิน 2 ตำแหน่งทศนิยม'],
  ])('%p baht with %p credit', async (amount, credit, message) => {
    expect(await firstError(withdrawRequestSchema, { amount, pin: '246810' }, { credit })).toBe(message);
  });

  it.each<[unknown, string | null]>([
    ['246810', null],
    [undefined, 'กรุณาระบุรหัส PIN ถอนเงิน'],
    ['24681', 'รหัส PIN ถอนเงินต้องเป็นตัวเลข 6 หลัก'],
    ['2468100', 'รหัส PIN ถอนเงินต้องเป็นตัวเลข 6 หลัก'],
    ['24681x', 'รหัส PIN ถอนเงินต้องเป็นตัวเลข 6 หลัก'],
  ])('the withdrawal PIN %p', async (pin, message) => {
    expect(await firstError(withdrawRequestSchema, { amount: 50, pin }, { credit: 100 })).toBe(message);
  });
});

describe('staff reject', () => {
  it.each<[unknown, string | null]>([
    ['สลิปไม่ตรงกับยอดโอน', null],
    [undefined, 'กรุณาระบุเหตุผล'],
    ['   ', 'กรุณาระบุเหตุผล'],
    ['ก'.repeat(501), 'เหตุผลยาวได้ไม่เกิน 500 ตัวอักษร'],
  ])('reason %p', async (reason, message) => {
    expect(await firstError(rejectRequestSchema, { reason })).toBe(message);
  });
});
