import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { paths, type BetDetailGroup, type BetType, type HistoryRow } from '@lotto/shared';
import { tokensReceived } from '@lotto/shared/client';
import { answer, ok, renderWithStore, sentTo, useFakeApi } from '@lotto/shared/testing';
import BetPage from '../../../pages/BetPage';
import TransactionPage from '../../../pages/TransactionPage';
import { hanoiRates, lottoRoute, serveBetScreen } from '../../../testing/betFixtures';

useFakeApi();

const slip = (overrides: Partial<HistoryRow>): HistoryRow => ({
  slip_id: '1',
  round_id: '5',
  name: 'หวยฮานอย',
  code: 'hanoi',
  logo: '/logo.svg',
  createdAt: '2026-01-15T07:59:12.345Z',
  round_date: '2026-01-15',
  amount: 35,
  prize: 0,
  status: 'no_prize',
  ...overrides,
});
const hanoiSlip = slip({});
const laoSlip = slip({ slip_id: '2', round_id: '4', name: 'หวยลาว', code: 'lao', createdAt: '2026-01-14T07:00:00.000Z' });

const line = (type: BetType, number: string, amount: number, rate: number) => ({
  _id: number,
  type,
  number,
  amount,
  rate,
  num_prize: '00',
  prize: 0,
  status: 'no_prize' as const,
});
const hanoiSlipLines: BetDetailGroup[] = [
  { type: 'top_two', place_bet: [line('top_two', '47', 10, 95), line('top_two', '99', 5, 90)] },
  { type: 'top_three', place_bet: [line('top_three', '123', 20, 900)] },
];

const cartGroup = (type: string) => screen.getByRole('region', { name: type });
const numbersIn = (type: string) =>
  within(cartGroup(type))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')!.textContent);

async function renderSlipsAndBetScreen() {
  return renderWithStore(
    <Routes>
      <Route path={paths.transaction} element={<TransactionPage />} />
      <Route path={paths.bet.pattern} element={<BetPage />} />
    </Routes>,
    { route: paths.transaction, seed: async (store) => store.dispatch(tokensReceived({ token: 't', refresh_token: 'r' })) },
  );
}

beforeEach(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  serveBetScreen();
  answer(lottoRoute('lotto_list'), () => ok([{ code: 'hanoi', name: 'หวยฮานอย', logo: '', category: 'single' }]));
  answer(lottoRoute('history'), () => ok({ result: [hanoiSlip, laoSlip], page: 1, total: 2 }));
  answer(lottoRoute('history_detail'), () => ok(hanoiSlipLines));
  answer(lottoRoute('numbers_paid'), ({ body }) => {
    const { items } = body as { items: { type: string; number: string }[] };
    return ok(
      items.map(({ type, number }) => ({
        type,
        number,
        rate: hanoiRates.find((rate) => rate.type === type)!.rate,
        status: number === '99' ? 'closed' : 'open',
        remaining: null,
        cap: null,
      })),
    );
  });
});

describe('แทงซ้ำ', () => {
  it("fills the cart of the lottery's open round with the slip's lines at today's terms and opens its bet screen", async () => {
    const user = userEvent.setup();
    await renderSlipsAndBetScreen();
    const card = await screen.findByRole('listitem', { name: 'หวยฮานอย งวด 2026-01-15' });
    await user.click(within(card).getByRole('button', { name: 'แทงซ้ำ' }));

    expect(await screen.findByRole('heading', { name: 'หวยฮานอย' })).toBeInTheDocument();
    expect(sentTo(lottoRoute('history_detail')).map((call) => call.body)).toEqual([{ round_id: '5', date: '2026-01-15T07:59:12.345Z' }]);
    // The first call prices the slip's lines; the bet screen then keeps the cart's terms fresh.
    expect(sentTo(lottoRoute('numbers_paid'))[0]?.body).toEqual({
      round_id: '7',
      items: [
        { type: 'top_two', number: '47', amount: 10 },
        { type: 'top_two', number: '99', amount: 5 },
        { type: 'top_three', number: '123', amount: 20 },
      ],
    });
    expect(await screen.findByText('เลข 99 ปิดรับแทงแล้ว')).toBeInTheDocument();
    expect(screen.getByText('ใส่ 2 รายการลงในโพยแล้ว')).toBeInTheDocument();
    expect(numbersIn('2 ตัวบน')).toEqual(['47']);
    expect(numbersIn('3 ตัวบน')).toEqual(['123']);
    expect(within(cartGroup('2 ตัวบน')).getByRole('textbox', { name: 'จำนวนเงิน 47' })).toHaveValue('10');
    // Placed at 95, now 90: the line says its rate changed before the member sends.
    expect(within(cartGroup('2 ตัวบน')).getByRole('listitem')).toHaveTextContent('อัตราจ่ายเปลี่ยน');
    expect(within(cartGroup('3 ตัวบน')).getByRole('listitem')).not.toHaveTextContent('อัตราจ่ายเปลี่ยน');
  });

  it('says so when the lottery has no open round, and fills nothing', async () => {
    const user = userEvent.setup();
    await renderSlipsAndBetScreen();
    const card = await screen.findByRole('listitem', { name: 'หวยลาว งวด 2026-01-15' });
    await user.click(within(card).getByRole('button', { name: 'แทงซ้ำ' }));
    expect(await screen.findByText('หวยลาว ยังไม่มีงวดที่เปิดรับแทง')).toBeInTheDocument();
    expect(sentTo(lottoRoute('history_detail'))).toHaveLength(0);
    expect(sentTo(lottoRoute('numbers_paid'))).toHaveLength(0);
  });
});
