import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { deliverDueAnnouncements } from '../../inbox/announcements';
import { settleRound } from '../../lotto/settlement/settlement';
import { auditRowsOf } from '../../testing/audit';
import { createTestRound } from '../../testing/lotto';
import { createTestMember, type TestMember } from '../../testing/members';
import { setUpTestApp } from '../../testing/testApp';

let database: Database;
let app: FastifyInstance;
let admin: TestMember;
let staff: TestMember;

setUpTestApp((started) => ({ app, database } = started));

beforeAll(async () => {
  admin = await createTestMember(app, database.db, { role: 'admin' });
  staff = await createTestMember(app, database.db, { role: 'staff' });
});

const hour = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

const announce = (who: TestMember, payload: object) =>
  app.inject({ method: 'POST', url: '/admin-api/announcements', headers: { authorization: who.bearer }, payload });

const announcement = (fields: object = {}) => ({
  title: 'ปิดปรับปรุงระบบ',
  body: 'คืนนี้ 02:00 ถึง 03:00 ฝากถอนไม่ได้ชั่วคราว',
  target: { all: true },
  starts_at: at(-60_000),
  ends_at: at(24 * hour),
  popup: false,
  ...fields,
});

const inboxOf = async (member: TestMember) =>
  (await app.inject({ method: 'GET', url: '/cl-api/inbox', headers: { authorization: member.bearer } })).json().payload;

/** The member's slip of one 5-baht line on 12 (2 ตัวบน) in the round. */
async function betOn(member: TestMember, roundId: number): Promise<void> {
  const placed = await app.inject({
    method: 'POST',
    url: '/lto-public-api/lotto/place_bet',
    headers: { authorization: member.bearer },
    payload: { round_id: String(roundId), place_bet: [{ round_id: String(roundId), type: 'top_two', number: '12', amount: 5, rate: 90 }] },
  });
  expect(placed.statusCode).toBe(200);
}

const titlesOf = async (member: TestMember) => (await inboxOf(member)).items.map((item: { title: string }) => item.title);

describe('announcements', () => {
  it('to one member reaches only them, with its image, link and popup mark; audited', async () => {
    const to = await createTestMember(app, database.db);
    const notTo = await createTestMember(app, database.db);

    const reply = await announce(
      admin,
      announcement({
        title: 'ถึงคุณคนเดียว',
        target: { member_id: to.id },
        image_url: 'https://cdn.example.com/a.png',
        link: '/lotto/all',
        popup: true,
      }),
    );

    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      message: 'บันทึกประกาศแล้ว ส่งถึง 1 คน',
      payload: { target: 'member', member_id: to.id, round_id: null, recipients: 1, popup: true, created_by: admin.username },
    });
    expect((await inboxOf(to)).items).toEqual([
      expect.objectContaining({
        kind: 'announcement',
        title: 'ถึงคุณคนเดียว',
        body: 'คืนนี้ 02:00 ถึง 03:00 ฝากถอนไม่ได้ชั่วคราว',
        image_url: 'https://cdn.example.com/a.png',
        link: '/lotto/all',
        popup: true,
        read: false,
      }),
    ]);
    expect(await titlesOf(notTo)).not.toContain('ถึงคุณคนเดียว');
    expect(await auditRowsOf(database.db, 'announcement', reply.json().payload.id)).toEqual([
      expect.objectContaining({ action: 'announcement.create' }),
    ]);
  });

  it('to a round reaches the members with running slips in it; none to a member on a break', async () => {
    const roundId = await createTestRound(database.db, { code: 'hanoi' });
    const [playing, resting, idle] = await Promise.all([1, 2, 3].map(() => createTestMember(app, database.db, { credit: 100_00n })));
    for (const member of [playing!, resting!]) await betOn(member, roundId);
    await database.db
      .insertInto('player_protection')
      .values({ member_id: resting!.id, excluded_until: new Date(Date.now() + 100 * 86_400_000) })
      .execute();

    const reply = await announce(admin, announcement({ title: 'ประกาศงวดนี้', target: { round_id: roundId } }));

    expect(reply.json().payload).toMatchObject({ target: 'round', round_id: roundId, recipients: 1 });
    expect(await titlesOf(playing!)).toContain('ประกาศงวดนี้');
    expect(await titlesOf(resting!)).not.toContain('ประกาศงวดนี้');
    expect(await titlesOf(idle!)).not.toContain('ประกาศงวดนี้');
  });

  it("to a settled round's members reaches none whose slip lost: it no longer runs", async () => {
    const roundId = await createTestRound(database.db, { code: 'hanoi' });
    const member = await createTestMember(app, database.db, { credit: 100_00n });
    await betOn(member, roundId);
    await database.db
      .updateTable('rounds')
      .set({ close_at: sql<Date>`now() - interval '1 second'`, draw_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', roundId)
      .execute();
    await settleRound(database.db, roundId, { '3top': '345', '2top': '45', '2bottom': '67' }, { actorId: null, action: 'recorded' });

    const reply = await announce(admin, announcement({ title: 'ประกาศงวดที่ออกผลแล้ว', target: { round_id: roundId } }));

    expect(reply.json().payload).toMatchObject({ target: 'round', round_id: roundId, recipients: 0 });
    expect(await titlesOf(member)).not.toContain('ประกาศงวดที่ออกผลแล้ว');
  });

  it('one starting later waits for the scheduler; deleted, it leaves every inbox', async () => {
    const member = await createTestMember(app, database.db);
    const reply = await announce(admin, announcement({ title: 'เริ่มทีหลัง', starts_at: at(hour), ends_at: at(2 * hour) }));
    expect(reply.json()).toMatchObject({ message: 'บันทึกประกาศแล้ว จะส่งเมื่อถึงเวลาเริ่ม', payload: { recipients: 0 } });
    const id = reply.json().payload.id;

    await deliverDueAnnouncements(database.db);
    expect(await titlesOf(member)).not.toContain('เริ่มทีหลัง');

    await database.db
      .updateTable('announcements')
      .set({ starts_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    await deliverDueAnnouncements(database.db);
    await deliverDueAnnouncements(database.db);
    expect((await titlesOf(member)).filter((title: string) => title === 'เริ่มทีหลัง')).toHaveLength(1);

    const removed = await app.inject({ method: 'DELETE', url: `/admin-api/announcements/${id}`, headers: { authorization: admin.bearer } });
    expect(removed.json()).toMatchObject({ message: 'ลบประกาศแล้ว' });
    expect(await titlesOf(member)).not.toContain('เริ่มทีหลัง');
    const list = (await app.inject({ method: 'GET', url: '/admin-api/announcements', headers: { authorization: admin.bearer } })).json()
      .payload;
    expect(list.result.map((row: { id: number }) => row.id)).not.toContain(id);
  });

  it('an ended announcement is no longer shown', async () => {
    const member = await createTestMember(app, database.db);
    const reply = await announce(admin, announcement({ title: 'หมดเวลาแล้ว', target: { member_id: member.id } }));
    await database.db
      .updateTable('inbox_items')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('announcement_id', '=', reply.json().payload.id)
      .execute();

    expect(await inboxOf(member)).toMatchObject({ items: [], unread: 0 });
  });

  it('refuses staff who are not admins, a target that does not exist, and bad fields in Thai', async () => {
    expect((await announce(staff, announcement())).statusCode).toBe(403);
    expect((await announce(admin, announcement({ target: { member_id: 2_000_000_000 } }))).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await announce(admin, announcement({ target: { all: true, member_id: admin.id } }))).json()).toMatchObject({
      code: 'VALIDATION',
      message: 'กรุณาเลือกผู้รับประกาศหนึ่งแบบ',
    });
    expect((await announce(admin, announcement({ title: ' ' }))).json()).toMatchObject({ message: 'กรุณากรอกหัวข้อประกาศ' });
    expect((await announce(admin, announcement({ ends_at: at(-2 * hour) }))).json()).toMatchObject({ message: 'เวลาสิ้นสุดต้องหลังเวลาเริ่ม' });
    expect((await announce(admin, announcement({ link: 'https://elsewhere.example.com' }))).json()).toMatchObject({
      message: 'ลิงก์ต้องเป็นหน้าในเว็บ เช่น /lotto/all',
    });
  });
});
