import {
  cellKind,
  cellsContaining,
  digitsOf,
  lineCells,
  steppedRateX100,
  type BetType,
  type LiabilityPart,
  type RiskStep,
} from '@lotto/shared';

/**
 * Risk by liability as plain functions (docs/lottery-rules.md#risk-by-liability): where a line's
 * pay is kept, an outcome's loss, the rate step a line gets and whether it fits the budget. Money
 * is satang, rates hundredths; a line's pay is its stake × rate, truncated as settlement pays it.
 */

/** A line as liability sees it: its type, canonical number, stake and rate. */
export interface LiabilityLine {
  type: BetType;
  canonicalNumber: string;
  amount: bigint;
  rateX100: number;
}

/** A kept row: a cell of a part, a digit (วิ่ง), or (part top4) a four-digit outcome. */
export interface CellRef {
  part: LiabilityPart;
  cell: string;
}

export const cellKey = ({ part, cell }: CellRef): string => `${part}:${cell}`;

/** What settlement would pay the line if it wins (bet_lines.prize). */
export const linePay = (line: Pick<LiabilityLine, 'amount' | 'rateX100'>): bigint => (line.amount * BigInt(line.rateX100)) / 100n;

const isFourDigitRow = ({ part, cell }: CellRef) => cellKind(part, cell) === 'four';
const DIGITS = [...'0123456789'];

/** The three-digit cell a four-digit row of part top4 ends in. */
const parentOf = ({ part, cell }: CellRef): CellRef => ({ part, cell: cell.slice(1) });

/** How lines change the kept rows and the parts' stakes: pay added per row, stakes per part. */
export interface LiabilityChange {
  rows: Map<string, CellRef & { pay: bigint }>;
  stakes: Map<LiabilityPart, bigint>;
}

export function liabilityChange(lines: readonly LiabilityLine[], hasFourDigits: boolean): LiabilityChange {
  const rows = new Map<string, CellRef & { pay: bigint }>();
  const stakes = new Map<LiabilityPart, bigint>();
  for (const line of lines) {
    const { part, cells } = lineCells(line.type, line.canonicalNumber, hasFourDigits);
    const pay = linePay(line);
    stakes.set(part, (stakes.get(part) ?? 0n) + line.amount);
    for (const cell of cells) {
      const key = cellKey({ part, cell });
      rows.set(key, { part, cell, pay: (rows.get(key)?.pay ?? 0n) + pay });
    }
  }
  return { rows, stakes };
}

/**
 * The rows a slip's price depends on: those it raises, the cells of its four-digit rows, every cell
 * with a วิ่ง line's digit (its outcomes), and the digit rows of each part it touches.
 */
export function rowsToRead(change: LiabilityChange): CellRef[] {
  const refs = new Map<string, CellRef>();
  const add = (ref: CellRef) => refs.set(cellKey(ref), ref);
  for (const row of change.rows.values()) {
    const ref = { part: row.part, cell: row.cell };
    const kind = cellKind(row.part, row.cell);
    add(ref);
    if (kind === 'four') add(parentOf(ref));
    if (kind === 'digit') for (const cell of cellsContaining(row.part, row.cell)) add({ part: row.part, cell });
  }
  for (const part of change.stakes.keys()) for (const digit of DIGITS) add({ part, cell: digit });
  return [...refs.values()];
}

/** The rows a change writes: its own, and the cells of its four-digit rows (whose four_max it moves). */
function raisedRows(change: LiabilityChange): CellRef[] {
  const refs = new Map<string, CellRef>();
  for (const row of change.rows.values()) {
    refs.set(cellKey(row), { part: row.part, cell: row.cell });
    if (isFourDigitRow(row)) refs.set(cellKey(parentOf(row)), parentOf(row));
  }
  return [...refs.values()];
}

/** Whether a change raises a digit row (วิ่ง): its price depends on 271 or 19 cells that no row guard can watch. */
export const raisesDigitRows = (change: LiabilityChange): boolean =>
  [...change.rows.values()].some((row) => cellKind(row.part, row.cell) === 'digit');

/** A kept row's values; a row not yet kept is zero. */
export interface CellState {
  liability: bigint;
  fourMax: bigint;
}

/** What a budget is checked against: the budget and steps, the kept rows a slip touches, the parts' stakes. */
export interface RiskState {
  budget: bigint;
  /** The lottery's smallest line: a number with less room than this is closed. */
  minLine: bigint;
  steps: readonly RiskStep[];
  rows: Map<string, CellState>;
  stakes: Map<LiabilityPart, bigint>;
}

const ZERO: CellState = { liability: 0n, fourMax: 0n };
const rowOf = (state: RiskState, ref: CellRef) => state.rows.get(cellKey(ref)) ?? ZERO;

/** What every outcome ending in a cell pays but its four-digit row: the cell's lines and the วิ่ง lines of its digits. */
function cellBase(state: RiskState, ref: CellRef): bigint {
  return digitsOf(ref.cell).reduce(
    (sum, digit) => sum + rowOf(state, { part: ref.part, cell: digit }).liability,
    rowOf(state, ref).liability,
  );
}

/** The highest liability of the outcomes ending in a cell (its highest four-digit row with it). */
const cellWorst = (state: RiskState, ref: CellRef) => cellBase(state, ref) + rowOf(state, ref).fourMax;

/** The worst loss, now, of the outcomes a line of this type and number wins on. */
function worstLoss(state: RiskState, line: Pick<LiabilityLine, 'type' | 'canonicalNumber'>, hasFourDigits: boolean): bigint {
  const { part, kind, cells } = lineCells(line.type, line.canonicalNumber, hasFourDigits);
  const liabilities =
    kind === 'four'
      ? cells.map((cell) => rowOf(state, { part, cell }).liability + cellBase(state, parentOf({ part, cell })))
      : (kind === 'digit' ? cellsContaining(part, cells[0]!) : cells).map((cell) => cellWorst(state, { part, cell }));
  return liabilities.reduce((worst, liability) => (liability > worst ? liability : worst)) - (state.stakes.get(part) ?? 0n);
}

/** How a line fares against the budget: its stepped rate, or why it is refused, with the stake that still fits (satang). */
export type BudgetTerms =
  | {
      verdict: 'open';
      rateX100: number;
      stepped: boolean;
      left: bigint | null;
      cap: bigint | null;
      /** How much more the worst outcome may lose before this line's step would change (null: no step ahead). */
      headroom: bigint | null;
    }
  | { verdict: 'closed' };

/** How much more `loss` may grow before the next step not yet reached; null when none is ahead. */
function stepHeadroom(loss: bigint, budget: bigint, steps: readonly RiskStep[]): bigint | null {
  const ahead = steps.map((step) => BigInt(step.from_percent) * budget).filter((threshold) => loss * 100n < threshold);
  if (ahead.length === 0) return null;
  const next = ahead.reduce((low, threshold) => (threshold < low ? threshold : low));
  // The step is reached at loss × 100 ≥ threshold: the largest loss below it, less the loss now.
  return (next - 1n) / 100n - loss;
}

/**
 * A line's terms under the budget, before it is added: closed when an outcome it wins on has lost
 * the whole budget, its step pays nothing or not even the smallest line fits; otherwise its rate at the step of the worst of those
 * outcomes, the most it may stake there (`left`; null: any, a rate of 1 or less never loses) and
 * what an outcome with nothing on it would take (`cap`, for the pad's "near the limit").
 */
export function budgetTerms(
  state: RiskState,
  line: Pick<LiabilityLine, 'type' | 'canonicalNumber' | 'rateX100'>,
  hasFourDigits: boolean,
): BudgetTerms {
  const loss = worstLoss(state, line, hasFourDigits);
  if (loss >= state.budget) return { verdict: 'closed' };
  const rateX100 = steppedRateX100(line.rateX100, loss, state.budget, state.steps);
  if (rateX100 === 0) return { verdict: 'closed' };
  const perBaht = BigInt(rateX100 - 100);
  const stepped = rateX100 !== line.rateX100;
  const headroom = stepHeadroom(loss, state.budget, state.steps);
  if (perBaht <= 0n) return { verdict: 'open', rateX100, stepped, left: null, cap: null, headroom };
  const left = ((state.budget - loss) * 100n) / perBaht;
  if (left < state.minLine) return { verdict: 'closed' };
  return { verdict: 'open', rateX100, stepped, left, cap: (state.budget * 100n) / perBaht, headroom };
}

/** Adds a priced line to the state: its pay to its rows (and their cells' four_max), its stake to its part. */
export function addLine(state: RiskState, line: LiabilityLine, hasFourDigits: boolean): void {
  const { part, cells } = lineCells(line.type, line.canonicalNumber, hasFourDigits);
  const pay = linePay(line);
  state.stakes.set(part, (state.stakes.get(part) ?? 0n) + line.amount);
  for (const cell of cells) {
    const ref = { part, cell };
    const row = rowOf(state, ref);
    const added = { liability: row.liability + pay, fourMax: row.fourMax };
    state.rows.set(cellKey(ref), added);
    if (isFourDigitRow(ref)) {
      const parent = rowOf(state, parentOf(ref));
      if (added.liability > parent.fourMax) state.rows.set(cellKey(parentOf(ref)), { ...parent, fourMax: added.liability });
    }
  }
}

/** A slip's line priced under the budget: accepted at a rate, or refused (closed, or over by its stake with what would fit). */
export type PricedLine =
  { verdict: 'open'; rateX100: number; stepped: boolean } | { verdict: 'closed' } | { verdict: 'over'; left: bigint };

/**
 * What a slip priced from rows read without a lock asks of them when it writes (raiseLiabilitySql):
 * each row's kept value (liability + four_max) when read and how much a bet in flight may have
 * added to it since without changing any line's step (null: any), each part's stakes with the
 * slip's (stakes only grow while a bet holds its round), and the budget each cell's worst outcome
 * must stay within. A row that no longer meets it is not written, and the slip is priced again.
 */
export interface LiabilityGuard {
  budget: bigint;
  stakes: Map<LiabilityPart, bigint>;
  /** Per row: its value when read, its slack, and what the วิ่ง rows of its digits pay (those change only while the round is held). */
  rows: Map<string, { read: bigint; slack: bigint | null; digits: bigint }>;
}

const keptValue = (row: CellState) => row.liability + row.fourMax;

/**
 * Prices a slip's lines in order against the budget, each after the lines before it (a later line
 * on the same outcomes sees their pay): the stepped rate, or closed, or over when its own stake
 * would take an outcome past the budget. `state` ends with every accepted line added; the guard is
 * what the write must find still true for the prices to hold (a slip without วิ่ง lines: with them,
 * the slip is placed with its round held).
 */
export function priceLines(
  state: RiskState,
  lines: readonly LiabilityLine[],
  hasFourDigits: boolean,
): { priced: PricedLine[]; guard: LiabilityGuard } {
  const initial = new Map(state.rows);
  const read = new Map([...initial].map(([key, row]) => [key, keptValue(row)]));
  const slack = new Map<string, bigint | null>();
  const priced = lines.map((line): PricedLine => {
    const terms = budgetTerms(state, line, hasFourDigits);
    if (terms.verdict === 'closed') return terms;
    if (terms.left !== null && line.amount > terms.left) return { verdict: 'over', left: terms.left };
    // A four-digit outcome is kept in two rows (its own and its cell's): each may take half.
    const rowSlack = terms.headroom === null ? null : terms.headroom / 2n;
    for (const ref of raisedRows(liabilityChange([line], hasFourDigits))) {
      const key = cellKey(ref);
      const before = slack.has(key) ? slack.get(key)! : null;
      slack.set(key, before === null ? rowSlack : rowSlack === null || before < rowSlack ? before : rowSlack);
    }
    addLine(state, { ...line, rateX100: terms.rateX100 }, hasFourDigits);
    return { verdict: 'open', rateX100: terms.rateX100, stepped: terms.stepped };
  });
  const digitsRead = (key: string) => {
    const [part, cell] = key.split(':') as [LiabilityPart, string];
    return digitsOf(cell).reduce((sum, digit) => sum + (initial.get(cellKey({ part, cell: digit }))?.liability ?? 0n), 0n);
  };
  const rows = new Map([...slack].map(([key, rowSlack]) => [key, { read: read.get(key) ?? 0n, slack: rowSlack, digits: digitsRead(key) }]));
  return { priced, guard: { budget: state.budget, stakes: new Map(state.stakes), rows } };
}
