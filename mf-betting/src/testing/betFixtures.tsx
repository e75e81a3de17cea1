import { paths, type BetType, type NumberTermsItem, type PayRateItem, type RunningRound } from '@lotto/shared';
import { Route, Routes } from 'react-router-dom';
import { linesAdded, type CartLine } from '../lib/cart/cartSlice';
import { tokensReceived } from '@lotto/shared/client';
import { answer, ok, renderWithStore } from '@lotto/shared/testing';
import BetPage from '../pages/BetPage';

/** The fake API's route of a lottery call: each one is `POST /lto-public-api/lotto/<name>`. */
export const lottoRoute = (name: string) => `POST /lto-public-api/lotto/${name}`;
export const meRoute = 'GET /cl-api/auth/me';
export const playLimitsRoute = 'GET /cl-api/auth/play-limits';

/** The member's protection settings as play-limits answers them: no limits, and the breaks given. */
export function playLimits(breaks: { timeout_until?: string | null; excluded_until?: string | null } = {}) {
  const none = { day: null, week: null, month: null };
  return {
    deposit: none,
    loss: none,
    stake: none,
    pending: [],
    reality_check_minutes: null,
    reality_check_interval_seconds: null,
    timeout_until: null,
    excluded_until: null,
    ...breaks,
  };
}

/** A round open for another hour, of the Hanoi lottery. */
export function openRound(overrides: Partial<RunningRound> = {}): RunningRound {
  return {
    round_id: '7',
    code: 'hanoi',
    name: 'หวยฮานอย',
    logo: '/lto-public-api/lotto/logo/hanoi.svg',
    type: 'single',
    date: '2026-01-16',
    start_at: new Date(Date.now() - 3_600_000).toISOString(),
    end_at: new Date(Date.now() + 3_600_000).toISOString(),
    result: null,
    result_date: null,
    ...overrides,
  };
}

export const hanoiRates: PayRateItem[] = [
  { _id: 'hanoi:top_four', type: 'top_four', name: '4 ตัวบน', rate: 5000, padSize: 4, chance: 0.0001, rtp: 0.5 },
  { _id: 'hanoi:todd_four', type: 'todd_four', name: '4 ตัวโต๊ด', rate: 200, padSize: 4, chance: 0.0024, rtp: 0.48 },
  { _id: 'hanoi:top_three', type: 'top_three', name: '3 ตัวบน', rate: 900, padSize: 3, chance: 0.001, rtp: 0.9 },
  { _id: 'hanoi:todd_three', type: 'todd_three', name: '3 ตัวโต๊ด', rate: 150, padSize: 3, chance: 0.006, rtp: 0.9 },
  { _id: 'hanoi:first_three', type: 'first_three', name: 'หน้า 3 ตัว', rate: 450, padSize: 3, chance: 0.001999, rtp: 0.89955 },
  { _id: 'hanoi:top_two', type: 'top_two', name: '2 ตัวบน', rate: 90, padSize: 2, chance: 0.01, rtp: 0.9 },
  { _id: 'hanoi:bottom_two', type: 'bottom_two', name: '2 ตัวล่าง', rate: 90, padSize: 2, chance: 0.01, rtp: 0.9 },
  { _id: 'hanoi:top_one', type: 'top_one', name: 'วิ่งบน', rate: 3.2, padSize: 1, chance: 0.271, rtp: 0.8672 },
];

/** The fake server of a logged-in member with `credit` and no break, the round open and every number at its rate. */
export function serveBetScreen({ credit = 1000, round = openRound() } = {}) {
  answer(meRoute, () => ok({ id: 1, username: '0800000001', credit, role: 'member' }));
  answer(playLimitsRoute, () => ok(playLimits()));
  answer(lottoRoute('bet_running'), () => ok({ single: [round], stock: [] }));
  answer(lottoRoute('pay_rate'), () => ok(hanoiRates));
  answer(lottoRoute('number_paid'), ({ body }) => {
    const { type } = body as { type: string };
    return ok({ rate: hanoiRates.find((item) => item.type === type)!.rate, status: 'open' });
  });
  answerNumbersPaid(({ type }) => ({
    rate: hanoiRates.find((item) => item.type === type)!.rate,
    status: 'open',
    remaining: null,
    cap: null,
  }));
}

export interface NumbersPaidItem {
  type: BetType;
  number: string;
  /** The stake asked about, if any (stake bands). */
  amount?: number;
}

/** numbers_paid answering each asked number with `termsOf` (a promise holds the whole answer back). */
export function answerNumbersPaid(
  termsOf: (item: NumbersPaidItem) => Omit<NumberTermsItem, 'type' | 'number'>,
  hold?: () => Promise<void>,
) {
  answer(lottoRoute('numbers_paid'), async ({ body }) => {
    const { items } = body as { items: NumbersPaidItem[] };
    if (hold) await hold();
    return ok(items.map((item) => ({ type: item.type, number: item.number, ...termsOf(item) })));
  });
}

/** The bet page at its route, beside a stand-in slips page so that tests see where it navigates. */
export async function renderBetScreen(
  round = openRound(),
  lines: CartLine[] = [],
  config?: NonNullable<Parameters<typeof renderWithStore>[1]>['config'],
) {
  return renderWithStore(
    <Routes>
      <Route path={paths.bet.pattern} element={<BetPage />} />
      <Route path={paths.transaction} element={<h1>slips page</h1>} />
      <Route path={paths.lottoAll} element={<h1>rounds page</h1>} />
    </Routes>,
    {
      route: paths.bet.href(round.type, round.code, round.round_id),
      config,
      seed: async (store) => {
        store.dispatch(tokensReceived({ token: 'member-token', refresh_token: 'refresh' }));
        if (lines.length > 0) store.dispatch(linesAdded({ roundId: round.round_id, lines }));
      },
    },
  );
}

export const cartLine = (type: BetType, number: string, rate: number, amount = '1'): CartLine => ({
  type,
  number,
  rate,
  amount,
  limited: false,
  rateChanged: false,
  remaining: null,
  cap: null,
  closed: false,
});
