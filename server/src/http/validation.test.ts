import { loginSchema, PLACE_BET_MAX_LINES, placeBetRequestSchema, registerRequestSchema, th, validationMessages as m } from '@lotto/shared';
import type { AnyObjectSchema } from 'yup';
import { DomainError } from '../errors/errors';
import { MAX_DEPTH } from './requestSchema';
import { validateBody } from './validation';

const valid = {
  username: '0812345678',
  password: 'secret12',
  confirm_password: 'secret12',
  accounts: [{ bank_id: 4, account_name: 'สมชาย ใจดีมาก', account_number: '1234567890' }],
};

/** The Thai message `schema` refuses `body` with. */
function refusal(schema: AnyObjectSchema, body: unknown): string {
  try {
    validateBody(schema, body);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError<'invalid'>).kind).toBe('invalid');
    return (error as DomainError<'invalid'>).details.message;
  }
  throw new Error('the body passed');
}

test('a valid body comes back cast by the schema', () => {
  const account = { bank_id: '4', account_name: '  สมชาย ใจดีมาก ', account_number: '1234567890' };
  expect(validateBody(registerRequestSchema, { ...valid, accounts: [account] })).toEqual(valid);
});

test('the first wrong field in the order of the form gives the message', () => {
  expect(refusal(registerRequestSchema, {})).toBe('กรุณาระบุเบอร์โทร');
  // yup itself would name confirm_password first, as it refers to password.
  expect(refusal(registerRequestSchema, { ...valid, password: '', confirm_password: '' })).toBe('กรุณาระบุรหัสผ่าน');
  expect(refusal(registerRequestSchema, { ...valid, accounts: [{ bank_id: 4, account_name: 'ab', account_number: '1' }] })).toBe(
    'ชื่อบัญชีอย่างน้อย 8 ตัวอักษร',
  );
});

test('within one field the rules keep their order', () => {
  expect(refusal(registerRequestSchema, { ...valid, username: '08123456a' })).toBe('หมายเลขโทรศัพท์ไม่ถูกต้อง');
});

test.each<[string, AnyObjectSchema, unknown, string]>([
  ['a value of the wrong type', registerRequestSchema, { ...valid, username: { phone: '0812345678' } }, 'ข้อมูลไม่ถูกต้อง: username'],
  ['a body that is no object', registerRequestSchema, 'hello', th.errors.validation],
  ['a login without password', loginSchema, { username: '0812345678' }, 'ข้อมูลไม่ถูกต้อง: password'],
])("%s gets the generic Thai message naming the field, never yup's English", (_case, schema, body, message) => {
  expect(refusal(schema, body)).toBe(message);
});

// Cause: yup looks a key up among its fields as on a plain object, so `valueOf` or `constructor`
// was taken for a field and crashed it (500). Every key outside the schema is now refused first.
test.each(['valueOf', 'constructor', 'toString', 'hasOwnProperty', '__defineGetter__', 'extra'])(
  'a key outside the schema (%s) is refused, not crashed on',
  (key) => {
    expect(refusal(loginSchema, { username: '0812345678', password: 'x', [key]: 1 })).toBe(`ข้อมูลไม่ถูกต้อง: ${key}`);
    expect(refusal(registerRequestSchema, { ...valid, accounts: [{ ...valid.accounts[0], [key]: 'x' }] })).toBe(
      `ข้อมูลไม่ถูกต้อง: accounts[0].${key}`,
    );
  },
);

test('__proto__ given as an own key is an unknown key and pollutes nothing', () => {
  const body = JSON.parse('{"username":"0812345678","password":"x","__proto__":{"admin":true}}') as object;
  expect(refusal(loginSchema, body)).toBe('ข้อมูลไม่ถูกต้อง: __proto__');
  expect(({} as { admin?: boolean }).admin).toBeUndefined();
});

// Cause: PostgreSQL refuses NUL in text, so a NUL reaching a query answered 500.
test('a string with NUL, or longer than any field takes, is refused', () => {
  expect(refusal(loginSchema, { username: '08\u000012345678', password: 'x' })).toBe('ข้อมูลไม่ถูกต้อง: username');
  expect(refusal(loginSchema, { username: '0812345678', password: 'x'.repeat(1_001) })).toBe('ข้อมูลไม่ถูกต้อง: password');
});

test('nesting deeper than any schema is refused before yup walks it', () => {
  let deep: unknown = 1;
  for (let level = 0; level < MAX_DEPTH + 2; level += 1) deep = [deep];
  expect(refusal(registerRequestSchema, { ...valid, accounts: deep })).toBe('ข้อมูลไม่ถูกต้อง: accounts[0]');
});

describe('a slip past its line limit', () => {
  const round = { round_id: '12' };
  const line = { type: 'top_two', number: '59', amount: 1, rate: 90, round_id: '12' };

  it('is refused with its Thai message before any line is read', () => {
    let linesRead = 0;
    const counted = Array.from({ length: 100_000 }, () =>
      Object.defineProperty({ ...line }, 'type', {
        enumerable: true,
        get: () => {
          linesRead += 1;
          return 'top_two';
        },
      }),
    );
    expect(refusal(placeBetRequestSchema, { ...round, place_bet: counted })).toBe(m.bet.tooManyLines);
    expect(linesRead).toBe(0);
  });

  it('at the limit is still checked line by line', () => {
    const lines = Array.from({ length: PLACE_BET_MAX_LINES }, () => ({ ...line }));
    expect(validateBody(placeBetRequestSchema, { ...round, place_bet: lines }).place_bet).toHaveLength(PLACE_BET_MAX_LINES);
    expect(refusal(placeBetRequestSchema, { ...round, place_bet: [...lines.slice(1), { ...line, number: '5' }] })).toBe(
      m.bet.numberInvalid,
    );
  });
});

// Cause: round ids were only checked for 1 to 10 digits, and one beyond int4 failed in the query.
test('ids beyond their int4 column and amounts beyond a bigint of satang are refused', () => {
  const line = { type: 'top_two', number: '59', amount: 1, rate: 90, round_id: '2147483648' };
  expect(refusal(placeBetRequestSchema, { round_id: '2147483648', place_bet: [line] })).toBe(m.bet.roundRequired);
  const inRange = { ...line, round_id: '2147483647' };
  expect(validateBody(placeBetRequestSchema, { round_id: '2147483647', place_bet: [inRange] }).round_id).toBe('2147483647');
  expect(refusal(placeBetRequestSchema, { round_id: '2147483647', place_bet: [{ ...inRange, amount: 1e300 }] })).toBe(m.bet.amountPositive);
  expect(refusal(placeBetRequestSchema, { round_id: '2147483647', place_bet: [{ ...inRange, rate: 1e300 }] })).toBe(m.bet.rateRequired);
});

test('user_id is accepted and dropped: the member is the one of the token', () => {
  const body = { user_id: 7, round_id: '12', place_bet: [{ type: 'top_two', number: '59', amount: 1, rate: 90, round_id: '12' }] };
  expect(validateBody(placeBetRequestSchema, body)).not.toHaveProperty('user_id');
});
