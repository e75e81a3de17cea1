import { BET_TYPES, DEFAULT_RATES, type BetType, type StaffLottery, type StaffRound } from '@lotto/shared';

const rates = (types: BetType[]) => types.map((type) => ({ type, rate: DEFAULT_RATES[type], bands: [] }));
const threeDigitTypes: BetType[] = ['top_three', 'todd_three', 'top_two', 'bottom_two', 'top_one', 'bottom_one'];

/** Lotteries as GET /admin-api/lotteries answers them: each result shape, and yeekee. */
export const hanoi: StaffLottery = {
  code: 'hanoi',
  name: 'หวยฮานอย',
  category: 'single',
  result_kind: 'digits',
  has_four_digits: false,
  is_yeekee: false,
  void_after_minutes: 120,
  rates: rates(threeDigitTypes),
};

export const government: StaffLottery = {
  code: 'government',
  name: 'หวยรัฐบาลไทย',
  category: 'single',
  result_kind: 'government',
  has_four_digits: true,
  is_yeekee: false,
  void_after_minutes: 1440,
  rates: rates([...BET_TYPES]),
};

export const lao: StaffLottery = {
  ...hanoi,
  code: 'lao',
  name: 'หวยลาว',
  has_four_digits: true,
  rates: rates(['top_four', 'todd_four', ...threeDigitTypes]),
};

export const yeekee: StaffLottery = { ...hanoi, code: 'yeekee', name: 'หวยยี่กี', is_yeekee: true };

export const sampleLotteries = [government, hanoi, lao, yeekee];

const noTotals = { lines: 0, winning_lines: 0, stake: 0, prize: 0 };

/** A round of `lottery` on 2026-11-23 (Bangkok), closing at 18:00, drawn at 18:30 and voided at 20:30 without a result. */
export function sampleRound(lottery: StaffLottery, changes: Partial<StaffRound> = {}): StaffRound {
  return {
    id: 1,
    lottery_code: lottery.code,
    lottery_name: lottery.name,
    slot: '18:00',
    round_date: '2026-11-23',
    open_at: '2026-11-22T11:30:00.000Z',
    close_at: '2026-11-23T11:00:00.000Z',
    draw_at: '2026-11-23T11:30:00.000Z',
    state: 'closed',
    is_yeekee: lottery.is_yeekee,
    result: null,
    settlement_version: 0,
    yeekee_seed_hash: null,
    yeekee_seed: null,
    totals: noTotals,
    staged_result: null,
    void_at: lottery.is_yeekee ? null : '2026-11-23T13:30:00.000Z',
    voided_at: null,
    void_reason: null,
    ...changes,
  };
}
