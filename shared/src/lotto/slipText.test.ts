import fc from 'fast-check';
import { BET_TYPE_INFO, BET_TYPES, type BetType } from './betTypes';
import { LOTTERIES, offeredBetTypes } from './catalogue';
import type { SlipLine } from '../contracts/savedSlips';
import { parseSlipText } from './slipText';

const government = offeredBetTypes(LOTTERIES.find((lottery) => lottery.code === 'government')!);
const withoutFourDigits = government.filter((type) => BET_TYPE_INFO[type].digits !== 4);

const read = (text: string, types: readonly BetType[] = BET_TYPES) => parseSlipText(text, types);
const readings = (text: string, types: readonly BetType[] = BET_TYPES) => {
  const [row, ...rest] = read(text, types);
  expect(rest).toEqual([]);
  if (!row || !('readings' in row)) throw new Error(`no reading of ${text}: ${JSON.stringify(row)}`);
  return row.readings;
};
const errorOf = (text: string, types: readonly BetType[] = BET_TYPES) => {
  const [row] = read(text, types);
  if (!row || !('error' in row)) throw new Error(`${text} was read: ${JSON.stringify(row)}`);
  return row.error;
};

describe('parseSlipText: the forms of the peer sites (docs/lottery-rules.md#pasting-a-slip)', () => {
  it.each<[string, string, SlipLine[]]>([
    [
      '3 digits = straight * todd',
      '123=10*10',
      [
        { type: 'top_three', number: '123', amount: 10 },
        { type: 'todd_three', number: '123', amount: 10 },
      ],
    ],
    ['3 digits = straight only', '123=10', [{ type: 'top_three', number: '123', amount: 10 }]],
    ['3 digits, todd only (0 for straight)', '123=0*5', [{ type: 'todd_three', number: '123', amount: 5 }]],
    [
      '2 digits = top * bottom',
      '12=10*20',
      [
        { type: 'top_two', number: '12', amount: 10 },
        { type: 'bottom_two', number: '12', amount: 20 },
      ],
    ],
    [
      '4 digits = top * todd',
      '1234=5*2.5',
      [
        { type: 'top_four', number: '1234', amount: 5 },
        { type: 'todd_four', number: '1234', amount: 2.5 },
      ],
    ],
    [
      '1 digit = run top * run bottom',
      '5=1*2',
      [
        { type: 'top_one', number: '5', amount: 1 },
        { type: 'bottom_one', number: '5', amount: 2 },
      ],
    ],
    [
      'x and × as the times sign',
      '12=10x20',
      [
        { type: 'top_two', number: '12', amount: 10 },
        { type: 'bottom_two', number: '12', amount: 20 },
      ],
    ],
    [
      'บน and ล่าง',
      '12 บน 20 ล่าง 20',
      [
        { type: 'top_two', number: '12', amount: 20 },
        { type: 'bottom_two', number: '12', amount: 20 },
      ],
    ],
    [
      'ล่าง first, no spaces',
      '12ล่าง15บน5',
      [
        { type: 'bottom_two', number: '12', amount: 15 },
        { type: 'top_two', number: '12', amount: 5 },
      ],
    ],
    ['บาท after an amount', '12 บน 20 บาท', [{ type: 'top_two', number: '12', amount: 20 }]],
    ['วิ่ง is run top', '5 วิ่ง 10', [{ type: 'top_one', number: '5', amount: 10 }]],
    ['วิ่งบน', '5 วิ่งบน 10', [{ type: 'top_one', number: '5', amount: 10 }]],
    ['วิ่งล่าง', '5 วิ่งล่าง 10', [{ type: 'bottom_one', number: '5', amount: 10 }]],
    [
      'ตรง and โต๊ด',
      '123 ตรง 10 โต๊ด 5',
      [
        { type: 'top_three', number: '123', amount: 10 },
        { type: 'todd_three', number: '123', amount: 5 },
      ],
    ],
    [
      'หน้า and ท้าย',
      '123 หน้า 10 ท้าย 20',
      [
        { type: 'first_three', number: '123', amount: 10 },
        { type: 'last_three', number: '123', amount: 20 },
      ],
    ],
    [
      '4 digits บน โต๊ด',
      '1234 บน 1 โต๊ด 2',
      [
        { type: 'top_four', number: '1234', amount: 1 },
        { type: 'todd_four', number: '1234', amount: 2 },
      ],
    ],
    [
      'Thai digits',
      '๑๒=๑๐*๒๐',
      [
        { type: 'top_two', number: '12', amount: 10 },
        { type: 'bottom_two', number: '12', amount: 20 },
      ],
    ],
    ['decimal amounts', '12 บน 0.5', [{ type: 'top_two', number: '12', amount: 0.5 }]],
  ])('%s: %s', (_case, text, expected) => {
    expect(readings(text)).toEqual(expected);
  });

  it('reads several numbers on a line, each with every stake, in order', () => {
    expect(readings('12 34, 56=10*20')).toEqual([
      { type: 'top_two', number: '12', amount: 10 },
      { type: 'bottom_two', number: '12', amount: 20 },
      { type: 'top_two', number: '34', amount: 10 },
      { type: 'bottom_two', number: '34', amount: 20 },
      { type: 'top_two', number: '56', amount: 10 },
      { type: 'bottom_two', number: '56', amount: 20 },
    ]);
  });

  it('numbers each line of the text, skips blank ones and keeps the text of each', () => {
    expect(read('  12=10 \r\n\n  \n5 วิ่ง 1\rabc')).toEqual([
      { line: 1, text: '12=10', readings: [{ type: 'top_two', number: '12', amount: 10 }] },
      { line: 4, text: '5 วิ่ง 1', readings: [{ type: 'top_one', number: '5', amount: 1 }] },
      { line: 5, text: 'abc', error: 'อ่านบรรทัดนี้ไม่ได้ ตัวอย่าง: 123=10*10, 12 บน 20 ล่าง 20, 5 วิ่ง 10' },
    ]);
    expect(read('')).toEqual([]);
  });

  it.each<[string, string, readonly BetType[]]>([
    ['hello', 'อ่านบรรทัดนี้ไม่ได้ ตัวอย่าง: 123=10*10, 12 บน 20 ล่าง 20, 5 วิ่ง 10', BET_TYPES],
    ['12=10*20*30', 'อ่านบรรทัดนี้ไม่ได้ ตัวอย่าง: 123=10*10, 12 บน 20 ล่าง 20, 5 วิ่ง 10', BET_TYPES],
    ['12 บน 20 30', 'อ่านบรรทัดนี้ไม่ได้ ตัวอย่าง: 123=10*10, 12 บน 20 ล่าง 20, 5 วิ่ง 10', BET_TYPES],
    ['1.5=10', 'อ่านบรรทัดนี้ไม่ได้ ตัวอย่าง: 123=10*10, 12 บน 20 ล่าง 20, 5 วิ่ง 10', BET_TYPES],
    [',,,', 'อ่านบรรทัดนี้ไม่ได้ ตัวอย่าง: 123=10*10, 12 บน 20 ล่าง 20, 5 วิ่ง 10', BET_TYPES],
    ['=10*10', 'ไม่พบเลขที่จะแทง', BET_TYPES],
    ['บน 20', 'ไม่พบเลขที่จะแทง', BET_TYPES],
    ['12 34', 'ไม่พบจำนวนเงิน', BET_TYPES],
    ['12=', 'ไม่พบจำนวนเงิน', BET_TYPES],
    ['12 บน', 'ไม่พบจำนวนเงิน', BET_TYPES],
    ['12=10*', 'ไม่พบจำนวนเงิน', BET_TYPES],
    ['12 123=10', 'เลขในบรรทัดเดียวกันต้องมีจำนวนหลักเท่ากัน', BET_TYPES],
    ['12345=10', 'เลข 12345 ยาวเกิน 4 หลัก', BET_TYPES],
    ['12=10.555', 'จำนวนเงิน 10.555 ไม่ถูกต้อง (มากกว่า 0 และไม่เกิน 2 ตำแหน่งทศนิยม)', BET_TYPES],
    ['12 บน 0', 'จำนวนเงิน 0 ไม่ถูกต้อง (มากกว่า 0 และไม่เกิน 2 ตำแหน่งทศนิยม)', BET_TYPES],
    ['12=99999999999999999', 'จำนวนเงิน 99999999999999999 ไม่ถูกต้อง (มากกว่า 0 และไม่เกิน 2 ตำแหน่งทศนิยม)', BET_TYPES],
    ['12=0*0', 'จำนวนเงินต้องมากกว่า 0 อย่างน้อยหนึ่งฝั่ง', BET_TYPES],
    ['123 ล่าง 10', 'ใช้ "ล่าง" กับเลข 3 หลักไม่ได้', BET_TYPES],
    ['12 วิ่ง 10', 'ใช้ "วิ่ง" กับเลข 2 หลักไม่ได้', BET_TYPES],
    ['12 โต๊ด 10', 'ใช้ "โต๊ด" กับเลข 2 หลักไม่ได้', BET_TYPES],
    ['12 บน 10 บน 20', '"บน" ซ้ำในบรรทัดเดียวกัน', BET_TYPES],
    ['5 วิ่ง 10 วิ่งบน 20', '"วิ่งบน" ซ้ำในบรรทัดเดียวกัน', BET_TYPES],
    ['1234=10*10', 'หวยนี้ไม่เปิดรับ 4 ตัวบน', withoutFourDigits],
    ['1234=0*10', 'หวยนี้ไม่เปิดรับ 4 ตัวโต๊ด', withoutFourDigits],
    ['123 หน้า 10', 'หวยนี้ไม่เปิดรับ หน้า 3 ตัว', ['top_three', 'todd_three']],
  ])('%s → %s', (text, message, types) => {
    expect(errorOf(text, types)).toBe(message);
  });

  it('reads every type a government slip may hold', () => {
    expect(readings('123 หน้า 1 ท้าย 2', government).map((line) => line.type)).toEqual(['first_three', 'last_three']);
    const withoutFour = LOTTERIES.find((lottery) => !lottery.hasFourDigits)!;
    expect(errorOf('1234=1', offeredBetTypes(withoutFour))).toBe('หวยนี้ไม่เปิดรับ 4 ตัวบน');
  });
});

describe('properties', () => {
  const piece = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.constantFrom(
      '=',
      '*',
      'x',
      '×',
      ' ',
      ',',
      '\n',
      '\r',
      '.',
      'บน',
      'ล่าง',
      'วิ่ง',
      'วิ่งบน',
      'วิ่งล่าง',
      'โต๊ด',
      'ตรง',
      'หน้า',
      'ท้าย',
      'บาท',
      '๑',
      '๙',
    ),
    fc.integer({ min: 0, max: 99999 }).map(String),
    fc.stringMatching(/^\d{1,20}(\.\d{1,4})?$/),
  );

  it('never throws, and every line is read or answered with a message', () => {
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 30 }).map((pieces) => pieces.join('')),
        fc.subarray([...BET_TYPES]),
        (text, types) => {
          const rows = parseSlipText(text, types);
          for (const row of rows) {
            expect(row.text.trim()).toBe(row.text);
            if ('error' in row) expect(row.error).toMatch(/[\u0E00-\u0E7F]/);
            else
              for (const reading of row.readings) {
                expect(types).toContain(reading.type);
                expect(reading.number).toHaveLength(BET_TYPE_INFO[reading.type].digits);
                expect(reading.amount).toBeGreaterThan(0);
              }
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
