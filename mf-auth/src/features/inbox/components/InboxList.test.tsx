import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { InboxItem } from '@lotto/shared';
import { answer, fail, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
import { renderAsMember } from '../../../testing/renderPage';
import { InboxList } from './InboxList';

useFakeApi();

function CurrentAddress() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

const credited: InboxItem = {
  id: 3,
  kind: 'deposit_credited',
  title: 'ฝากเงินสำเร็จ',
  body: 'ยอดฝาก 500.00 บาท เข้าเครดิตแล้ว',
  link: '/transfer',
  image_url: null,
  popup: false,
  createdAt: '2026-11-28T03:00:00.000Z',
  read: false,
};

const resultOut: InboxItem = {
  ...credited,
  id: 2,
  kind: 'result_out',
  title: 'ผลรางวัลออกแล้ว',
  body: 'หวยฮานอย งวด 2026-11-27 ออกผลแล้ว ตรวจโพยของคุณได้เลย',
  link: null,
  createdAt: '2026-11-27T11:30:00.000Z',
  read: true,
};

const notice: InboxItem = {
  ...credited,
  id: 1,
  kind: 'announcement',
  title: 'ประกาศปิดปรับปรุง',
  body: 'ปิดปรับปรุงระบบคืนนี้ 02:00-03:00',
  link: null,
  image_url: '/cl-api/banners/1.svg',
  createdAt: '2026-11-26T05:00:00.000Z',
};

/** The server's inbox: the items given, read once POST /cl-api/inbox/read names them (or names none: all). */
function answerInbox(items: InboxItem[], { pages = 1 } = {}) {
  const read = new Set(items.filter((item) => item.read).map((item) => item.id));
  const current = () => items.map((item) => ({ ...item, read: read.has(item.id) }));
  answer('GET /cl-api/inbox', (request) =>
    ok({ items: current(), unread: current().filter((item) => !item.read).length, page: request.params.page, pages }),
  );
  answer('POST /cl-api/inbox/read', (request) => {
    const { ids } = request.body as { ids?: number[] };
    for (const item of items) if (!ids || ids.includes(item.id)) read.add(item.id);
    return ok({ unread: current().filter((item) => !item.read).length });
  });
}

async function renderInbox(route = '/inbox') {
  const user = userEvent.setup();
  await renderAsMember(
    <>
      <InboxList />
      <CurrentAddress />
    </>,
    { route },
  );
  return user;
}

const list = () => screen.getByRole('list', { name: 'กล่องข้อความ' });
const entries = () => within(list()).getAllByRole('button');

describe('InboxList', () => {
  it('says it is loading, then lists the items newest first with the unread ones marked', async () => {
    answerInbox([credited, resultOut, notice]);
    await renderInbox();
    expect(screen.getByText('กำลังโหลดข้อความ…')).toHaveAttribute('role', 'status');
    await screen.findByRole('list', { name: 'กล่องข้อความ' });
    expect(entries().map((entry) => entry.textContent)).toEqual([
      'ฝากเงินสำเร็จยังไม่อ่านยอดฝาก 500.00 บาท เข้าเครดิตแล้ว28/11/2026 10:00:00',
      'ผลรางวัลออกแล้วหวยฮานอย งวด 2026-11-27 ออกผลแล้ว ตรวจโพยของคุณได้เลย27/11/2026 18:30:00',
      'ประกาศปิดปรับปรุงยังไม่อ่านปิดปรับปรุงระบบคืนนี้ 02:00-03:0026/11/2026 12:00:00',
    ]);
    expect(entries()[2]!.querySelector('img')).toHaveAttribute('src', '/cl-api/banners/1.svg');
    expect(sentTo('GET /cl-api/inbox')[0]!.params).toEqual({ page: 1 });
  });

  it('marks an unread item read when opened, then follows its link', async () => {
    answerInbox([credited, resultOut]);
    const user = await renderInbox();
    await user.click(await screen.findByRole('button', { name: /^ฝากเงินสำเร็จ/ }));
    // The link is followed once the read call has answered.
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent(/^\/transfer$/));
    expect(sentTo('POST /cl-api/inbox/read').map((request) => request.body)).toEqual([{ ids: [3] }]);
  });

  it('opens an item from the keyboard, and stays on the page when it has no link', async () => {
    answerInbox([{ ...credited, link: null }]);
    const user = await renderInbox();
    await screen.findByRole('list', { name: 'กล่องข้อความ' });
    await user.tab();
    await user.tab();
    expect(entries()[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(sentTo('POST /cl-api/inbox/read').map((request) => request.body)).toEqual([{ ids: [3] }]);
    await waitFor(() => expect(within(list()).queryByText('ยังไม่อ่าน')).not.toBeInTheDocument());
    expect(screen.getByLabelText('address')).toHaveTextContent(/^\/inbox$/);
  });

  it('sends nothing for an item already read', async () => {
    answerInbox([resultOut]);
    const user = await renderInbox();
    await user.click(await screen.findByRole('button', { name: /^ผลรางวัลออกแล้ว/ }));
    expect(sentTo('POST /cl-api/inbox/read')).toHaveLength(0);
  });

  it("'อ่านทั้งหมดแล้ว' marks every item read, and is off once nothing is unread", async () => {
    answerInbox([credited, resultOut, notice]);
    const user = await renderInbox();
    await screen.findByRole('list', { name: 'กล่องข้อความ' });
    await user.click(screen.getByRole('button', { name: 'อ่านทั้งหมดแล้ว' }));
    expect(sentTo('POST /cl-api/inbox/read').map((request) => request.body)).toEqual([{}]);
    expect(await screen.findByRole('button', { name: 'อ่านทั้งหมดแล้ว' })).toBeDisabled();
    expect(within(list()).queryByText('ยังไม่อ่าน')).not.toBeInTheDocument();
  });

  it('says when marking read failed', async () => {
    answerInbox([credited]);
    answer('POST /cl-api/inbox/read', fail(500, 'INTERNAL', 'ระบบขัดข้อง'));
    const user = await renderInbox();
    await user.click(await screen.findByRole('button', { name: 'อ่านทั้งหมดแล้ว' }));
    expect(await screen.findByText('บันทึกว่าอ่านแล้วไม่สำเร็จ กรุณาลองใหม่')).toBeInTheDocument();
  });

  it('pages through the inbox, keeping the page in the address', async () => {
    answerInbox([credited], { pages: 3 });
    const user = await renderInbox('/inbox?page=2');
    const pager = await screen.findByRole('navigation', { name: 'หน้า 2 จาก 3' });
    expect(within(pager).getByRole('button', { name: 'หน้าแรก' })).toBeEnabled();
    await user.click(within(pager).getByRole('button', { name: 'ถัดไป' }));
    expect(await screen.findByRole('navigation', { name: 'หน้า 3 จาก 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'หน้าสุดท้าย' })).toBeDisabled();
    expect(screen.getByLabelText('address')).toHaveTextContent('/inbox?page=3');
    expect(sentTo('GET /cl-api/inbox').map((request) => request.params.page)).toEqual([2, 3]);
  });

  it('says when the inbox is empty', async () => {
    answerInbox([]);
    await renderInbox();
    expect(await screen.findByText('ยังไม่มีข้อความ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'อ่านทั้งหมดแล้ว' })).toBeDisabled();
  });

  it('offers a retry when the inbox failed to load', async () => {
    answer('GET /cl-api/inbox', fail(500, 'INTERNAL', 'ระบบขัดข้อง'));
    const user = await renderInbox();
    expect(await screen.findByRole('alert')).toHaveTextContent('โหลดข้อความไม่สำเร็จ กรุณาลองใหม่');
    answerInbox([credited]);
    await user.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByRole('button', { name: /^ฝากเงินสำเร็จ/ })).toBeInTheDocument();
  });
});
