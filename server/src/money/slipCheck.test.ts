import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { createTestMember, type TestMember } from '../testing/members';
import { addMemberBankAccount, createSiteBankAccount, slipForm, uniquePngBytes, uploadSlip, TEST_PIN } from '../testing/money';
import { slipImage, slipPayload, uniqueReference } from '../testing/slipImages';
import { setUpTestApp } from '../testing/testApp';
import { deleteUnusedSlips } from './repository';
import { UNUSED_SLIPS_PER_MEMBER } from './rules';

let database: Database;
let app: FastifyInstance;
let staff: TestMember;

setUpTestApp((started) => ({ app, database } = started), { checkLedger: true });

beforeAll(async () => {
  await createSiteBankAccount(database.db, { bankId: 4 });
  staff = await createTestMember(app, database.db, { role: 'staff' });
});

async function newMember(): Promise<TestMember> {
  const member = await createTestMember(app, database.db);
  await addMemberBankAccount(database.db, member.id);
  return member;
}

const deposit = (member: TestMember, file_url: string, amount = 500) =>
  app.inject({
    method: 'POST',
    url: '/lto-public-api/deposit',
    headers: { authorization: member.bearer },
    payload: { amount, bank_id: 4, time: '10:15', file_url },
  });

const upload = (member: TestMember, bytes: Buffer) =>
  app.inject({ method: 'POST', url: '/lto-public-api/upload_slip', headers: { authorization: member.bearer }, payload: slipForm(bytes) });

const storedDeposit = (id: string) =>
  database.db
    .selectFrom('deposits')
    .select(['slip_qr', 'slip_reference', 'slip_sending_bank'])
    .where('id', '=', Number(id.replace('deposit-', '')))
    .executeTakeFirstOrThrow();

async function staffView(id: string) {
  const response = await app.inject({ method: 'GET', url: '/admin-api/deposits?status=pending', headers: { authorization: staff.bearer } });
  return response.json().payload.data.find((row: { id: number }) => `deposit-${row.id}` === id);
}

describe('a slip with a slip-verification QR code', () => {
  it.each(['png', 'jpeg'] as const)(
    '(%s) stores its reference and sending bank with the deposit and shows them to staff',
    async (format) => {
      const member = await newMember();
      const reference = uniqueReference();
      const fileUrl = await uploadSlip(app, member, slipImage({ qrText: slipPayload('004', reference), format }));

      const response = await deposit(member, fileUrl);

      expect(response.statusCode).toBe(200);
      const id = response.json().payload._id;
      expect(await storedDeposit(id)).toEqual({ slip_qr: 'read', slip_reference: reference, slip_sending_bank: '004' });
      expect((await staffView(id)).slip_check).toEqual({
        status: 'read',
        reference,
        sending_bank: { code: '004', short_name: 'KBANK' },
        duplicate: false,
      });
    },
  );

  it('cannot back a second deposit, even as another image and by another member', async () => {
    const reference = uniqueReference();
    const first = await newMember();
    expect((await deposit(first, await uploadSlip(app, first, slipImage({ qrText: slipPayload('014', reference) })))).statusCode).toBe(200);

    // The same transfer, screenshotted again: other bytes, same QR code.
    const second = await newMember();
    const again = await deposit(
      second,
      await uploadSlip(app, second, slipImage({ qrText: slipPayload('014', reference), format: 'jpeg' })),
    );

    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      status: 'error',
      code: 'DUPLICATE',
      message: `สลิปเลขอ้างอิง ${reference} ถูกใช้แจ้งฝากเงินแล้ว`,
    });
  });

  it('backs one of two deposits sent at once with the same reference: the database refuses the other', async () => {
    const member = await newMember();
    const reference = uniqueReference();
    const [a, b] = [
      await uploadSlip(app, member, slipImage({ qrText: slipPayload('014', reference) })),
      await uploadSlip(app, member, slipImage({ qrText: slipPayload('014', reference) })),
    ];

    const responses = await Promise.all([deposit(member, a, 300), deposit(member, b, 400)]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const refused = responses.find((response) => response.statusCode === 400)!;
    expect(refused.json().message).toBe(`สลิปเลขอ้างอิง ${reference} ถูกใช้แจ้งฝากเงินแล้ว`);
    const rows = await database.db.selectFrom('deposits').select('id').where('slip_reference', '=', reference).execute();
    expect(rows).toHaveLength(1);
  });

  it('is refused by the unique column itself, without the checks before it', async () => {
    const member = await newMember();
    const reference = uniqueReference();
    const fileUrl = await uploadSlip(app, member, slipImage({ qrText: slipPayload('014', reference) }));
    expect((await deposit(member, fileUrl)).statusCode).toBe(200);
    const slip = await database.db
      .selectFrom('slips')
      .select(['id', 'sha256'])
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    const account = await database.db.selectFrom('site_bank_accounts').select('id').executeTakeFirstOrThrow();
    const other = await database.db
      .insertInto('slips')
      .values({ id: 'x'.repeat(32), member_id: member.id, content_type: 'image/png', size: 1, data: Buffer.from([1]), sha256: 'other' })
      .returning('id')
      .executeTakeFirstOrThrow();

    const insert = database.db
      .insertInto('deposits')
      .values({
        member_id: member.id,
        amount: 100n,
        site_bank_account_id: account.id,
        transfer_time: '10:00',
        slip_id: other.id,
        slip_sha256: `${slip.sha256}-other`,
        slip_qr: 'read',
        slip_reference: reference,
        slip_sending_bank: '014',
      })
      .execute();

    await expect(insert).rejects.toMatchObject({ code: '23505' });
  });
});

describe('a slip without a readable QR code', () => {
  it('is accepted and marked for staff', async () => {
    const member = await newMember();
    const response = await deposit(member, await uploadSlip(app, member, slipImage()));

    expect(response.statusCode).toBe(200);
    const id = response.json().payload._id;
    expect(await storedDeposit(id)).toEqual({ slip_qr: 'unreadable', slip_reference: null, slip_sending_bank: null });
    expect((await staffView(id)).slip_check).toEqual({ status: 'unreadable', reference: null, sending_bank: null, duplicate: false });
  });

  it('lets many unreadable slips through: only a read reference must be unique', async () => {
    const member = await newMember();
    for (const bytes of [uniquePngBytes(), uniquePngBytes()]) {
      expect((await deposit(member, await uploadSlip(app, member, bytes))).statusCode).toBe(200);
    }
  });
});

describe('the same image bytes', () => {
  it('cannot back two deposits: refused at upload once used', async () => {
    const member = await newMember();
    const bytes = slipImage();
    expect((await deposit(member, await uploadSlip(app, member, bytes))).statusCode).toBe(200);

    const other = await newMember();
    const again = await upload(other, bytes);

    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 'error', code: 'DUPLICATE', message: 'หลักฐานการโอนนี้ถูกใช้แล้ว' });
  });

  it('uploaded twice before either is reported, back only the first deposit', async () => {
    const member = await newMember();
    const bytes = uniquePngBytes();
    const [first, second] = [await uploadSlip(app, member, bytes), await uploadSlip(app, member, bytes)];

    const responses = await Promise.all([deposit(member, first), deposit(member, second)]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    expect(responses.find((response) => response.statusCode === 400)!.json().message).toBe('หลักฐานการโอนนี้ถูกใช้แล้ว');
  });
});

describe('slip image download', () => {
  it('is an attachment under a sandbox policy, so an uploaded file never runs as a page of the site', async () => {
    const member = await newMember();
    const fileUrl = await uploadSlip(app, member, slipImage({ format: 'jpeg' }));
    const response = await app.inject({ method: 'GET', url: fileUrl, headers: { authorization: member.bearer } });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="slip-${fileUrl.split('/').pop()}.jpg"`);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('unused slips', () => {
  it(`are limited to ${UNUSED_SLIPS_PER_MEMBER} a member; reporting one frees a place`, async () => {
    const member = await newMember();
    const urls = [];
    for (let i = 0; i < UNUSED_SLIPS_PER_MEMBER; i += 1) urls.push(await uploadSlip(app, member));

    const over = await upload(member, uniquePngBytes());
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      status: 'error',
      code: 'RATE_LIMITED',
      message: 'มีสลิปที่ยังไม่ได้แจ้งฝากเงินมากเกินไป กรุณาแจ้งฝากเงินหรือรอ 1 วัน',
    });
    // Another member is not limited by this one.
    expect((await upload(await newMember(), uniquePngBytes())).statusCode).toBe(200);

    expect((await deposit(member, urls[0]!)).statusCode).toBe(200);
    expect((await upload(member, uniquePngBytes())).statusCode).toBe(200);
  });

  it('are removed after a day; slips behind a deposit stay', async () => {
    const member = await newMember();
    const used = await uploadSlip(app, member);
    expect((await deposit(member, used)).statusCode).toBe(200);
    const unused = await uploadSlip(app, member);
    const fresh = await uploadSlip(app, member);
    const ids = [used, unused].map((url) => url.split('/').pop()!);
    await sql`update slips set created_at = now() - interval '1 day 1 minute' where id in (${sql.join(ids)})`.execute(database.db);

    expect(await deleteUnusedSlips(database.db, new Date(Date.now() - 24 * 60 * 60 * 1000))).toBeGreaterThanOrEqual(1);

    const left = await database.db.selectFrom('slips').select('id').where('member_id', '=', member.id).execute();
    expect(left.map((row) => row.id).sort()).toEqual([ids[0], fresh.split('/').pop()].sort());
  });
});

describe('withdraw_allowance', () => {
  it("counts today's withdrawals that were not rejected", async () => {
    const member = await createTestMember(app, database.db, { credit: 100_000n });
    await addMemberBankAccount(database.db, member.id);
    const allowance = () =>
      app.inject({ method: 'POST', url: '/lto-public-api/withdraw_allowance', headers: { authorization: member.bearer } });
    expect((await allowance()).json().payload).toEqual({
      count_today: 0,
      max_per_day: 15,
      max_amount: 200000,
      pin_set: true,
      pin_locked_until: null,
    });

    for (const amount of [100, 200]) {
      const response = await app.inject({
        method: 'POST',
        url: '/lto-public-api/withdraw',
        headers: { authorization: member.bearer },
        payload: { amount, pin: TEST_PIN },
      });
      expect(response.statusCode).toBe(200);
    }

    expect((await allowance()).json().payload.count_today).toBe(2);
    expect((await app.inject({ method: 'POST', url: '/lto-public-api/withdraw_allowance' })).statusCode).toBe(401);
  });
});
