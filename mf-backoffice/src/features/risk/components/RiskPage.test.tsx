import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RiskRound, RoundLiability } from '@lotto/shared';
import { answer, fail, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
import { renderAsStaff } from '../../../testing/renderScreen';
import RiskPage from './RiskPage';

useFakeApi();

const hanoiRound: RiskRound = {
  round_id: 11,
  lottery_code: 'hanoi',
  lottery_name: 'หวยฮานอย',
  round_date: '2026-11-23',
  slot: '2026-11-23',
  close_at: '2026-11-23T11:00:00.000Z',
  budget: 100000,
  worst_loss: 9880,
  budget_percent: 9,
};

const yeekeeRound: RiskRound = {
  round_id: 12,
  lottery_code: 'yeekee',
  lottery_name: 'หวยยี่กี',
  round_date: '2026-11-23',
  slot: '2026-11-23#42',
  close_at: '2026-11-23T10:15:00.000Z',
  budget: null,
  worst_loss: 450,
  budget_percent: null,
};

/** Every x23 cell pays 2 ตัวบน 23 (10 × 90); 123 pays 3 ตัวบน 123 (10 × 900) too. */
const topOutcomes = Object.fromEntries([...'0123456789'].map((digit) => [`${digit}23`, digit === '1' ? 9900 : 900]));

/** A hanoi round: 3 ตัวบน 123 and 2 ตัวบน 23, 10 baht each; 2 ตัวล่าง 45 for 5 baht. */
function hanoiLiability(changes: Partial<RoundLiability> = {}): RoundLiability {
  return {
    round_id: 11,
    lottery_code: 'hanoi',
    lottery_name: 'หวยฮานอย',
    budget: 100000,
    round_budget: null,
    lottery_budget: 100000,
    steps: [{ from_percent: 60, rate_percent: 80 }],
    parts: [
      {
        part: 'top3',
        stakes: 20,
        grid_digits: 3,
        worst: [
          { outcome: '123', liability: 9900, loss: 9880, budget_percent: 9 },
          { outcome: '023', liability: 900, loss: 880, budget_percent: 0 },
          { outcome: '223', liability: 900, loss: 880, budget_percent: 0 },
        ],
        outcomes: topOutcomes,
      },
      {
        part: 'bottom2',
        stakes: 5,
        grid_digits: 2,
        worst: [{ outcome: '45', liability: 450, loss: 445, budget_percent: 0 }],
        outcomes: { '45': 450 },
      },
    ],
    ...changes,
  };
}

async function renderPage(role: 'staff' | 'admin' = 'staff', route = '/backoffice/risk') {
  const user = userEvent.setup();
  await renderAsStaff(<RiskPage />, { route, role });
  return { user };
}

function answerRounds(liability: RoundLiability = hanoiLiability()) {
  answer('GET /admin-api/risk/rounds', ok([hanoiRound, yeekeeRound]));
  answer('GET /admin-api/rounds/11/liability', ok(liability));
}

const roundsList = () => screen.getByRole('list', { name: 'งวดที่เปิดอยู่' });
const worstTable = (part: string) => screen.getByRole('table', { name: `20 ผลที่เสี่ยงที่สุด ${part}` });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('ความเสี่ยง', () => {
  it('lists the open rounds, riskiest first, with their share of the budget, and shows the first', async () => {
    answerRounds();
    await renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'หวยฮานอย งวด 2026-11-23' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ความเสี่ยง' })).toBeInTheDocument();

    const [first, second] = within(roundsList()).getAllByRole('button');
    expect(first).toHaveAccessibleName('หวยฮานอย งวด 2026-11-23 9% ของงบ ยอดเสียสูงสุด 9,880.00 บาท');
    expect(first).toHaveAttribute('aria-pressed', 'true');
    // A yeekee round is known by its number in the day; without a budget there is no share.
    expect(second).toHaveAccessibleName('หวยยี่กี งวด 2026-11-23 รอบ 42 ไม่จำกัด ยอดเสียสูงสุด 450.00 บาท');
    expect(second).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a part’s stakes and worst outcomes, and its grid of 1,000 cells named by outcome and liability', async () => {
    answerRounds();
    await renderPage();
    expect(await screen.findByText('ยอดแทงรวม:')).toHaveTextContent('ยอดแทงรวม: 20.00 บาท');
    expect(screen.getByRole('button', { name: '3 ตัวบน' })).toHaveAttribute('aria-pressed', 'true');
    expect(rowsOf(worstTable('3 ตัวบน'))).toEqual([
      ['123', '9,900.00', '9,880.00', '9%'],
      ['023', '900.00', '880.00', '0%'],
      ['223', '900.00', '880.00', '0%'],
    ]);

    const grid = screen.getByRole('region', { name: 'ตารางยอดจ่ายทุกผล 3 ตัวบน' });
    expect(grid.querySelectorAll('[role="img"]')).toHaveLength(1000);
    expect(within(grid).getByText('หลักร้อย 9')).toBeInTheDocument();
    // The largest liability is the strongest colour; a cell nobody can win on pays nothing and stays pale.
    expect(within(grid).getByLabelText('123: จ่าย 9,900.00 บาท')).toHaveStyle({ backgroundColor: 'rgba(198, 40, 40, 1)' });
    expect(within(grid).getByLabelText('923: จ่าย 900.00 บาท')).toHaveStyle({ backgroundColor: 'rgba(198, 40, 40, 0.2)' });
    expect(within(grid).getByLabelText('000: จ่าย 0.00 บาท')).toHaveStyle({ backgroundColor: '#f5f5f5' });
  });

  it('shows another part: 2 ตัวล่าง has 100 cells', async () => {
    answerRounds();
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: '2 ตัวล่าง' }));
    expect(screen.getByText('ยอดแทงรวม:')).toHaveTextContent('ยอดแทงรวม: 5.00 บาท');
    expect(rowsOf(worstTable('2 ตัวล่าง'))).toEqual([['45', '450.00', '445.00', '0%']]);
    const grid = screen.getByRole('region', { name: 'ตารางยอดจ่ายทุกผล 2 ตัวล่าง' });
    expect(grid.querySelectorAll('[role="img"]')).toHaveLength(100);
    expect(within(grid).getByLabelText('45: จ่าย 450.00 บาท')).toBeInTheDocument();
    expect(within(grid).getByLabelText('00: จ่าย 0.00 บาท')).toBeInTheDocument();
  });

  it('says a part nobody has bet on has no lines', async () => {
    const liability = hanoiLiability();
    answerRounds({ ...liability, parts: [{ ...liability.parts[1]!, stakes: 0, worst: [], outcomes: {} }] });
    await renderPage();
    expect(await screen.findByText('ยังไม่มีโพยในส่วนนี้')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'ตารางยอดจ่ายทุกผล 2 ตัวล่าง' })).not.toBeInTheDocument();
  });

  it('shows the round chosen in the list, and keeps it in the address', async () => {
    answerRounds();
    answer(
      'GET /admin-api/rounds/12/liability',
      ok({ ...hanoiLiability(), round_id: 12, lottery_code: 'yeekee', lottery_name: 'หวยยี่กี', budget: null, lottery_budget: null }),
    );
    const { user } = await renderPage();
    await screen.findByRole('heading', { level: 2, name: 'หวยฮานอย งวด 2026-11-23' });
    await user.click(within(roundsList()).getByRole('button', { name: /^หวยยี่กี งวด 2026-11-23 รอบ 42 / }));
    expect(await screen.findByRole('heading', { level: 2, name: 'หวยยี่กี งวด 2026-11-23 รอบ 42' })).toBeInTheDocument();
    expect(sentTo('GET /admin-api/rounds/12/liability')).toHaveLength(1);
    expect(within(roundsList()).getAllByRole('button')[1]).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens the round of the address', async () => {
    answerRounds();
    answer('GET /admin-api/rounds/12/liability', ok({ ...hanoiLiability(), round_id: 12, lottery_name: 'หวยยี่กี' }));
    await renderPage('staff', '/backoffice/risk?round=12');
    expect(await screen.findByRole('heading', { level: 2, name: 'หวยยี่กี งวด 2026-11-23 รอบ 42' })).toBeInTheDocument();
    expect(sentTo('GET /admin-api/rounds/11/liability')).toEqual([]);
  });

  it('asks again on โหลดใหม่ and shows the new liability', async () => {
    answerRounds();
    const { user } = await renderPage();
    expect(await screen.findByLabelText('123: จ่าย 9,900.00 บาท')).toBeInTheDocument();
    answer(
      'GET /admin-api/rounds/11/liability',
      ok(hanoiLiability({ parts: [{ ...hanoiLiability().parts[0]!, outcomes: { ...topOutcomes, '123': 10800 } }] })),
    );
    await user.click(screen.getByRole('button', { name: 'โหลดใหม่' }));
    expect(await screen.findByLabelText('123: จ่าย 10,800.00 บาท')).toBeInTheDocument();
    expect(sentTo('GET /admin-api/rounds/11/liability')).toHaveLength(2);
    expect(sentTo('GET /admin-api/risk/rounds')).toHaveLength(2);
  });

  it('shows staff the budgets and steps read-only, with who may change them', async () => {
    answerRounds();
    await renderPage('staff');
    const budget = await screen.findByRole('region', { name: 'งบความเสี่ยงต่อผล' });
    const facts = [...budget.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['งบความเสี่ยงต่อผล', '100,000.00 บาท'],
      ['งบของงวดนี้', 'ใช้งบตั้งต้นของหวย'],
      ['งบตั้งต้นของหวยนี้', '100,000.00 บาท'],
      ['ขั้นลดอัตราจ่าย', 'ตั้งแต่ 60% ของงบ จ่าย 80% ของอัตราปกติ'],
    ]);
    expect(within(budget).getByText('เฉพาะผู้ดูแลระบบแก้ไขงบได้')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'ตั้งงบความเสี่ยง' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'บันทึกงบของงวด' })).not.toBeInTheDocument();
  });

  it('keeps the last figures when a refresh fails, says they may be old, and retries', async () => {
    answerRounds();
    const { user } = await renderPage();
    expect(await screen.findByLabelText('123: จ่าย 9,900.00 บาท')).toBeInTheDocument();
    answer('GET /admin-api/rounds/11/liability', fail(500, 'INTERNAL', 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง'));
    await user.click(screen.getByRole('button', { name: 'โหลดใหม่' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ตัวเลขที่แสดงอาจไม่ใช่ล่าสุด: ระบบขัดข้อง กรุณาลองใหม่ภายหลัง');
    expect(screen.getByLabelText('123: จ่าย 9,900.00 บาท')).toBeInTheDocument();

    answer('GET /admin-api/rounds/11/liability', ok(hanoiLiability()));
    await user.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('says when no round is open', async () => {
    answer('GET /admin-api/risk/rounds', ok([]));
    await renderPage();
    expect(await screen.findByText('ไม่มีงวดที่เปิดรับแทงอยู่ตอนนี้')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'งวดที่เปิดอยู่' })).not.toBeInTheDocument();
  });

  it('shows loading, then the refusal with a retry that works', async () => {
    let refuse: () => void = () => undefined;
    answer(
      'GET /admin-api/risk/rounds',
      () =>
        new Promise((resolve) => {
          refuse = () => resolve(fail(503, 'UNAVAILABLE', 'ระบบไม่พร้อมให้บริการชั่วคราว กรุณาลองใหม่'));
        }),
    );
    const { user } = await renderPage();
    expect(await screen.findByText('กำลังโหลดความเสี่ยง…')).toBeInTheDocument();
    refuse();
    expect(await screen.findByRole('alert')).toHaveTextContent('ระบบไม่พร้อมให้บริการชั่วคราว กรุณาลองใหม่');
    answerRounds();
    await user.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'หวยฮานอย งวด 2026-11-23' })).toBeInTheDocument();
  });

  it('shows why the round’s liability did not load, with a retry', async () => {
    answer('GET /admin-api/risk/rounds', ok([hanoiRound]));
    answer('GET /admin-api/rounds/11/liability', fail(404, 'NOT_FOUND', 'ไม่พบงวดนี้'));
    await renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่พบงวดนี้');
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
  });
});

describe('ความเสี่ยง: an admin sets the budgets', () => {
  it("saves the round's own budget, and empty as the lottery's", async () => {
    answerRounds();
    answer('PUT /admin-api/rounds/11/risk', ({ body }) =>
      ok(hanoiLiability({ round_budget: (body as { budget: number | null }).budget }), 'บันทึกงบความเสี่ยงของงวดแล้ว'),
    );
    const { user } = await renderPage('admin');
    const budget = await screen.findByLabelText('งบของงวดนี้');
    expect(budget).toHaveValue('');
    await user.type(budget, '5000.50');
    await user.click(screen.getByRole('button', { name: 'บันทึกงบของงวด' }));
    expect(await screen.findByText('บันทึกงบความเสี่ยงของงวดแล้ว')).toBeInTheDocument();
    expect(sentTo('PUT /admin-api/rounds/11/risk')[0]?.body).toEqual({ budget: 5000.5 });
    await waitFor(() => expect(sentTo('GET /admin-api/risk/rounds')).toHaveLength(2));

    await waitFor(() => expect(screen.getByLabelText('งบของงวดนี้')).toHaveValue('5000.5'));
    await user.clear(screen.getByLabelText('งบของงวดนี้'));
    await user.click(screen.getByRole('button', { name: 'บันทึกงบของงวด' }));
    await waitFor(() => expect(sentTo('PUT /admin-api/rounds/11/risk')).toHaveLength(2));
    expect(sentTo('PUT /admin-api/rounds/11/risk')[1]?.body).toEqual({ budget: null });
  });

  it("saves the lottery's budget and rate steps, a step added", async () => {
    answerRounds();
    answer('PUT /admin-api/lotteries/hanoi/risk', ({ body }) => ok({ code: 'hanoi', ...(body as object) }, ''));
    const { user } = await renderPage('admin');
    const budget = await screen.findByLabelText('งบตั้งต้นของหวยนี้');
    expect(budget).toHaveValue('100000');
    expect(screen.getByLabelText('ตั้งแต่ (% ของงบ) ขั้นที่ 1')).toHaveValue('60');
    expect(screen.getByLabelText('อัตราจ่าย (% ของอัตราปกติ) ขั้นที่ 1')).toHaveValue('80');
    await user.clear(budget);
    await user.type(budget, '250000');
    await user.click(screen.getByRole('button', { name: 'เพิ่มขั้น' }));
    expect(screen.getByLabelText('ตั้งแต่ (% ของงบ) ขั้นที่ 2')).toHaveValue('70');
    expect(screen.getByLabelText('อัตราจ่าย (% ของอัตราปกติ) ขั้นที่ 2')).toHaveValue('70');
    await user.clear(screen.getByLabelText('ตั้งแต่ (% ของงบ) ขั้นที่ 2'));
    await user.type(screen.getByLabelText('ตั้งแต่ (% ของงบ) ขั้นที่ 2'), '90');
    await user.click(screen.getByRole('button', { name: 'บันทึกงบของหวย' }));

    // The server's answer had no message: the screen's own.
    expect(await screen.findByText('บันทึกงบความเสี่ยงของหวยแล้ว')).toBeInTheDocument();
    expect(sentTo('PUT /admin-api/lotteries/hanoi/risk')[0]?.body).toEqual({
      budget: 250000,
      steps: [
        { from_percent: 60, rate_percent: 80 },
        { from_percent: 90, rate_percent: 70 },
      ],
    });
  });

  it('removes steps, and sends no budget and no steps as such', async () => {
    answerRounds();
    answer('PUT /admin-api/lotteries/hanoi/risk', ({ body }) => ok({ code: 'hanoi', ...(body as object) }, 'บันทึกงบความเสี่ยงของหวยแล้ว'));
    const { user } = await renderPage('admin');
    await user.clear(await screen.findByLabelText('งบตั้งต้นของหวยนี้'));
    await user.click(screen.getByRole('button', { name: 'ลบขั้นที่ 1' }));
    expect(screen.getByText('ไม่มีขั้น: จ่ายเต็มจนถึงงบแล้วปิดรับ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'บันทึกงบของหวย' }));
    await waitFor(() => expect(sentTo('PUT /admin-api/lotteries/hanoi/risk')).toHaveLength(1));
    expect(sentTo('PUT /admin-api/lotteries/hanoi/risk')[0]?.body).toEqual({ budget: null, steps: [] });
  });

  it("shows the shared schema's Thai messages and sends nothing", async () => {
    answerRounds();
    const { user } = await renderPage('admin');
    await user.type(await screen.findByLabelText('งบของงวดนี้'), '-5');
    await user.click(screen.getByRole('button', { name: 'บันทึกงบของงวด' }));
    await waitFor(() =>
      expect(screen.getByLabelText('งบของงวดนี้')).toHaveAccessibleDescription('งบความเสี่ยงต้องมากกว่า 0 บาท ทศนิยมไม่เกิน 2 ตำแหน่ง'),
    );

    await user.click(screen.getByRole('button', { name: 'เพิ่มขั้น' }));
    await user.clear(screen.getByLabelText('อัตราจ่าย (% ของอัตราปกติ) ขั้นที่ 2'));
    await user.type(screen.getByLabelText('อัตราจ่าย (% ของอัตราปกติ) ขั้นที่ 2'), '90');
    await user.clear(screen.getByLabelText('ตั้งแต่ (% ของงบ) ขั้นที่ 1'));
    await user.click(screen.getByRole('button', { name: 'บันทึกงบของหวย' }));
    await waitFor(() => expect(screen.getByLabelText('ตั้งแต่ (% ของงบ) ขั้นที่ 1')).toHaveAccessibleDescription('ขั้นต้องเริ่มที่ 1 ถึง 99 % ของงบ'));
    await user.type(screen.getByLabelText('ตั้งแต่ (% ของงบ) ขั้นที่ 1'), '60');
    expect(await screen.findByText('ขั้นต้องเรียงตาม % ของงบจากน้อยไปมาก และอัตราจ่ายลดลงทุกขั้น')).toBeInTheDocument();

    expect(sentTo('PUT /admin-api/rounds/11/risk')).toEqual([]);
    expect(sentTo('PUT /admin-api/lotteries/hanoi/risk')).toEqual([]);
  });

  it('offers at most five steps', async () => {
    answerRounds();
    const { user } = await renderPage('admin');
    const add = await screen.findByRole('button', { name: 'เพิ่มขั้น' });
    for (let added = 0; added < 4; added += 1) await user.click(add);
    expect(screen.getByLabelText('ตั้งแต่ (% ของงบ) ขั้นที่ 5')).toHaveValue('99');
    expect(add).toBeDisabled();
  });

  it("shows the server's refusal", async () => {
    answerRounds();
    answer('PUT /admin-api/rounds/11/risk', fail(403, 'FORBIDDEN', 'ไม่มีสิทธิ์ทำรายการนี้'));
    const { user } = await renderPage('admin');
    await user.type(await screen.findByLabelText('งบของงวดนี้'), '5000');
    await user.click(screen.getByRole('button', { name: 'บันทึกงบของงวด' }));
    expect(await screen.findByText('ไม่มีสิทธิ์ทำรายการนี้')).toBeInTheDocument();
  });
});
