import type { MoneyTransaction } from '@lotto/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, fail, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
import { renderAsMember } from '../../../testing/renderPage';
import { History } from './History';

useFakeApi();

const row = (change: Partial<MoneyTransaction>): MoneyTransaction => ({
  _id: 'deposit-1',
  type: 'deposit',
  status: 'pending',
  amount: 1500.5,
  createdAt: '2026-01-02T03:04:05.000Z',
  user_bank: { short_name: 'KBANK', account_name: 'สมชาย ใจดีมาก', account_number: '0987654321' },
  reason: null,
  steps: [],
  ...change,
});

const at = (iso: string) => `2026-01-02T${iso}.000Z`;

const rows = [
  row({}),
  row({ _id: 'deposit-2', status: 'success', amount: 20000 }),
  row({
    _id: 'withdraw-1',
    type: 'withdraw',
    status: 'success',
    amount: 75,
    steps: [
      { step: 'requested', at: at('03:04:05') },
      { step: 'approved', at: at('03:10:00') },
      { step: 'paid', at: at('03:25:30') },
    ],
  }),
  row({
    _id: 'withdraw-2',
    type: 'withdraw',
    status: 'reject',
    amount: 1234567.8,
    reason: 'บัญชีปลายทางปิดแล้ว',
    steps: [{ step: 'requested', at: at('03:04:05') }],
  }),
];

/** The history's cards on a phone, without the steps listed inside each. */
async function findCards() {
  const list = await screen.findByRole('list', { name: 'ประวัติการเงิน' });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
}

const stepsOf = (element: HTMLElement) =>
  within(within(element).getByRole('list', { name: 'ขั้นตอนการถอน' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const page = (data: MoneyTransaction[], { total = data.length, pageNo = 1, pages = 1 } = {}) =>
  ok({ data, limit: 50, paging: { page: pageNo, pages }, total });

function setWidth(wide: boolean) {
  Object.assign(window, {
    matchMedia: (query: string) => ({
      matches: wide,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

afterEach(() => {
  Object.assign(window, { matchMedia: undefined });
});

describe('History', () => {
  it('shows each status of docs/screens.md#behaviour, Bangkok dates and en-US amounts, as cards on a phone', async () => {
    setWidth(false);
    answer('POST /lto-public-api/transaction', page(rows));
    await renderAsMember(<History />);

    const cards = await findCards();
    expect(cards).toHaveLength(4);
    expect(cards[0]).toHaveTextContent('กำลังทำรายการ...');
    expect(cards[0]).toHaveTextContent('1,500.50');
    expect(cards[0]).toHaveTextContent('02/01/2026 10:04:05');
    expect(cards[1]).toHaveTextContent('ฝากเงินสำเร็จ');
    expect(cards[1]).toHaveTextContent('20,000.00');
    expect(cards[2]).toHaveTextContent('ถอนเงินสำเร็จ');
    expect(cards[2]).toHaveTextContent('75.00');
    expect(cards[3]).toHaveTextContent('ไม่สำเร็จ');
    expect(cards[3]).toHaveTextContent('เหตุผล: บัญชีปลายทางปิดแล้ว');
    expect(cards[3]).toHaveTextContent('1,234,567.80');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is a table on a wide screen', async () => {
    setWidth(true);
    answer('POST /lto-public-api/transaction', page(rows));
    await renderAsMember(<History />);

    const table = await screen.findByRole('table');
    const [header, ...body] = within(table).getAllByRole('row');
    expect(header).toHaveTextContent('วันที่รายการจำนวนเงินบัญชีสถานะ');
    expect(body).toHaveLength(4);
    expect(
      within(body[3]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '02/01/2026 10:04:05',
      'ถอนเงิน',
      '1,234,567.80',
      'KBANK 0987654321',
      'ไม่สำเร็จเหตุผล: บัญชีปลายทางปิดแล้วแจ้งถอน02/01/2026 10:04:05',
    ]);
  });

  describe("a withdrawal's steps", () => {
    const waiting = row({
      _id: 'withdraw-3',
      type: 'withdraw',
      status: 'pending',
      amount: 500,
      steps: [
        { step: 'requested', at: at('16:59:59') },
        { step: 'approved', at: at('17:00:00') },
      ],
    });

    it('shows แจ้งถอน, อนุมัติ, โอนแล้ว with Bangkok times, the steps not reached as รอดำเนินการ, on a phone', async () => {
      setWidth(false);
      answer('POST /lto-public-api/transaction', page([waiting, ...rows]));
      await renderAsMember(<History />);

      const [pending, deposit, , paid, refused] = await findCards();
      expect(stepsOf(pending!)).toEqual(['แจ้งถอน02/01/2026 23:59:59', 'อนุมัติ03/01/2026 00:00:00', 'โอนแล้วรอดำเนินการ']);
      expect(stepsOf(paid!)).toEqual(['แจ้งถอน02/01/2026 10:04:05', 'อนุมัติ02/01/2026 10:10:00', 'โอนแล้ว02/01/2026 10:25:30']);
      // A refused withdrawal went no further than its request.
      expect(stepsOf(refused!)).toEqual(['แจ้งถอน02/01/2026 10:04:05']);
      expect(within(deposit!).queryByRole('list', { name: 'ขั้นตอนการถอน' })).not.toBeInTheDocument();
    });

    it('shows them in the status cell on a wide screen', async () => {
      setWidth(true);
      answer('POST /lto-public-api/transaction', page([waiting]));
      await renderAsMember(<History />);

      const table = await screen.findByRole('table');
      const status = within(table).getAllByRole('cell').at(-1)!;
      expect(status).toHaveTextContent(/^กำลังทำรายการ\.\.\./);
      expect(stepsOf(status)).toEqual(['แจ้งถอน02/01/2026 23:59:59', 'อนุมัติ03/01/2026 00:00:00', 'โอนแล้วรอดำเนินการ']);
    });
  });

  it('filters by kind and starts again at page 1', async () => {
    setWidth(false);
    answer('POST /lto-public-api/transaction', (request) => {
      const { type, page: pageNo } = request.body as { type: string; page: number };
      return page(
        rows.filter((item) => !type || item.type === type),
        { pageNo, pages: 3, total: 120 },
      );
    });
    const user = userEvent.setup();
    await renderAsMember(<History />);
    await findCards();
    const filters = screen.getByRole('group', { name: 'กรองประวัติการเงิน' });
    expect(within(filters).getByRole('button', { name: 'ทั้งหมด' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'หน้าสุดท้าย' }));
    await screen.findByText('หน้า 3 / 3');
    await user.click(within(filters).getByRole('button', { name: 'ถอนเงิน' }));

    await waitFor(async () => expect(await findCards()).toHaveLength(2));
    expect(within(filters).getByRole('button', { name: 'ถอนเงิน' })).toHaveAttribute('aria-pressed', 'true');
    expect(sentTo('POST /lto-public-api/transaction').map((request) => request.body)).toEqual([
      { type: '', page: 1 },
      { type: '', page: 3 },
      { type: 'withdraw', page: 1 },
    ]);
  });

  it('pages 50 at a time with first and last buttons', async () => {
    setWidth(false);
    answer('POST /lto-public-api/transaction', (request) => {
      const { page: pageNo } = request.body as { page: number };
      return page([row({ _id: `deposit-${pageNo}` })], { pageNo, pages: 2, total: 51 });
    });
    const user = userEvent.setup();
    await renderAsMember(<History />);

    expect(await screen.findByText('หน้า 1 / 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'หน้าแรก' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'หน้าถัดไป' }));
    expect(await screen.findByText('หน้า 2 / 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'หน้าสุดท้าย' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'หน้าแรก' }));
    expect(await screen.findByText('หน้า 1 / 2')).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    answer('POST /lto-public-api/transaction', page([]));
    await renderAsMember(<History />);
    expect(await screen.findByText('ยังไม่มีรายการ')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says when it could not load, and tries again', async () => {
    answer('POST /lto-public-api/transaction', fail(500, 'INTERNAL', 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง'));
    const user = userEvent.setup();
    await renderAsMember(<History />);

    expect(await screen.findByText('โหลดประวัติไม่สำเร็จ: ระบบขัดข้อง กรุณาลองใหม่ภายหลัง')).toBeInTheDocument();
    answer('POST /lto-public-api/transaction', page([row({})]));
    await user.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(await screen.findByText('กำลังทำรายการ...')).toBeInTheDocument();
  });
});
