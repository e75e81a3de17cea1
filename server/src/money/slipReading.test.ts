import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { createTestMember, type TestMember } from '../testing/members';
import { addMemberBankAccount, createSiteBankAccount, uploadSlip } from '../testing/money';
import { pngBomb, slipImage, slipPayload, uniqueReference } from '../testing/slipImages';
import { setUpTestApp } from '../testing/testApp';
import { MAX_INFLATED_BYTES, pngInflatedSize } from './slipQr';
import { slipQrReader } from './slipQrReader';

let database: Database;
let app: FastifyInstance;
let staff: TestMember;

setUpTestApp((started) => ({ app, database } = started), { checkLedger: true });

beforeAll(async () => {
  await createSiteBankAccount(database.db, { bankId: 4 });
  staff = await createTestMember(app, database.db, { role: 'staff' });
});

afterEach(() => jest.restoreAllMocks());

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

const approve = (id: string) =>
  app.inject({
    method: 'POST',
    url: `/admin-api/deposits/${id.replace('deposit-', '')}/approve`,
    headers: { authorization: staff.bearer },
  });

const storedSlipCheck = (id: string) =>
  database.db
    .selectFrom('deposits')
    .select(['status', 'slip_qr', 'slip_reference'])
    .where('id', '=', Number(id.replace('deposit-', '')))
    .executeTakeFirstOrThrow();

/**
 * The deposit's QR read did not finish in time (its worker busy or too slow). Worker threads cannot
 * load the TypeScript sources under jest, so the reader's answer stands in for them here; the
 * reader's own time bounds are tested with real threads in slipQrReader.test.ts.
 */
function nextReadUnfinished() {
  jest.spyOn(slipQrReader, 'read').mockResolvedValueOnce({ status: 'unreadable', unfinished: true });
}

describe('slip images made to starve or blow up the reader', () => {
  it("do not hold a bystander's deposit: each bomb's image data is inflated only up to what its header allows", async () => {
    const inflations = jest.spyOn(zlib, 'inflateSync');
    const bombs = [1, 2, 3].map(() => pngBomb({ inflatedBytes: 512 * 1024 * 1024 }));
    const others = await Promise.all(bombs.map(() => newMember()));
    const otherUrls = await Promise.all(others.map((other, i) => uploadSlip(app, other, bombs[i]!)));
    const bystander = await newMember();
    const reference = uniqueReference();
    const bystanderUrl = await uploadSlip(
      app,
      bystander,
      slipImage({ qrText: slipPayload('004', reference), width: 360, height: 640, moduleSize: 4 }),
    );

    const othersAnswers = Promise.all(others.map((other, i) => deposit(other, otherUrls[i]!)));
    const answer = await deposit(bystander, bystanderUrl);

    expect(answer.statusCode).toBe(200);
    expect(await storedSlipCheck(answer.json().payload._id)).toEqual({ status: 'pending', slip_qr: 'read', slip_reference: reference });
    // The bombs' headers (64×64 RGBA, interlaced) allow 16,504 bytes; inflating what they carry
    // (1.5 GiB in all) would hold the reader for seconds. Every inflation is bounded, and the three
    // bombs' stop at their headers' size.
    const bounds = inflations.mock.calls.map(([, options]) => options?.maxOutputLength);
    expect(bounds.filter((bound) => bound === pngInflatedSize(64, 64, 32, true))).toHaveLength(3);
    expect(bounds.every((bound) => bound !== undefined && bound <= MAX_INFLATED_BYTES)).toBe(true);
    // The bombs are deposits held for staff as unreadable.
    for (const bomb of await othersAnswers) {
      expect(bomb.statusCode).toBe(200);
      expect(await storedSlipCheck(bomb.json().payload._id)).toEqual({ status: 'pending', slip_qr: 'unreadable', slip_reference: null });
    }
  });
});

describe('the reference check at approval', () => {
  it('refuses a deposit whose first read did not finish when its transfer backs another pending deposit', async () => {
    const reference = uniqueReference();
    const member = await newMember();
    nextReadUnfinished();
    const first = await deposit(member, await uploadSlip(app, member, slipImage({ qrText: slipPayload('014', reference) })));
    // The same transfer screenshotted again, read this time.
    const second = await deposit(
      member,
      await uploadSlip(app, member, slipImage({ qrText: slipPayload('014', reference), format: 'jpeg' })),
    );
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const [firstId, secondId] = [first.json().payload._id as string, second.json().payload._id as string];
    expect(await storedSlipCheck(firstId)).toEqual({ status: 'pending', slip_qr: 'unreadable', slip_reference: null });

    const refused = await approve(firstId);

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      status: 'error',
      code: 'DUPLICATE',
      message: `สลิปเลขอ้างอิง ${reference} ถูกใช้แจ้งฝากเงินแล้ว`,
    });
    // Nothing moved and the deposit is still pending; the other one approves.
    expect(await storedSlipCheck(firstId)).toEqual({ status: 'pending', slip_qr: 'unreadable', slip_reference: null });
    expect((await approve(secondId)).statusCode).toBe(200);
  });

  it('reads the slip again, records its reference, and refuses the later of two deposits of one transfer whose reads both did not finish', async () => {
    const reference = uniqueReference();
    const member = await newMember();
    nextReadUnfinished();
    const first = await deposit(member, await uploadSlip(app, member, slipImage({ qrText: slipPayload('002', reference) })));
    nextReadUnfinished();
    const second = await deposit(
      member,
      await uploadSlip(app, member, slipImage({ qrText: slipPayload('002', reference), format: 'jpeg' })),
    );
    const [firstId, secondId] = [first.json().payload._id as string, second.json().payload._id as string];

    expect((await approve(firstId)).statusCode).toBe(200);
    expect(await storedSlipCheck(firstId)).toEqual({ status: 'success', slip_qr: 'read', slip_reference: reference });

    const refused = await approve(secondId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`สลิปเลขอ้างอิง ${reference} ถูกใช้แจ้งฝากเงินแล้ว`);
    expect(await storedSlipCheck(secondId)).toEqual({ status: 'pending', slip_qr: 'unreadable', slip_reference: null });
  });

  it('refuses the approval for now when the second read does not finish either, and approves once it does', async () => {
    const member = await newMember();
    nextReadUnfinished();
    const made = await deposit(member, await uploadSlip(app, member, slipImage({ qrText: slipPayload('006', uniqueReference()) })));
    const id = made.json().payload._id as string;
    nextReadUnfinished();

    const refused = await approve(id);

    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ status: 'error', code: 'UNAVAILABLE', message: 'ยังตรวจ QR ของสลิปไม่เสร็จ กรุณาลองอนุมัติอีกครั้ง' });
    expect(await storedSlipCheck(id)).toMatchObject({ status: 'pending', slip_qr: 'unreadable' });
    expect((await approve(id)).statusCode).toBe(200);
    expect(await storedSlipCheck(id)).toMatchObject({ status: 'success', slip_qr: 'read' });
  });

  it('approves a slip with no QR code as before, staff having checked it by eye', async () => {
    const member = await newMember();
    const made = await deposit(member, await uploadSlip(app, member, slipImage()));
    const id = made.json().payload._id as string;
    expect((await approve(id)).statusCode).toBe(200);
    expect(await storedSlipCheck(id)).toEqual({ status: 'success', slip_qr: 'unreadable', slip_reference: null });
  });
});
