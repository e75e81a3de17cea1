import { satangToBaht, type StatementCsvMapping } from '@lotto/shared';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { DomainError } from '../../errors/errors';
import { bangkokTime, parseStatementCsv } from './csv';

const MAPPING: StatementCsvMapping = {
  bank_ref: 'เลขที่อ้างอิง',
  at: 'วันที่ทำรายการ',
  amount_in: 'ฝาก',
  amount_out: 'ถอน',
  ref1: 'Ref1',
  sender_name: 'ชื่อผู้โอน',
  sender_account: 'บัญชีผู้โอน',
};
const HEADER = 'เลขที่อ้างอิง,วันที่ทำรายการ,ฝาก,ถอน,Ref1,ชื่อผู้โอน,บัญชีผู้โอน';

/** The problem a CSV is refused for, or null when it is read. */
function problemOf(csv: string, mapping: StatementCsvMapping = MAPPING): { row: number; problem: string } | null {
  try {
    parseStatementCsv(csv, mapping);
    return null;
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'csvInvalid') return error.details as { row: number; problem: string };
    throw error;
  }
}

describe('parseStatementCsv', () => {
  it('reads each row after the header as a line: in when the deposit column has an amount, else out; empty rows are none', () => {
    const csv = [
      `\uFEFF${HEADER}`,
      'KB001,01/03/2569 09:05,"1,500.00",,,นาย สมชาย ใจดี,xxx-x-x1234-x',
      '',
      'KB002,2026-03-01T10:15:30+07:00,,250.5,,,',
      'KB003,2026-03-01 23:59,0.00,"12,345,678.99",,,',
      'KB004,1/3/2026 7:00:45,20,-,ABC123,,',
      ',,,,,,',
      ' , ,,,,, ',
    ].join('\r\n');

    expect(parseStatementCsv(csv, MAPPING)).toEqual([
      {
        bank_ref: 'KB001',
        amount: 1500,
        direction: 'in',
        at: '2026-03-01T02:05:00.000Z',
        sender_name: 'นาย สมชาย ใจดี',
        sender_account: 'xxx-x-x1234-x',
      },
      { bank_ref: 'KB002', amount: 250.5, direction: 'out', at: '2026-03-01T03:15:30.000Z' },
      { bank_ref: 'KB003', amount: 12_345_678.99, direction: 'out', at: '2026-03-01T16:59:00.000Z' },
      { bank_ref: 'KB004', amount: 20, direction: 'in', at: '2026-03-01T00:00:45.000Z', ref1: 'ABC123' },
    ]);
  });

  it('finds the columns by name, whatever their order, case or spaces around them', () => {
    const csv = ['amount , REF, Time, other', '100.25,R1,2026-03-01T00:00:00Z,x'].join('\n');

    expect(parseStatementCsv(csv, { bank_ref: 'ref', at: 'time', amount_in: 'Amount' })).toEqual([
      { bank_ref: 'R1', amount: 100.25, direction: 'in', at: '2026-03-01T00:00:00.000Z' },
    ]);
  });

  it.each<[string, string, { row: number; problem: string }]>([
    [
      'a mapped column missing from the header',
      'เลขที่อ้างอิง,วันที่ทำรายการ,ฝาก\nK1,2026-03-01 10:00,1',
      { row: 1, problem: 'ไม่พบคอลัมน์ "ถอน" ในแถวหัวตาราง' },
    ],
    ['an empty file', '', { row: 1, problem: 'ไม่พบคอลัมน์ "เลขที่อ้างอิง" ในแถวหัวตาราง' }],
    [
      'a header after blank lines that lacks a column',
      '\n\nเลขที่อ้างอิง,ฝาก\nK1,1',
      { row: 3, problem: 'ไม่พบคอลัมน์ "วันที่ทำรายการ" ในแถวหัวตาราง' },
    ],
    ['a header without lines', `${HEADER}\n`, { row: 2, problem: 'ต้องมีรายการอย่างน้อย 1 รายการ และไม่เกิน 500 รายการ' }],
    [
      'an amount that is not one',
      `${HEADER}\nK1,2026-03-01 10:00,1,,,,\nK2,2026-03-01 10:00,abc,,,,`,
      { row: 3, problem: 'จำนวนเงิน "abc" ไม่ถูกต้อง' },
    ],
    ['misplaced thousands separators', `${HEADER}\nK1,2026-03-01 10:00,"1,50.00",,,,`, { row: 2, problem: 'จำนวนเงิน "1,50.00" ไม่ถูกต้อง' }],
    ['three decimals', `${HEADER}\nK1,2026-03-01 10:00,1.005,,,,`, { row: 2, problem: 'จำนวนเงิน "1.005" ไม่ถูกต้อง' }],
    ['a negative amount', `${HEADER}\nK1,2026-03-01 10:00,,-5,,,`, { row: 2, problem: 'จำนวนเงิน "-5" ไม่ถูกต้อง' }],
    ['no amount either way', `${HEADER}\nK1,2026-03-01 10:00,,0,,,`, { row: 2, problem: 'ไม่มีจำนวนเงินเข้าหรือเงินออก' }],
    [
      'a day the calendar lacks',
      `${HEADER}\nK1,31/02/2569 10:00,1,,,,`,
      { row: 2, problem: 'เวลา "31/02/2569 10:00" ไม่ถูกต้อง ใช้ ปปปป-ดด-วว ชช:นน หรือ วว/ดด/ปปปป ชช:นน' },
    ],
    [
      'a date without its time',
      `${HEADER}\nK1,2026-03-01,1,,,,`,
      { row: 2, problem: 'เวลา "2026-03-01" ไม่ถูกต้อง ใช้ ปปปป-ดด-วว ชช:นน หรือ วว/ดด/ปปปป ชช:นน' },
    ],
    ['no bank reference', `${HEADER}\n,2026-03-01 10:00,1,,,,`, { row: 2, problem: 'ระบุเลขอ้างอิงของธนาคาร' }],
    ['a row with a cell too many', `${HEADER}\nK1,2026-03-01 10:00,1,,,,,extra`, { row: 2, problem: 'จำนวนคอลัมน์ไม่ตรงกับแถวหัวตาราง' }],
    ['a quote left open', `${HEADER}\nK1,2026-03-01 10:00,"1,,,,`, { row: 2, problem: 'รูปแบบ CSV ไม่ถูกต้อง' }],
    [
      'a sender name too long',
      `${HEADER}\nK1,2026-03-01 10:00,1,,,${'ก'.repeat(121)},`,
      { row: 2, problem: 'ข้อความในคอลัมน์ "ชื่อผู้โอน" ยาวเกินไป' },
    ],
  ])('refuses %s, naming the line and the problem', (_case, csv, expected) => {
    expect(problemOf(csv)).toEqual(expected);
  });

  it('takes at most 500 lines', () => {
    const rows = (count: number) => [HEADER, ...Array.from({ length: count }, (_, i) => `K${i},2026-03-01 10:00,1,,,,`)].join('\n');

    expect(parseStatementCsv(rows(500), MAPPING)).toHaveLength(500);
    expect(problemOf(rows(501))).toEqual({ row: 502, problem: 'ต้องมีรายการอย่างน้อย 1 รายการ และไม่เกิน 500 รายการ' });
  });
});

describe('bangkokTime', () => {
  it.each<[string, string | null]>([
    ['01/03/2569 09:05', '2026-03-01T02:05:00.000Z'],
    ['1/3/2026 9:05:07', '2026-03-01T02:05:07.000Z'],
    ['29/02/2567 10:00', '2024-02-29T03:00:00.000Z'],
    ['2026-03-01T09:05', '2026-03-01T02:05:00.000Z'],
    ['2026-03-01 09:05:00.250', '2026-03-01T02:05:00.250Z'],
    ['2026-03-01T09:05:00Z', '2026-03-01T09:05:00.000Z'],
    ['2026-03-01T09:05:00+0700', '2026-03-01T02:05:00.000Z'],
    ['2026-03-01T09:05:00-05:00', '2026-03-01T14:05:00.000Z'],
    ['29/02/2026 10:00', null],
    ['2026-03-01 24:00', null],
    ['2026-03-01 10:60', null],
    ['01/13/2569 10:00', null],
    ['1999-12-31 10:00', null],
    ['03-01-2026 10:00', null],
    ['yesterday', null],
  ])('%s is %s', (text, expected) => {
    expect(bangkokTime(text)).toBe(expected);
  });
});

describe('parseStatementCsv, by property', () => {
  /** Text a cell may hold: Thai and Latin letters, digits, and what CSV must quote. */
  const cellText = (maxLength: number) =>
    fc
      .array(fc.constantFrom('ก', 'ข', 'ศ', 'a', 'Z', '7', '-', ' ', ',', '"', '\n', '.'), { minLength: 1, maxLength })
      .map((chars) => chars.join(''))
      .filter((text) => text.trim() === text && text !== '');

  /** Baht as a bank writes it: with or without thousands separators. */
  const writtenAmount = (satang: bigint, separators: boolean) => {
    const [whole, fraction] = satangToBaht(satang).toFixed(2).split('.') as [string, string];
    return `${separators ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole}.${fraction}`;
  };

  /** The same instant written as ISO with an offset, ISO in Bangkok time, or DD/MM/YYYY in Bangkok time (CE or BE). */
  const writtenTime = (instant: Date, form: 'iso' | 'isoBangkok' | 'ce' | 'be') => {
    if (form === 'iso') return instant.toISOString();
    const bangkok = new Date(instant.getTime() + 7 * 3_600_000).toISOString();
    if (form === 'isoBangkok') return `${bangkok.slice(0, 10)} ${bangkok.slice(11, 19)}`;
    const year = Number(bangkok.slice(0, 4)) + (form === 'be' ? 543 : 0);
    return `${bangkok.slice(8, 10)}/${bangkok.slice(5, 7)}/${year} ${bangkok.slice(11, 19)}`;
  };

  const line = fc.record({
    bankRef: cellText(64),
    satang: fc.bigInt({ min: 1n, max: 10_000_000_000n }),
    incoming: fc.boolean(),
    separators: fc.boolean(),
    // Whole seconds: the forms written here carry no fractions.
    instant: fc
      .integer({ min: Date.parse('2000-01-02T00:00:00Z') / 1000, max: Date.parse('2099-12-30T00:00:00Z') / 1000 })
      .map((s) => new Date(s * 1000)),
    timeForm: fc.constantFrom('iso' as const, 'isoBangkok' as const, 'ce' as const, 'be' as const),
    noAmount: fc.constantFrom('', '0.00', '-'),
    senderName: fc.option(cellText(120), { nil: undefined }),
  });

  it('reads back exactly the lines a bank wrote, however it wrote amounts and times', () => {
    fc.assert(
      fc.property(fc.uniqueArray(line, { minLength: 1, maxLength: 30, selector: (item) => item.bankRef }), (lines) => {
        const records = lines.map((item) => {
          const amount = writtenAmount(item.satang, item.separators);
          return [
            item.bankRef,
            writtenTime(item.instant, item.timeForm),
            item.incoming ? amount : item.noAmount,
            item.incoming ? item.noAmount : amount,
            '',
            item.senderName ?? '',
            '',
          ];
        });
        const csv = stringify([HEADER.split(','), ...records]);

        const read = parseStatementCsv(csv, MAPPING);

        expect(read).toEqual(
          lines.map((item) => ({
            bank_ref: item.bankRef,
            amount: satangToBaht(item.satang),
            direction: item.incoming ? 'in' : 'out',
            at: item.instant.toISOString(),
            ...(item.senderName !== undefined && { sender_name: item.senderName }),
          })),
        );
      }),
    );
  });

  it('refuses anything else only with the line and a Thai problem', () => {
    const csvLike = fc
      .array(fc.constantFrom('K', '1', ',', '"', '\n', '\r', '/', ':', ' ', '-', '.', '0', 'ก', '\uFEFF'), { maxLength: 80 })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          csvLike,
          csvLike.map((rest) => `${HEADER}\n${rest}`),
        ),
        (csv) => {
          const problem = problemOf(csv);
          if (problem === null) return;
          expect(problem.row).toBeGreaterThanOrEqual(1);
          expect(problem.problem).toMatch(/[\u0E00-\u0E7F]/);
        },
      ),
    );
  });
});
