/** The ten bet types of docs/api-conventions.md#payloads, their groups, digit counts and Thai names. */
export const BET_TYPES = [
  'top_four',
  'todd_four',
  'top_three',
  'todd_three',
  'first_three',
  'last_three',
  'top_two',
  'bottom_two',
  'top_one',
  'bottom_one',
] as const;

export type BetType = (typeof BET_TYPES)[number];

export type BetGroup = 'A' | 'B' | 'C' | 'D' | 'E';

export interface BetTypeInfo {
  group: BetGroup;
  digits: 1 | 2 | 3 | 4;
  label: string;
}

export const BET_TYPE_INFO: Record<BetType, BetTypeInfo> = {
  top_four: { group: 'E', digits: 4, label: '4 ตัวบน' },
  todd_four: { group: 'E', digits: 4, label: '4 ตัวโต๊ด' },
  top_three: { group: 'A', digits: 3, label: '3 ตัวบน' },
  todd_three: { group: 'A', digits: 3, label: '3 ตัวโต๊ด' },
  first_three: { group: 'B', digits: 3, label: 'หน้า 3 ตัว' },
  last_three: { group: 'B', digits: 3, label: 'ท้าย 3 ตัว' },
  top_two: { group: 'C', digits: 2, label: '2 ตัวบน' },
  bottom_two: { group: 'C', digits: 2, label: '2 ตัวล่าง' },
  top_one: { group: 'D', digits: 1, label: 'วิ่งบน' },
  bottom_one: { group: 'D', digits: 1, label: 'วิ่งล่าง' },
};

/** The bet type a Thai name names (a home rate-table row's label, spaces around it ignored). */
export function betTypeOfLabel(label: string): BetType | undefined {
  return BET_TYPES.find((type) => BET_TYPE_INFO[type].label === label.trim());
}

export function isBetType(value: unknown): value is BetType {
  return typeof value === 'string' && (BET_TYPES as readonly string[]).includes(value);
}

/** A number of the right digit count for its type: only digits, exactly `digits` of them. */
export function isValidBetNumber(type: BetType, number: string): boolean {
  return number.length === BET_TYPE_INFO[type].digits && /^\d+$/.test(number);
}

/** Todd types win on any order of the digits, so their numbers are compared by sorted digits. */
export const TODD_TYPES: readonly BetType[] = ['todd_four', 'todd_three'];

export function canonicalNumber(type: BetType, number: string): string {
  return TODD_TYPES.includes(type) ? [...number].sort().join('') : number;
}

/** Prize key labels of docs/api-conventions.md#payloads. */
export const PRIZE_LABELS = {
  '4top': '4 ตัวบน',
  '3top': '3 ตัวบน',
  '3front': 'หน้า 3 ตัว',
  '3back': 'ท้าย 3 ตัว',
  '2top': '2 ตัวบน',
  '2bottom': '2 ตัวล่าง',
  '2back': 'ท้าย 2 ตัว',
  first_prize: 'รางวัลที่ 1',
  top_one: 'วิ่งบน',
  bottom_one: 'วิ่งล่าง',
} as const;

/** The order prize entries are shown in; a stored result's keys come back in any order. */
export const PRIZE_ORDER: readonly string[] = ['first_prize', '4top', '3top', '3front', '3back', '2top', '2bottom', '2back'];

export const BET_STATUSES = ['running', 'prize', 'no_prize', 'reject'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** Bet status labels of docs/screens.md#behaviour. */
export const BET_STATUS_LABELS: Record<BetStatus, string> = {
  running: 'รับแทง',
  prize: 'ถูกรางวัล',
  no_prize: 'ไม่ถูกรางวัล',
  reject: 'ยกเลิก',
};
