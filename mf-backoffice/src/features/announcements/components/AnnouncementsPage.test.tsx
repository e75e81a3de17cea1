import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Announcement } from '@lotto/shared';
import { answer, fail, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
import { renderAsStaff } from '../../../testing/renderScreen';
import AnnouncementsPage from './AnnouncementsPage';

useFakeApi();

function announcement(id: number, changes: Partial<Announcement> = {}): Announcement {
  return {
    id,
    title: `ประกาศที่ ${id}`,
    body: 'ข้อความ',
    image_url: null,
    link: null,
    target: 'all',
    round_id: null,
    member_id: null,
    starts_at: '2026-11-01T01:00:00.000Z',
    ends_at: '2099-11-02T01:00:00.000Z',
    popup: false,
    recipients: 1234,
    created_by: '0800000090',
    created_at: '2026-11-01T00:00:00.000Z',
    ...changes,
  };
}

const live = announcement(7, { title: 'งดรับแทงวันหยุด', popup: true });
const scheduled = announcement(6, {
  title: 'ผลรางวัลเลื่อน',
  target: 'round',
  round_id: 41,
  starts_at: '2099-12-05T02:00:00.000Z',
  ends_at: '2099-12-06T02:00:00.000Z',
  recipients: 0,
});
const ended = announcement(5, {
  title: 'ยินดีต้อนรับ',
  target: 'member',
  member_id: 12,
  starts_at: '2026-10-01T01:00:00.000Z',
  ends_at: '2026-10-02T01:00:00.000Z',
  recipients: 1,
});

function answerList(result: Announcement[] = [live, scheduled, ended], total = result.length) {
  answer('GET /admin-api/announcements', (request) => ok({ result, page: request.params.page, total }));
}

async function renderPage(route = '/backoffice/announcements') {
  const user = userEvent.setup();
  await renderAsStaff(<AnnouncementsPage />, { route, role: 'admin' });
  return user;
}

const form = () => screen.getByRole('region', { name: 'สร้างประกาศ' });
const errorOf = (label: string) => document.getElementById(`${screen.getByLabelText(label).id}-error`)?.textContent;
const setTime = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ประกาศ: the form', () => {
  it('refuses an empty title and text with the schema’s Thai messages, sending nothing', async () => {
    answerList([]);
    const user = await renderPage();
    await user.click(within(form()).getByRole('button', { name: 'บันทึกประกาศ' }));
    expect(await screen.findByText('กรุณากรอกหัวข้อประกาศ')).toBeInTheDocument();
    expect(errorOf('หัวข้อ')).toBe('กรุณากรอกหัวข้อประกาศ');
    expect(errorOf('ข้อความ')).toBe('กรุณากรอกข้อความประกาศ');
    expect(screen.getByLabelText('หัวข้อ')).toHaveAttribute('aria-invalid', 'true');
    expect(sentTo('POST /admin-api/announcements')).toHaveLength(0);
  });

  it('refuses a link to another site, an image that is no address, a missing round and an end before the start', async () => {
    answerList([]);
    const user = await renderPage();
    await user.type(screen.getByLabelText('หัวข้อ'), 'หัวข้อ');
    await user.type(screen.getByLabelText('ข้อความ'), 'ข้อความ');
    await user.type(screen.getByLabelText('ลิงก์ในเว็บ (ถ้ามี)'), 'https://example.com/promo');
    await user.type(screen.getByLabelText('ลิงก์รูปภาพ (ถ้ามี)'), 'javascript:alert(1)');
    await user.click(screen.getByRole('radio', { name: 'สมาชิกที่มีโพยรอผลในงวด' }));
    setTime('เริ่ม', '2099-12-05T09:00');
    setTime('สิ้นสุด', '2099-12-05T08:00');
    await user.click(screen.getByRole('button', { name: 'บันทึกประกาศ' }));

    expect(await screen.findByText('ลิงก์ต้องเป็นหน้าในเว็บ เช่น /lotto/all')).toBeInTheDocument();
    expect(errorOf('ลิงก์รูปภาพ (ถ้ามี)')).toBe('ลิงก์รูปภาพต้องขึ้นต้นด้วย http:// หรือ https:// หรือเป็นหน้าในเว็บ');
    expect(errorOf('รหัสงวด')).toBe('รหัสงวดไม่ถูกต้อง');
    expect(errorOf('สิ้นสุด')).toBe('เวลาสิ้นสุดต้องหลังเวลาเริ่ม');
    expect(errorOf('หัวข้อ')).toBeUndefined();
    expect(sentTo('POST /admin-api/announcements')).toHaveLength(0);
  });

  it('sends an announcement to every member now, and says how many it reached', async () => {
    answerList([]);
    answer('POST /admin-api/announcements', ok(announcement(8, { recipients: 1234, starts_at: '2026-11-01T01:00:00.000Z' })));
    const user = await renderPage();
    await user.type(screen.getByLabelText('หัวข้อ'), '  แจ้งปิดปรับปรุง ');
    await user.type(screen.getByLabelText('ข้อความ'), 'ปิดปรับปรุงคืนนี้');
    await user.type(screen.getByLabelText('ลิงก์ในเว็บ (ถ้ามี)'), '/lotto/all');
    setTime('เริ่ม', '2026-11-01T08:00');
    setTime('สิ้นสุด', '2026-11-02T08:00');
    await user.click(screen.getByRole('button', { name: 'บันทึกประกาศ' }));

    expect(await screen.findByText('บันทึกประกาศแล้ว ส่งถึง 1,234 คน')).toBeInTheDocument();
    expect(sentTo('POST /admin-api/announcements')[0]!.body).toEqual({
      title: 'แจ้งปิดปรับปรุง',
      body: 'ปิดปรับปรุงคืนนี้',
      link: '/lotto/all',
      target: { all: true },
      starts_at: '2026-11-01T01:00:00.000Z',
      ends_at: '2026-11-02T01:00:00.000Z',
      popup: false,
    });
    // The form starts afresh; the list asks again.
    await waitFor(() => expect(screen.getByLabelText('หัวข้อ')).toHaveValue(''));
    expect(sentTo('GET /admin-api/announcements')).toHaveLength(2);
  });

  it('schedules a popup for one member, starting later', async () => {
    answerList([]);
    answer('POST /admin-api/announcements', (request) => ok({ ...announcement(9), ...(request.body as object), recipients: 0 }));
    const user = await renderPage();
    await user.type(screen.getByLabelText('หัวข้อ'), 'ยินดีด้วย');
    await user.type(screen.getByLabelText('ข้อความ'), 'รับโบนัสวันเกิด');
    await user.type(screen.getByLabelText('ลิงก์รูปภาพ (ถ้ามี)'), 'https://cdn.example.test/cake.png');
    await user.click(screen.getByRole('radio', { name: 'สมาชิกคนเดียว' }));
    await user.type(screen.getByLabelText('รหัสสมาชิก'), '42');
    setTime('เริ่ม', '2099-12-05T09:00');
    setTime('สิ้นสุด', '2099-12-06T09:00');
    await user.click(screen.getByRole('checkbox', { name: 'แสดงเป็นป๊อปอัปหน้าแรกด้วย' }));
    await user.click(screen.getByRole('button', { name: 'บันทึกประกาศ' }));

    expect(await screen.findByText('บันทึกประกาศแล้ว จะส่งเมื่อถึงเวลาเริ่ม')).toBeInTheDocument();
    expect(sentTo('POST /admin-api/announcements')[0]!.body).toEqual({
      title: 'ยินดีด้วย',
      body: 'รับโบนัสวันเกิด',
      image_url: 'https://cdn.example.test/cake.png',
      target: { member_id: 42 },
      starts_at: '2099-12-05T02:00:00.000Z',
      ends_at: '2099-12-06T02:00:00.000Z',
      popup: true,
    });
  });

  it("shows the server's refusal", async () => {
    answerList([]);
    answer('POST /admin-api/announcements', fail(404, 'NOT_FOUND', 'ไม่พบสมาชิก'));
    const user = await renderPage();
    await user.type(screen.getByLabelText('หัวข้อ'), 'ก');
    await user.type(screen.getByLabelText('ข้อความ'), 'ข');
    await user.click(screen.getByRole('button', { name: 'บันทึกประกาศ' }));
    expect(await screen.findByText('ไม่พบสมาชิก')).toBeInTheDocument();
    expect(screen.getByLabelText('หัวข้อ')).toHaveValue('ก');
  });
});

describe('ประกาศ: the list', () => {
  const table = () => screen.getByRole('table', { name: 'ประกาศทั้งหมด' });
  const rows = () =>
    within(table())
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );

  it('shows each announcement’s state, target, recipients and period', async () => {
    answerList();
    await renderPage();
    await screen.findByRole('table', { name: 'ประกาศทั้งหมด' });
    expect(rows()).toEqual([
      ['งดรับแทงวันหยุด ป๊อปอัป', 'กำลังแสดง', 'สมาชิกทุกคน', '1,234 คน', '01/11/2026 08:00:00 ถึง 02/11/2099 08:00:00', 'ลบประกาศ'],
      ['ผลรางวัลเลื่อน ', 'รอเริ่ม', 'งวด #41', '0 คน', '05/12/2099 09:00:00 ถึง 06/12/2099 09:00:00', 'ลบประกาศ'],
      ['ยินดีต้อนรับ ', 'สิ้นสุดแล้ว', 'สมาชิก #12', '1 คน', '01/10/2026 08:00:00 ถึง 02/10/2026 08:00:00', 'ลบประกาศ'],
    ]);
  });

  it('removes one only once asked and confirmed', async () => {
    answerList();
    answer('DELETE /admin-api/announcements/6', ok(null));
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'ลบประกาศ ผลรางวัลเลื่อน' }));
    const question = screen.getByRole('alertdialog', { name: 'ลบประกาศ' });
    expect(question).toHaveTextContent('ลบประกาศ "ผลรางวัลเลื่อน"? สมาชิกจะไม่เห็นประกาศนี้อีก');
    await user.click(within(question).getByRole('button', { name: 'ยกเลิก' }));
    expect(sentTo('DELETE /admin-api/announcements/6')).toHaveLength(0);

    answerList([live, ended]);
    await user.click(screen.getByRole('button', { name: 'ลบประกาศ ผลรางวัลเลื่อน' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'ตกลง' }));
    expect(await screen.findByText('ลบประกาศแล้ว')).toBeInTheDocument();
    expect(sentTo('DELETE /admin-api/announcements/6')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'ลบประกาศ ผลรางวัลเลื่อน' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('pages through the list, keeping the page in the address', async () => {
    answerList([ended], 60);
    const user = await renderPage('/backoffice/announcements?page=2');
    const pager = await screen.findByRole('navigation', { name: 'เปลี่ยนหน้า' });
    expect(pager).toHaveTextContent('หน้า 2 / 3');
    await user.click(within(pager).getByRole('button', { name: 'ถัดไป' }));
    await waitFor(() => expect(sentTo('GET /admin-api/announcements').map((request) => request.params.page)).toEqual([2, 3]));
  });

  it('says when there is none yet, and offers a retry when the list failed', async () => {
    answer('GET /admin-api/announcements', fail(500, 'INTERNAL', 'ระบบขัดข้อง'));
    const user = await renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('ระบบขัดข้อง');
    answerList([]);
    await user.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(await screen.findByText('ยังไม่มีประกาศ')).toBeInTheDocument();
  });
});
