import { withValues } from '../format/format';
import { padLabels } from '../labels/pad';
import { satangToBaht } from '../money/satang';
import { MAX_BAHT } from '../validation/bounds';
import { BET_TYPE_INFO, type BetType } from './betTypes';
import type { SlipLine } from '../contracts/savedSlips';

/**
 * A slip as text, in the forms members of the peer sites paste (docs/lottery-rules.md#pasting-a-slip):
 * `123=10*10`, `12 บน 20 ล่าง 20`, `5 วิ่ง 10`, several numbers on a line, Thai or Arabic digits.
 * parseSlipText reads each line into its lines of the cart or its Thai error and never throws.
 */

export type SlipTextRow = { line: number; text: string; readings: SlipLine[] } | { line: number; text: string; error: string };

const words = padLabels.slipText;

type Digits = 1 | 2 | 3 | 4;

/** `N=A*B`: A on the first type of the number's digit count, B on the second. */
const EQUALS_TYPES: Record<Digits, readonly [BetType, BetType]> = {
  4: ['top_four', 'todd_four'],
  3: ['top_three', 'todd_three'],
  2: ['top_two', 'bottom_two'],
  1: ['top_one', 'bottom_one'],
};

/** `N <word> A`: the type each word names, by the number's digit count. */
const WORD_TYPES: Record<string, Partial<Record<Digits, BetType>>> = {
  บน: { 4: 'top_four', 3: 'top_three', 2: 'top_two', 1: 'top_one' },
  ตรง: { 4: 'top_four', 3: 'top_three' },
  โต๊ด: { 4: 'todd_four', 3: 'todd_three' },
  โต้ด: { 4: 'todd_four', 3: 'todd_three' },
  หน้า: { 3: 'first_three' },
  ท้าย: { 3: 'last_three' },
  ล่าง: { 2: 'bottom_two', 1: 'bottom_one' },
  วิ่ง: { 1: 'top_one' },
  วิ่งบน: { 1: 'top_one' },
  วิ่งล่าง: { 1: 'bottom_one' },
};

const BAHT_WORD = 'บาท';

type Token = { kind: 'digits'; text: string } | { kind: 'equals' } | { kind: 'times' } | { kind: 'word'; text: string } | { kind: 'baht' };

/** Longest first, so that วิ่งบน is not read as วิ่ง followed by บน. */
const WORD_PATTERN = [...Object.keys(WORD_TYPES), BAHT_WORD].sort((a, b) => b.length - a.length).join('|');
const TOKEN = new RegExp(`([\\s,]+)|(\\d+(?:\\.\\d+)?)|(=)|([*xX×])|(${WORD_PATTERN})`, 'y');

/** Thai digits ๐-๙ as Arabic ones. */
const arabicDigits = (text: string) => text.replace(/[\u0E50-\u0E59]/g, (digit) => String(digit.charCodeAt(0) - 0x0e50));

function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const match = TOKEN.exec(text);
    if (!match) return null;
    const [, space, digits, equals, times, word] = match;
    if (space) continue;
    if (digits) tokens.push({ kind: 'digits', text: digits });
    else if (equals) tokens.push({ kind: 'equals' });
    else if (times) tokens.push({ kind: 'times' });
    else if (word === BAHT_WORD) tokens.push({ kind: 'baht' });
    else if (word) tokens.push({ kind: 'word', text: word });
  }
  return tokens;
}

const MAX_SATANG = BigInt(MAX_BAHT) * 100n;

/** An amount as written, in satang: digits with at most 2 decimals, at most MAX_BAHT; null otherwise. */
function satangOf(text: string): bigint | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const satang = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return satang <= MAX_SATANG ? satang : null;
}

class LineError extends Error {}
const fail = (template: string, values: Record<string, string | number> = {}): never => {
  throw new LineError(withValues(template, values));
};

/** The lines of the cart one line of text asks for; a LineError with its Thai message when it cannot be read. */
function readLine(text: string, offered: ReadonlySet<BetType>): SlipLine[] {
  const tokens = tokenize(arabicDigits(text));
  if (!tokens) return fail(words.unreadable);
  let at = 0;
  const numbers: string[] = [];
  while (tokens[at]?.kind === 'digits') {
    const { text: number } = tokens[at] as { text: string };
    if (number.includes('.')) return fail(words.unreadable);
    numbers.push(number);
    at += 1;
  }
  if (numbers.length === 0) return fail(tokens.length === 0 ? words.unreadable : words.noNumber);
  const tooLong = numbers.find((number) => number.length > 4);
  if (tooLong) return fail(words.tooManyDigits, { number: tooLong });
  const digits = numbers[0]!.length as Digits;
  if (numbers.some((number) => number.length !== digits)) return fail(words.digitsMixed);

  /** The amount written at `at`, in satang, and an optional บาท after it. */
  const amountAt = (): bigint => {
    const token = tokens[at];
    if (token?.kind !== 'digits') return fail(tokens[at] === undefined ? words.noAmount : words.unreadable);
    const satang = satangOf(token.text);
    if (satang === null) return fail(words.amountInvalid, { amount: token.text });
    at += tokens[at + 1]?.kind === 'baht' ? 2 : 1;
    return satang;
  };

  const stakes: { type: BetType; satang: bigint }[] = [];
  const next = tokens[at];
  if (next === undefined) return fail(words.noAmount);
  if (next.kind === 'equals') {
    at += 1;
    const [first, second] = EQUALS_TYPES[digits];
    stakes.push({ type: first, satang: amountAt() });
    if (tokens[at]?.kind === 'times') {
      at += 1;
      stakes.push({ type: second, satang: amountAt() });
    }
    if (at < tokens.length) return fail(words.unreadable);
    if (stakes.every((stake) => stake.satang === 0n)) return fail(words.allZero);
  } else {
    while (at < tokens.length) {
      const token = tokens[at]!;
      if (token.kind !== 'word') return fail(words.unreadable);
      const type = WORD_TYPES[token.text]![digits];
      if (!type) return fail(words.wordNotForDigits, { word: token.text, digits });
      if (stakes.some((stake) => stake.type === type)) return fail(words.wordTwice, { word: token.text });
      at += 1;
      const amountText = tokens[at]?.kind === 'digits' ? (tokens[at] as { text: string }).text : '';
      const satang = amountAt();
      if (satang === 0n) return fail(words.amountInvalid, { amount: amountText });
      stakes.push({ type, satang });
    }
  }
  const notOffered = stakes.find((stake) => stake.satang > 0n && !offered.has(stake.type));
  if (notOffered) return fail(words.typeNotOffered, { type: BET_TYPE_INFO[notOffered.type].label });
  return numbers.flatMap((number) =>
    stakes.filter((stake) => stake.satang > 0n).map((stake) => ({ type: stake.type, number, amount: satangToBaht(stake.satang) })),
  );
}

/** Each non-blank line of `text` with its reading, or its Thai error, for the lottery's bet types. Never throws. */
export function parseSlipText(text: string, offeredTypes: readonly BetType[]): SlipTextRow[] {
  const offered = new Set(offeredTypes);
  const rows: SlipTextRow[] = [];
  String(text)
    .split(/\r\n|\r|\n/)
    .forEach((raw, index) => {
      const lineText = raw.trim();
      if (lineText === '') return;
      try {
        rows.push({ line: index + 1, text: lineText, readings: readLine(lineText, offered) });
      } catch (error) {
        if (!(error instanceof LineError)) throw error;
        rows.push({ line: index + 1, text: lineText, error: error.message });
      }
    });
  return rows;
}
