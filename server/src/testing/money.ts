import { randomBytes } from 'node:crypto';
import * as argon2 from 'argon2';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { insertMemberBankAccount } from '../members/repository';
import { insertSiteBankAccount } from '../money/repository';
import { testClientAddress } from './fixtures';
import type { TestMember } from './members';

let accountSerial = 0;

/** A unique 10-digit account number for a test bank account. */
function testAccountNumber(): string {
  accountSerial += 1;
  return `7${String(process.pid % 100000).padStart(5, '0')}${String(accountSerial).padStart(4, '0')}`;
}

/** A receiving account of the site, active unless told otherwise; returns its id. */
export async function createSiteBankAccount(
  db: Kysely<Schema>,
  { bankId = 4, accountName = 'บริษัท ลอตโต้ จำกัด', active = true } = {},
): Promise<number> {
  return insertSiteBankAccount(db, { bank_id: bankId, account_name: accountName, account_number: testAccountNumber(), active });
}

/** The withdrawal PIN of every test member with a bank account (docs/money.md#withdrawals). */
export const TEST_PIN = '246810';
// Hashed once, cheaply: verification reads the cost from the hash, so tests' withdrawals stay quick.
let testPinHash: Promise<string> | undefined;

/** Gives the member the withdrawal PIN TEST_PIN. */
export async function giveTestPin(db: Kysely<Schema>, memberId: number): Promise<void> {
  testPinHash ??= argon2.hash(TEST_PIN, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });
  await db
    .insertInto('withdraw_pins')
    .values({ member_id: memberId, pin_hash: await testPinHash })
    .onConflict((c) => c.doNothing())
    .execute();
}

/** The member's own bank account, as registration records it, and the withdrawal PIN TEST_PIN; returns its account number. */
export async function addMemberBankAccount(
  db: Kysely<Schema>,
  memberId: number,
  { bankId = 1, accountName = 'สมชาย ใจดีมาก' } = {},
): Promise<string> {
  const accountNumber = testAccountNumber();
  await insertMemberBankAccount(db, memberId, { bank_id: bankId, account_name: accountName, account_number: accountNumber });
  await giveTestPin(db, memberId);
  return accountNumber;
}

/** The smallest files that carry each accepted image type's magic number. */
export const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
export const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

/** A multipart form with `bytes` as field `field` (the API's field is `file`). */
export function slipForm(bytes: Uint8Array, { filename = 'slip.png', type = 'image/png', field = 'file' } = {}): FormData {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), filename);
  return form;
}

/** PNG_BYTES and a random tail: the same image bytes cannot back two deposits. */
export function uniquePngBytes(): Buffer {
  return Buffer.concat([PNG_BYTES, randomBytes(16)]);
}

/** Uploads a slip as `member` and returns its file_url. */
export async function uploadSlip(app: FastifyInstance, member: TestMember, bytes: Uint8Array = uniquePngBytes()): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/lto-public-api/upload_slip',
    headers: { authorization: member.bearer },
    payload: slipForm(bytes),
    remoteAddress: testClientAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.json().payload.file_url;
}
