import type { BetType } from './betTypes';

/**
 * The lotteries of docs/api-conventions.md#constants plus yeekee: code, Thai name, category, result shape, the
 * bet types offered, the default pay rates and the schedule in Bangkok time. The server seeds its
 * catalogue from this list; staff may later change rates and round times in the database.
 */
export type LotteryCategory = 'single' | 'stock';

/** A government draw (first prize, front and back threes) or digits given directly. */
export type ResultKind = 'government' | 'digits';

export type Schedule =
  /** Draws on these days of the month (government: 1 and 16). */
  | { kind: 'monthly'; days: readonly number[]; close: string; draw: string }
  /** Draws on these weekdays, 0 = Sunday. */
  | { kind: 'weekly'; weekdays: readonly number[]; close: string; draw: string }
  /** A round every `minutes`, all day (yeekee). */
  | { kind: 'interval'; minutes: number };

export interface LotteryDefinition {
  code: string;
  name: string;
  category: LotteryCategory;
  resultKind: ResultKind;
  /** Whether the result has four digits, so that the 4-digit bet types are offered. */
  hasFourDigits: boolean;
  schedule: Schedule;
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6] as const;
const WEEKDAYS = [1, 2, 3, 4, 5] as const;
/** US markets close after midnight in Bangkok: Tuesday to Saturday mornings. */
const AFTER_US_CLOSE = [2, 3, 4, 5, 6] as const;

const daily = (close: string, draw: string): Schedule => ({ kind: 'weekly', weekdays: EVERY_DAY, close, draw });
const market = (close: string, draw: string, weekdays: readonly number[] = WEEKDAYS): Schedule => ({
  kind: 'weekly',
  weekdays,
  close,
  draw,
});

const single = (code: string, name: string, schedule: Schedule, hasFourDigits = false): LotteryDefinition => ({
  code,
  name,
  category: 'single',
  resultKind: 'digits',
  hasFourDigits,
  schedule,
});

const stock = (code: string, name: string, schedule: Schedule): LotteryDefinition => ({
  code,
  name,
  category: 'stock',
  resultKind: 'digits',
  hasFourDigits: false,
  schedule,
});

export const LOTTERIES: readonly LotteryDefinition[] = [
  {
    code: 'government',
    name: 'หวยรัฐบาลไทย',
    category: 'single',
    resultKind: 'government',
    hasFourDigits: true,
    schedule: { kind: 'monthly', days: [1, 16], close: '15:00', draw: '16:00' },
  },
  {
    code: 'government_top1000',
    name: 'หวยรัฐบาล 1000 อันดับ',
    category: 'single',
    resultKind: 'government',
    hasFourDigits: true,
    schedule: { kind: 'monthly', days: [1, 16], close: '14:30', draw: '16:00' },
  },
  single('gsb_5y', 'หวยออมสิน 5 ปี', { kind: 'monthly', days: [16], close: '10:00', draw: '11:30' }),
  single('gsb_1y', 'หวยออมสิน 1 ปี', { kind: 'monthly', days: [1], close: '10:00', draw: '11:30' }),
  single('baac', 'หวย ธ.ก.ส.', { kind: 'monthly', days: [16], close: '10:00', draw: '11:00' }),
  single('malaysia', 'หวยมาเลย์', market('18:30', '19:00', [0, 3, 6]), true),
  single('hanoi', 'หวยฮานอย', daily('18:00', '18:30')),
  single('hanoi_vip', 'หวยฮานอย VIP', daily('19:00', '19:30')),
  single('hanoi_special', 'หวยฮานอยพิเศษ', daily('17:00', '17:30')),
  single('lao', 'หวยลาว', market('20:00', '20:30', [1, 3, 5]), true),
  single('lao_star', 'หวยลาวสตาร์', daily('15:30', '15:45')),
  single('yeekee', 'หวยยี่กี', { kind: 'interval', minutes: 15 }),
  stock('china_morning', 'หุ้นจีนรอบเช้า', market('10:20', '10:35')),
  stock('china_afternoon', 'หุ้นจีนรอบบ่าย', market('13:50', '14:05')),
  stock('nikkei_morning', 'หุ้นนิเคอิรอบเช้า', market('09:25', '09:35')),
  stock('nikkei_afternoon', 'หุ้นนิเคอิรอบบ่าย', market('12:55', '13:30')),
  stock('korea', 'หุ้นเกาหลี', market('12:50', '13:35')),
  stock('taiwan', 'หุ้นไต้หวัน', market('12:20', '12:35')),
  stock('hangseng_morning', 'หุ้นฮั่งเส็งรอบเช้า', market('10:50', '11:15')),
  stock('hangseng_afternoon', 'หุ้นฮั่งเส็งรอบบ่าย', market('14:50', '15:15')),
  stock('singapore', 'หุ้นสิงคโปร์', market('16:05', '16:20')),
  stock('india', 'หุ้นอินเดีย', market('16:50', '17:15')),
  stock('russia', 'หุ้นรัสเซีย', market('22:20', '22:50')),
  stock('germany', 'หุ้นเยอรมัน', market('22:20', '22:50')),
  stock('england', 'หุ้นอังกฤษ', market('22:20', '22:50')),
  stock('dowjones', 'หุ้นดาวโจนส์', market('01:30', '02:30', AFTER_US_CLOSE)),
];

export function lotteryByCode(code: string): LotteryDefinition | undefined {
  return LOTTERIES.find((lottery) => lottery.code === code);
}

/** Default pay rates (baht paid per 1 baht staked); staff change them per lottery in the database. */
export const DEFAULT_RATES: Record<BetType, number> = {
  top_four: 6000,
  todd_four: 250,
  top_three: 900,
  todd_three: 150,
  first_three: 450,
  last_three: 450,
  top_two: 90,
  bottom_two: 90,
  top_one: 3.2,
  bottom_one: 4.2,
};

/** The bet types a lottery offers: first/last three only on a government draw, fours only with 4 digits. */
export function offeredBetTypes(lottery: LotteryDefinition): BetType[] {
  const types: BetType[] = [];
  if (lottery.hasFourDigits) types.push('top_four', 'todd_four');
  types.push('top_three', 'todd_three');
  if (lottery.resultKind === 'government') types.push('first_three', 'last_three');
  types.push('top_two', 'bottom_two', 'top_one', 'bottom_one');
  return types;
}
