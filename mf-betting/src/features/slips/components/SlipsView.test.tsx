import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, type BetDetailGroup, type HistoryRow } from '@lotto/shared';
import { tokensReceived } from '@lotto/shared/client';
import { answer, fail, ok, renderWithStore, sentTo, useFakeApi } from '@lotto/shared/testing';
import TransactionPage from '../../../pages/TransactionPage';
import { lottoRoute, openRound } from '../../../testing/betFixtures';

useFakeApi();

const slip = (overrides: Partial<HistoryRow>): HistoryRow => ({
  slip_id: '1',
  round_id: '7',
  name: 'หวยฮานอย',
  code: 'hanoi',
  logo: '/logo.svg',
  createdAt: '2026-01-16T07:59:12.345Z',
  round_date: '2026-01-16',
  amount: 20,
  prize: 0,
  status: 'running',
  ...overrides,
});

const running = slip({ slip_id: '1', round_id: '7' });
const runningClosedRound = slip({ slip_id: '2', round_id: '6', name: 'หวยลาว', code: 'lao', createdAt: '2026-01-15T07:00:00.000Z' });
const won = slip({ slip_id: '3', round_id: '5', name: 'หวยฮานอย VIP', status: 'prize', prize: 900, createdAt: '2026-01-14T07:00:00.000Z' });

const detailGroups: BetDetailGroup[] = [
  {
    type: 'top_two',
    place_bet: [
      { _id: 'a', number: '47', type: 'top_two', amount: 10, rate: 90, num_prize: '47', prize: 900, status: 'prize' },
      { _id: 'b', number: '74', type: 'top_two', amount: 10, rate: 90, num_prize: '47', prize: 0, status: 'no_prize' },
    ],
  },
];

function setWide(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

async function renderSlips() {
  return renderWithStore(<TransactionPage />, {
    route: paths.transaction,
    path: paths.transaction,
    seed: async (store) => store.dispatch(tokensReceived({ token: 't', refresh_token: 'r' })),
  });
}

beforeEach(() => {
  setWide(false);
  answer(lottoRoute('bet_running'), () => ok({ single: [openRound({ round_id: '7' })], stock: [] }));
  answer(lottoRoute('lotto_list'), () => ok([{ code: 'hanoi', name: 'หวยฮานอย', logo: '', category: 'single' }]));
  answer(lottoRoute('history'), () => ok({ result: [running, runningClosedRound, won], page: 1, total: 3 }));
});

describe('slips page', () => {
  it('shows cards on a phone; คืนโพย only for a running slip of an open round', async () => {
    await renderSlips();
    const card = await screen.findByRole('listitem', { name: 'หวยฮานอย งวด 2026-01-16' });
    expect(card).toHaveTextContent('รับแทง');
    expect(card).toHaveTextContent('16/01/2026');
    expect(card).toHaveTextContent('20.00');
    await waitFor(() => expect(within(card).getByRole('button', { name: 'คืนโพย' })).toBeEnabled());
    expect(within(screen.getByRole('listitem', { name: /^หวยลาว/ })).getByRole('button', { name: 'คืนโพย' })).toBeDisabled();
    const prize = screen.getByRole('listitem', { name: /^หวยฮานอย VIP/ });
    expect(prize).toHaveTextContent('ถูกรางวัล');
    expect(prize).toHaveTextContent('900.00');
    expect(within(prize).getByRole('button', { name: 'คืนโพย' })).toBeDisabled();
  });

  it('shows a table on a wide screen: item, date, stake, prize won, status, buttons', async () => {
    setWide(true);
    await renderSlips();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['รายการ', 'วันที่', 'ยอดแทง', 'ถูกรางวัล', 'สถานะ', 'จัดการ']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('cancels after the question, says คืนโพยสำเร็จ and reads the slips again', async () => {
    const user = userEvent.setup();
    answer(lottoRoute('cancel_order'), () => ok({ slip_id: '1', round_id: '7', createdAt: running.createdAt, total: 20, credit: 1000 }));
    await renderSlips();
    const card = await screen.findByRole('listitem', { name: 'หวยฮานอย งวด 2026-01-16' });
    await waitFor(() => expect(within(card).getByRole('button', { name: 'คืนโพย' })).toBeEnabled());
    await user.click(within(card).getByRole('button', { name: 'คืนโพย' }));
    const question = screen.getByRole('alertdialog');
    expect(question).toHaveTextContent('คุณต้องการคืนโพย หวยฮานอย งวด 2026-01-16 วันที่ 16/01/2026 14:59:12 ใช่หรือไม ?');
    const before = sentTo(lottoRoute('history')).length;
    await user.click(within(question).getByRole('button', { name: 'ตกลง' }));
    expect(await screen.findByText('คืนโพยสำเร็จ')).toBeInTheDocument();
    expect(sentTo(lottoRoute('cancel_order'))[0]!.body).toEqual({ round_id: '7', createdAt: running.createdAt });
    await waitFor(() => expect(sentTo(lottoRoute('history')).length).toBeGreaterThan(before));
  });

  it('says คืนโพยไม่สำเร็จ with the reason when the server refuses', async () => {
    const user = userEvent.setup();
    answer(lottoRoute('cancel_order'), () => fail(409, 'ROUND_CLOSED', 'งวดนี้ปิดรับแทงแล้ว'));
    await renderSlips();
    const card = await screen.findByRole('listitem', { name: 'หวยฮานอย งวด 2026-01-16' });
    await waitFor(() => expect(within(card).getByRole('button', { name: 'คืนโพย' })).toBeEnabled());
    await user.click(within(card).getByRole('button', { name: 'คืนโพย' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'ตกลง' }));
    expect(await screen.findByText('คืนโพยไม่สำเร็จ: งวดนี้ปิดรับแทงแล้ว')).toBeInTheDocument();
  });

  it('names the slip in the cancel question, so that two slips of one round read differently', async () => {
    const user = userEvent.setup();
    const later = slip({ slip_id: '4', round_id: '7', createdAt: '2026-01-16T09:30:05.000Z' });
    answer(lottoRoute('history'), () => ok({ result: [later, running], page: 1, total: 2 }));
    await renderSlips();
    const cards = await screen.findAllByRole('listitem', { name: 'หวยฮานอย งวด 2026-01-16' });
    const questions: string[] = [];
    for (const card of cards) {
      await waitFor(() => expect(within(card).getByRole('button', { name: 'คืนโพย' })).toBeEnabled());
      await user.click(within(card).getByRole('button', { name: 'คืนโพย' }));
      questions.push(within(screen.getByRole('alertdialog', { name: 'คืนโพย' })).getByText(/^คุณต้องการคืนโพย/).textContent!);
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'ยกเลิก' }));
    }
    expect(questions).toEqual([
      'คุณต้องการคืนโพย หวยฮานอย งวด 2026-01-16 วันที่ 16/01/2026 16:30:05 ใช่หรือไม ?',
      'คุณต้องการคืนโพย หวยฮานอย งวด 2026-01-16 วันที่ 16/01/2026 14:59:12 ใช่หรือไม ?',
    ]);
  });

  it('opens the detail titled with name and round date: numbers, stake, rate, drawn number, prize, status and the reason', async () => {
    setWide(true);
    const user = userEvent.setup();
    answer(lottoRoute('history_detail'), () => ok(detailGroups));
    await renderSlips();
    await user.click(within(await screen.findByRole('row', { name: /^หวยฮานอย VIP/ })).getByRole('button', { name: 'ดูโพย' }));
    const detail = screen.getByRole('dialog', { name: 'หวยฮานอย VIP งวด 2026-01-16' });
    const rows = await within(detail).findAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['เลข', 'ยอดแทง', 'อัตราจ่าย', 'เลขที่ออก', 'เงินรางวัล', 'สถานะ'],
      ['47', '10.00', '90', '47', '900.00', 'ถูกรางวัล2 ตัวบน ออก 47'],
      ['74', '10.00', '90', '47', '0.00', 'ไม่ถูกรางวัล2 ตัวบน ออก 47'],
    ]);
    expect(sentTo(lottoRoute('history_detail'))[0]!.body).toEqual({ round_id: '5', date: won.createdAt });
    await user.click(within(detail).getByRole('button', { name: 'ปิด' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the detail on a phone as one card per line: number and status, then stake, rate, drawn number, prize and the reason', async () => {
    const user = userEvent.setup();
    answer(lottoRoute('history_detail'), () => ok(detailGroups));
    await renderSlips();
    await user.click(within(await screen.findByRole('listitem', { name: /^หวยฮานอย VIP/ })).getByRole('button', { name: 'ดูโพย' }));
    const detail = screen.getByRole('dialog', { name: 'หวยฮานอย VIP งวด 2026-01-16' });
    const group = await within(detail).findByRole('region', { name: '2 ตัวบน' });
    expect(within(detail).queryByRole('table')).not.toBeInTheDocument();
    const won = within(group).getByRole('listitem', { name: '47' });
    expect(within(won).getByText('ถูกรางวัล')).toBeInTheDocument();
    expect([...won.querySelectorAll('dt, dd')].map((cell) => cell.textContent)).toEqual([
      'ยอดแทง',
      '10.00',
      'อัตราจ่าย',
      '90',
      'เลขที่ออก',
      '47',
      'เงินรางวัล',
      '900.00',
    ]);
    expect(won).toHaveTextContent('2 ตัวบน ออก 47');
    expect(within(group).getByRole('listitem', { name: '74' })).toHaveTextContent('ไม่ถูกรางวัล');
  });

  it('filters by lottery and status; results out merges prize and no_prize newest first', async () => {
    const user = userEvent.setup();
    await renderSlips();
    await screen.findByRole('listitem', { name: 'หวยฮานอย งวด 2026-01-16' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'หวย' }), 'hanoi');
    await user.click(screen.getByRole('button', { name: 'ยังไม่ออกผล' }));
    await waitFor(() =>
      expect(sentTo(lottoRoute('history')).at(-1)!.body).toEqual({ name: 'hanoi', status: 'running', page: 1, limit: 25 }),
    );

    const lost = slip({ slip_id: '9', status: 'no_prize', createdAt: '2026-01-15T00:00:00.000Z' });
    answer(lottoRoute('history'), ({ body }) => {
      const { status } = body as { status: string };
      if (status === 'prize') return ok({ result: [won], page: 1, total: 1 });
      if (status === 'no_prize') return ok({ result: [lost], page: 1, total: 1 });
      return ok({ result: [], page: 1, total: 0 });
    });
    await user.click(screen.getByRole('button', { name: 'ออกผลแล้ว' }));
    expect(screen.getByRole('button', { name: 'ออกผลแล้ว' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
        'หวยฮานอย งวด 2026-01-16',
        'หวยฮานอย VIP งวด 2026-01-16',
      ]),
    );
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('ไม่ถูกรางวัล');
  });

  it('pages 25 at a time with หน้าแรก and หน้าสุดท้าย', async () => {
    const user = userEvent.setup();
    answer(lottoRoute('history'), ({ body }) =>
      ok({ result: [slip({ slip_id: `p${(body as { page: number }).page}` })], page: (body as { page: number }).page, total: 60 }),
    );
    await renderSlips();
    expect(await screen.findByRole('navigation', { name: 'หน้า 1 / 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'หน้าแรก' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'หน้าสุดท้าย' }));
    expect(await screen.findByRole('navigation', { name: 'หน้า 3 / 3' })).toBeInTheDocument();
    expect(sentTo(lottoRoute('history')).at(-1)!.body).toEqual({ name: '', status: '', page: 3, limit: 25 });
    expect(screen.getByRole('button', { name: 'หน้าสุดท้าย' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'หน้าแรก' }));
    expect(await screen.findByRole('navigation', { name: 'หน้า 1 / 3' })).toBeInTheDocument();
  });
});
