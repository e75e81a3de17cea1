import { loginSchema, registerRequestSchema } from '@lotto/shared';
import { ApiError } from '../http/errors';
import { validateBody } from './validation';

const valid = {
  username: '0812345678',
  password: 'secret12',
  confirm_password: 'secret12',
  accounts: [{ bank_id: 4, account_name: 'สมชาย ใจดีมาก', account_number: '1234567890' }],
};

async function failureOf(schema: Parameters<typeof validateBody>[0], body: unknown) {
  try {
    await validateBody(schema, body);
  } catch (error) {
    return error;
  }
  throw new Error('the body passed');
}

test('a valid body comes back cast by the schema', async () => {
  const account = { bank_id: '4', account_name: '  สมชาย ใจดีมาก ', account_number: '1234567890' };
  expect(await validateBody(registerRequestSchema, { ...valid, accounts: [account] })).toEqual(valid);
});

test('the first wrong field in the order of the form gives the message', async () => {
  const failure = await failureOf(registerRequestSchema, {});
  expect(failure).toBeInstanceOf(ApiError);
  expect(failure).toMatchObject({ statusCode: 400, code: 'VALIDATION', message: 'กรุณาระบุเบอร์โทร' });
  // yup itself would name confirm_password first, as it refers to password.
  expect(await failureOf(registerRequestSchema, { ...valid, password: '', confirm_password: '' })).toMatchObject({
    message: 'กรุณาระบุรหัสผ่าน',
  });
  expect(
    await failureOf(registerRequestSchema, { ...valid, accounts: [{ bank_id: 4, account_name: 'ab', account_number: '1' }] }),
  ).toMatchObject({ message: 'ชื่อบัญชีอย่างน้อย 8 ตัวอักษร' });
});

test('within one field the rules keep their order', async () => {
  expect(await failureOf(registerRequestSchema, { ...valid, username: '08123456a' })).toMatchObject({
    message: 'หมายเลขโทรศัพท์ไม่ถูกต้อง',
  });
});

test.each([
  ['a value of the wrong type', registerRequestSchema, { ...valid, username: { phone: '0812345678' } }],
  ['a body that is no object', registerRequestSchema, 'hello'],
  ['a login without password', loginSchema, { username: '0812345678' }],
])("%s gets the generic Thai message, never yup's English", async (_case, schema, body) => {
  expect(await failureOf(schema, body)).toMatchObject({ code: 'VALIDATION', message: 'ข้อมูลไม่ถูกต้อง' });
});
