import { canonicalNumber, type BetType } from './betTypes';
import type { LotteryDefinition } from './catalogue';
import { permutations } from './expansion';
import type { DrawnNumbers } from './matcher';

/**
 * Risk by liability (docs/lottery-rules.md#risk-by-liability): the parts of a result that bets are
 * matched against, which bet types each part decides, and the outcome cells a line wins on, as the
 * server keeps them. The cells agree with the settlement matcher (matcher.ts): its test checks every
 * number of every type against it.
 */
export const LIABILITY_PARTS = ['top4', 'top3', 'bottom2', 'front3', 'back3'] as const;
export type LiabilityPart = (typeof LIABILITY_PARTS)[number];

/** How many digits an outcome of each part has. */
export const OUTCOME_DIGITS: Record<LiabilityPart, 2 | 3 | 4> = { top4: 4, top3: 3, bottom2: 2, front3: 3, back3: 3 };

/**
 * How many digits a kept cell of each part has: an outcome's last digits. The four-digit part keeps
 * its cells by the last three digits (what 3 ตัวบน, โต๊ด, 2 ตัวบน and วิ่งบน decide) and its
 * four-digit types in rows of their own, so a วิ่งบน line touches 271 cells, not 2,710.
 */
export const CELL_DIGITS: Record<LiabilityPart, 2 | 3> = { top4: 3, top3: 3, bottom2: 2, front3: 3, back3: 3 };

type LotteryShape = Pick<LotteryDefinition, 'hasFourDigits' | 'resultKind'>;

/** The parts a lottery's result has, as its bet types need them. */
export function liabilityParts({ hasFourDigits, resultKind }: LotteryShape): LiabilityPart[] {
  const parts: LiabilityPart[] = [hasFourDigits ? 'top4' : 'top3', 'bottom2'];
  if (resultKind === 'government') parts.push('front3', 'back3');
  return parts;
}

/** The part of the result that decides a bet type. */
export function partOfType(type: BetType, hasFourDigits: boolean): LiabilityPart {
  switch (type) {
    case 'bottom_two':
    case 'bottom_one':
      return 'bottom2';
    case 'first_three':
      return 'front3';
    case 'last_three':
      return 'back3';
    default:
      return hasFourDigits ? 'top4' : 'top3';
  }
}

const allNumbers = (digits: number): string[] => Array.from({ length: 10 ** digits }, (_, index) => String(index).padStart(digits, '0'));

const ALL_TWO = allNumbers(2);
const ALL_THREE = allNumbers(3);
const DIGITS = [...'0123456789'];
/** For each digit, the cells of two or three digits that contain it: what วิ่ง wins on. */
const CONTAINING = {
  2: new Map(DIGITS.map((digit) => [digit, ALL_TWO.filter((cell) => cell.includes(digit))])),
  3: new Map(DIGITS.map((digit) => [digit, ALL_THREE.filter((cell) => cell.includes(digit))])),
};

/** The cells of a part that contain a digit: 271 of 1,000, or 19 of 100. */
export const cellsContaining = (part: LiabilityPart, digit: string): string[] => CONTAINING[CELL_DIGITS[part]].get(digit)!;

/** A cell's distinct digits: the วิ่ง rows its outcomes pay. */
export const digitsOf = (cell: string): string[] => [...new Set(cell)];

/**
 * How a line's liability is kept: on cells (an outcome's last two or three digits), on four-digit
 * rows (part top4's 4 ตัวบน and 4 ตัวโต๊ด), or on one digit row (วิ่ง: every outcome whose cell
 * contains the digit, paid once, kept once rather than on its 271 or 19 cells).
 */
export type CellKind = 'cell' | 'four' | 'digit';

/** Where one line's liability is kept: its part, the kind of its rows and the rows. */
export interface LineCells {
  part: LiabilityPart;
  kind: CellKind;
  /** Distinct, each counted once: a line is paid once however it matches. */
  cells: string[];
}

/** The kind of a kept row, by its length: a digit, a cell, or a four-digit outcome. */
export const cellKind = (part: LiabilityPart, cell: string): CellKind =>
  cell.length === 1 ? 'digit' : cell.length > CELL_DIGITS[part] ? 'four' : 'cell';

/** The rows of a part where a line of a type and number (any order for โต๊ด) is kept. */
export function lineCells(type: BetType, number: string, hasFourDigits: boolean): LineCells {
  const part = partOfType(type, hasFourDigits);
  const canonical = canonicalNumber(type, number);
  switch (type) {
    case 'top_four':
      return { part, kind: 'four', cells: [canonical] };
    case 'todd_four':
      return { part, kind: 'four', cells: permutations(canonical) };
    case 'todd_three':
      return { part, kind: 'cell', cells: permutations(canonical) };
    case 'top_two':
      return { part, kind: 'cell', cells: DIGITS.map((digit) => digit + canonical) };
    case 'top_one':
    case 'bottom_one':
      return { part, kind: 'digit', cells: [canonical] };
    default:
      return { part, kind: 'cell', cells: [canonical] };
  }
}

/** The cells on which a line's outcomes are: its own cells, a four-digit row's cell, or every cell containing its digit. */
export function outcomeCellsOf({ part, kind, cells }: LineCells): string[] {
  if (kind === 'cell') return cells;
  if (kind === 'four') return [...new Set(cells.map((cell) => cell.slice(1)))];
  return cellsContaining(part, cells[0]!);
}

/** Every cell of a part: 1,000 or 100 strings of digits. */
export const allCells = (part: LiabilityPart): string[] => (CELL_DIGITS[part] === 2 ? ALL_TWO : ALL_THREE);

/** Every outcome of a part: 10,000, 1,000 or 100 strings of digits. */
export function partOutcomes(part: LiabilityPart): string[] {
  return OUTCOME_DIGITS[part] === 4 ? allNumbers(4) : OUTCOME_DIGITS[part] === 3 ? ALL_THREE : ALL_TWO;
}

/** A rate step: at or above `from_percent` of the budget, a line gets `rate_percent` of its rate. */
export interface RiskStep {
  from_percent: number;
  rate_percent: number;
}

export const MAX_RISK_STEPS = 5;

/**
 * What is wrong with a lottery's rate steps, or null: at most five, each `from_percent` 1–99 and
 * rising, each `rate_percent` 0–99 and falling (the budget itself, 100 %, always closes).
 */
export function riskStepsProblem(steps: readonly RiskStep[]): 'count' | 'order' | null {
  if (steps.length > MAX_RISK_STEPS) return 'count';
  const rising = steps.every(
    (step, index) =>
      index === 0 || (step.from_percent > steps[index - 1]!.from_percent && step.rate_percent < steps[index - 1]!.rate_percent),
  );
  return rising ? null : 'order';
}

/**
 * The rate, in hundredths, a line gets when the worst outcome it wins on has lost `loss` of a
 * positive `budget` (satang): the last step reached, its percentage of the rate rounded down to a
 * whole baht; the rate itself below the first step.
 */
export function steppedRateX100(rateX100: number, loss: bigint, budget: bigint, steps: readonly RiskStep[]): number {
  const reached = steps.filter((step) => loss * 100n >= BigInt(step.from_percent) * budget).at(-1);
  if (!reached) return rateX100;
  return Math.floor((rateX100 * reached.rate_percent) / 10_000) * 100;
}

/**
 * A draw as the settlement matcher sees one outcome of one part: that part's digits are the
 * outcome, the others are digits no line of the part is matched against. The brute force that
 * kept liability is checked against runs the matcher over these.
 */
export function outcomeDraw(part: LiabilityPart, outcome: string): DrawnNumbers {
  const top = part === 'top4' || part === 'top3' ? outcome : '000';
  return {
    '4top': part === 'top4' ? outcome : null,
    '3top': top.slice(-3),
    '2top': top.slice(-2),
    '2bottom': part === 'bottom2' ? outcome : '00',
    '3front': part === 'front3' ? [outcome] : [],
    '3back': part === 'back3' ? [outcome] : [],
  };
}
