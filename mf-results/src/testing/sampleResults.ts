import type { LotteryResultItem } from '@lotto/shared';

/** Stored results as bet_result answers them. */
export const governmentItem: LotteryResultItem = {
  round_id: '7',
  name: 'หวยรัฐบาลไทย',
  code: 'government',
  logo: '/lto-public-api/lotto/logo/government.svg',
  type: 'single',
  result_date: '2024-01-01',
  draw_at: '2024-01-01T09:00:00.000Z',
  result: { first_prize: '987123', '3front': ['111', '222'], '3back': ['333', '444'], '2bottom': '45' },
};

export const hanoiItem: LotteryResultItem = {
  round_id: '8',
  name: 'หวยฮานอย',
  code: 'hanoi',
  logo: '/lto-public-api/lotto/logo/hanoi.svg',
  type: 'single',
  result_date: '2024-01-02',
  draw_at: '2024-01-02T11:30:00.000Z',
  result: { '2top': '23', '3top': '123', '2bottom': '45' },
};

export const nikkeiItem: LotteryResultItem = {
  round_id: '9',
  name: 'หุ้นนิเคอิรอบเช้า',
  code: 'nikkei_morning',
  logo: '/lto-public-api/lotto/logo/nikkei_morning.svg',
  type: 'stock',
  result_date: '2024-01-02',
  draw_at: '2024-01-02T02:35:00.000Z',
  result: { '3top': '456', '2top': '56', '2bottom': '78' },
};

/** The README's known-answer vector: this seed draws 31940 (3top 940, 2top 40, 2bottom 31). */
export const KNOWN_SEED = 'b7e23ec29af22b0b4e41da31e868d57226121c84d9f1a4ab8c2a3a3c5f3b0a4e';
export const KNOWN_COMMITMENT = '7a6eabc7c8168d6f433a3109e66541f174f0ab0c05072b8e9f96bbce18dd9063';

export const yeekeeItem: LotteryResultItem = {
  round_id: '21',
  name: 'หวยยี่กี',
  code: 'yeekee',
  logo: '/lto-public-api/lotto/logo/yeekee.svg',
  type: 'single',
  result_date: '2024-01-02',
  draw_at: '2024-01-02T07:15:00.000Z',
  result: { '3top': '940', '2top': '40', '2bottom': '31' },
  seed: KNOWN_SEED,
  commitment: KNOWN_COMMITMENT,
};
