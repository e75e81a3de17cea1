import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { createTestMember, type TestMember } from '../../testing/members';
import { setUpTestApp } from '../../testing/testApp';

let database: Database;
let app: FastifyInstance;
let member: TestMember;
let other: TestMember;

setUpTestApp((started) => ({ app, database } = started));

beforeAll(async () => {
  member = await createTestMember(app, database.db);
  other = await createTestMember(app, database.db);
});

const post = (action: string, who: TestMember, payload: object = {}) =>
  app.inject({ method: 'POST', url: `/lto-public-api/lotto/saved_slip_${action}`, headers: { authorization: who.bearer }, payload });

const lines = [
  { type: 'top_three', number: '123', amount: 10 },
  { type: 'todd_three', number: '123', amount: 10 },
  { type: 'bottom_two', number: '05', amount: 20.5 },
];

const save = async (who: TestMember, name: string, slipLines: object[] = lines) => {
  const response = await post('save', who, { name, lines: slipLines });
  expect(response.statusCode).toBe(200);
  return response.json().payload.id as string;
};

const list = async (who: TestMember) =>
  (await post('list', who)).json().payload as { id: string; name: string; lines: object[]; createdAt: string }[];

describe('saved slips', () => {
  it('saves the cart under a name, lists it newest first, renames and deletes it', async () => {
    const saved = await post('save', member, { name: '  โพยประจำ  ', lines });
    expect(saved.json()).toEqual({ status: 'success', message: 'บันทึกโพยสำเร็จ', payload: { id: expect.stringMatching(/^\d+$/) } });
    const id = saved.json().payload.id as string;
    const newer = await save(member, 'เลขเด็ด', [{ type: 'top_one', number: '7', amount: 1 }]);

    const listed = await list(member);
    expect(listed).toEqual([
      { id: newer, name: 'เลขเด็ด', lines: [{ type: 'top_one', number: '7', amount: 1 }], createdAt: expect.any(String) },
      { id, name: 'โพยประจำ', lines, createdAt: expect.any(String) },
    ]);
    expect(Number.isNaN(Date.parse(listed[1]!.createdAt))).toBe(false);

    expect((await post('rename', member, { id, name: 'งวดหน้า' })).json()).toEqual({
      status: 'success',
      message: 'เปลี่ยนชื่อโพยสำเร็จ',
      payload: { id },
    });
    expect((await list(member)).find((slip) => slip.id === id)?.name).toBe('งวดหน้า');

    expect((await post('delete', member, { id })).json()).toEqual({ status: 'success', message: 'ลบโพยสำเร็จ', payload: { id } });
    expect((await list(member)).map((slip) => slip.id)).toEqual([newer]);
    const again = await post('delete', member, { id });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'ไม่พบโพยที่บันทึกไว้นี้' });
  });

  it("shows a member only their own, and answers NOT_FOUND for another member's id", async () => {
    const id = await save(member, 'ของฉัน');
    expect((await list(other)).map((slip) => slip.id)).not.toContain(id);
    for (const [action, body] of [
      ['rename', { id, name: 'ของคนอื่น' }],
      ['delete', { id }],
    ] as const) {
      const response = await post(action, other, body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'ไม่พบโพยที่บันทึกไว้นี้' });
    }
    expect((await list(member)).find((slip) => slip.id === id)?.name).toBe('ของฉัน');
  });

  it('keeps at most 50 a member, also when saves arrive together', async () => {
    const keeper = await createTestMember(app, database.db);
    for (let index = 0; index < 45; index += 1) await save(keeper, `โพย ${index}`);
    const together = await Promise.all(Array.from({ length: 8 }, (_, index) => post('save', keeper, { name: `พร้อมกัน ${index}`, lines })));
    expect(together.filter((response) => response.statusCode === 200)).toHaveLength(5);
    for (const refused of together.filter((response) => response.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ status: 'error', code: 'CONFLICT', message: 'บันทึกโพยได้ไม่เกิน 50 โพย กรุณาลบโพยเก่าก่อน' });
    }
    expect(await list(keeper)).toHaveLength(50);
    // Another member is not held by this one's limit; a deletion makes room again.
    await save(other, 'อีกคน');
    await post('delete', keeper, { id: (await list(keeper))[0]!.id });
    await save(keeper, 'ใหม่');
  });

  it.each<[string, object, string]>([
    ['no name', { name: '   ', lines }, 'กรุณาตั้งชื่อโพย'],
    ['a name over 50 characters', { name: 'ก'.repeat(51), lines }, 'ชื่อโพยยาวได้ไม่เกิน 50 ตัวอักษร'],
    ['no lines', { name: 'ว่าง', lines: [] }, 'โพยต้องมีอย่างน้อย 1 รายการ'],
    ['more than 500 lines', { name: 'ยาว', lines: Array.from({ length: 501 }, () => lines[0]) }, 'บันทึกได้ไม่เกิน 500 รายการต่อโพย'],
    ['a wrong digit count', { name: 'ผิด', lines: [{ type: 'top_two', number: '123', amount: 1 }] }, 'เลขที่แทงไม่ถูกต้อง'],
    ['an unknown type', { name: 'ผิด', lines: [{ type: 'top_five', number: '12345', amount: 1 }] }, 'ประเภทการแทงไม่ถูกต้อง'],
    ['an amount of 0', { name: 'ผิด', lines: [{ type: 'top_two', number: '12', amount: 0 }] }, 'จำนวนเงินต้องมากกว่า 0'],
    ['three decimals', { name: 'ผิด', lines: [{ type: 'top_two', number: '12', amount: 1.005 }] }, 'ระบุจำนวนเงินได้ไม่เกิน 2 ตำแหน่งทศนิยม'],
  ])('refuses to save %s', async (_case, body, message) => {
    const before = await list(member);
    const response = await post('save', member, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', code: 'VALIDATION', message });
    expect(await list(member)).toEqual(before);
  });

  it('refuses a rename or delete without a valid id', async () => {
    for (const [action, body] of [
      ['rename', { id: 'abc', name: 'x' }],
      ['delete', {}],
      ['delete', { id: '99999999999' }],
    ] as const) {
      const response = await post(action, member, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', message: 'กรุณาระบุโพยที่บันทึกไว้' });
    }
  });

  it('is for members only', async () => {
    for (const action of ['save', 'list', 'rename', 'delete']) {
      const response = await app.inject({ method: 'POST', url: `/lto-public-api/lotto/saved_slip_${action}`, payload: {} });
      expect(response.statusCode).toBe(401);
    }
  });
});
