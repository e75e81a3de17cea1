import type { AnyObjectSchema } from 'yup';
import { limitRuleRequestSchema } from './backoffice/limitedNumbers';
import { creditAdjustmentSchema } from './backoffice/members';
import { roundTimesRequestSchema, staffRoundsQuerySchema } from './backoffice/rounds';
import { betResultRequestSchema, cancelOrderRequestSchema, historyDetailRequestSchema, placeBetRequestSchema } from './lotto';
import { depositRequestSchema, withdrawRequestSchema } from './money';
import { siteConfigChangesRequestSchema } from './siteConfig';

/**
 * Input bounds: every date and amount a request carries is checked against what its column and
 * Bangkok formatting hold, and the links staff configure take http(s) only, through the very
 * schemas the server validates with.
 */

async function firstError(schema: AnyObjectSchema, value: unknown): Promise<string | null> {
  try {
    await schema.validate(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const DATE_MESSAGE = 'วันที่ไม่ถูกต้อง (ปี-เดือน-วัน)';
const TIMES_MESSAGE = 'เวลาของงวดไม่ถูกต้อง (เปิด < ปิด ≤ ออกผล)';

describe('Bangkok dates (bet_result, GET /admin-api/rounds)', () => {
  it.each([
    '0000-01-01',
    '1999-12-31',
    '2100-01-01',
    '9999-12-31',
    '2026-02-30',
    '2026-13-01',
    '+02026-01-01',
    '20260101',
    '2026-1-01',
    'today',
  ])('%p is refused', async (date) => {
    expect(await firstError(betResultRequestSchema, { name: 'government', date })).toBe(DATE_MESSAGE);
    expect(await firstError(staffRoundsQuerySchema, { date })).toBe(DATE_MESSAGE);
  });

  it.each(['2000-01-01', '2026-11-16', '2028-02-29', '2099-12-31'])('%p is accepted', async (date) => {
    expect(await firstError(betResultRequestSchema, { name: 'government', date })).toBeNull();
    expect(await firstError(staffRoundsQuerySchema, { date })).toBeNull();
  });

  it('takes no date as every date', async () => {
    expect(await firstError(betResultRequestSchema, { name: 'government', date: '' })).toBeNull();
    expect(await firstError(betResultRequestSchema, { name: 'government', date: 'null' })).toBeNull();
    expect(await firstError(staffRoundsQuerySchema, {})).toBeNull();
  });
});

describe('ISO times (round times, history_detail, cancel_order)', () => {
  it.each([
    '0001-01-01T00:00:00Z',
    '1999-12-31T16:59:59.999Z',
    // Bangkok 2100-01-01 00:00
    '2099-12-31T17:00:00Z',
    '9999-12-31T20:00:00Z',
    '+010000-01-01T00:00:00Z',
    '-000001-01-01T00:00:00Z',
    '2026-02-30T10:00:00Z',
    '2026-01-16',
    'tomorrow',
  ])('%p is refused', async (time) => {
    expect(await firstError(roundTimesRequestSchema, { draw_at: time })).toBe(TIMES_MESSAGE);
    expect(await firstError(roundTimesRequestSchema, { start_at: time })).toBe(TIMES_MESSAGE);
    expect(await firstError(historyDetailRequestSchema, { round_id: 1, date: time })).toBe('เวลาของโพยไม่ถูกต้อง');
    expect(await firstError(cancelOrderRequestSchema, { round_id: '1', createdAt: time })).toBe('กรุณาระบุโพยที่ต้องการคืน');
  });

  it.each(['1999-12-31T17:00:00Z', '2026-01-16T07:59:12.345Z', '2026-01-16T14:59:12+07:00', '2099-12-31T16:59:59.999Z'])(
    '%p is accepted',
    async (time) => {
      expect(await firstError(roundTimesRequestSchema, { draw_at: time })).toBeNull();
      expect(await firstError(historyDetailRequestSchema, { round_id: 1, date: time })).toBeNull();
      expect(await firstError(cancelOrderRequestSchema, { round_id: '1', createdAt: time })).toBeNull();
    },
  );
});

describe('money amounts: JSON numbers or plain decimal strings only', () => {
  const bet = (amount: unknown) => ({ round_id: '1', place_bet: [{ type: 'top_two', number: '12', amount, rate: 90, round_id: '1' }] });
  const cases: [string, AnyObjectSchema, (amount: unknown) => object, string][] = [
    ['withdraw', withdrawRequestSchema, (amount) => ({ amount, pin: '246810' }), 'ระบุจำนวนเงินที่ต้องการถอน'],
    ['deposit', depositRequestSchema, (amount) => ({ amount, bank_id: 1, time: '09:30', file_url: 'x' }), 'ระบุจำนวนเงินที่โอน'],
    ['place_bet', placeBetRequestSchema, bet, 'ระบุจำนวนเงิน'],
    ['credit adjustment', creditAdjustmentSchema, (amount) => ({ amount, reason: 'ปรับยอด' }), 'ระบุจำนวนเงินที่ปรับ'],
    [
      'stake cap',
      limitRuleRequestSchema,
      (stake_cap) => ({ lottery_code: 'hanoi', type: 'top_two', number: '12', stake_cap }),
      'จำนวนเงินต้องมากกว่า 0',
    ],
  ];

  describe.each(cases)('%s', (_name, schema, body, message) => {
    it.each(['0x32', ' 50 ', '50 ', '1e2', '+50', '50.', '.5', '0b110010', '５０', 'Infinity'])('refuses %p', async (amount) => {
      expect(await firstError(schema, body(amount))).toBe(message);
    });

    it.each([50, '50', '50.5', '50.25', 100.25])('accepts %p', async (amount) => {
      expect(await firstError(schema, body(amount))).toBeNull();
    });
  });

  it('takes a minus sign only where an amount may be negative', async () => {
    expect(await firstError(creditAdjustmentSchema, { amount: '-50.25', reason: 'ปรับยอด' })).toBeNull();
    expect(await firstError(creditAdjustmentSchema, { amount: '- 50', reason: 'ปรับยอด' })).toBe('ระบุจำนวนเงินที่ปรับ');
    expect(await firstError(withdrawRequestSchema, { amount: '-50', pin: '246810' })).toBe('ระบุจำนวนเงินที่ต้องการถอน');
  });

  it('keeps the two-decimals message for a decimal string with three', async () => {
    expect(await firstError(withdrawRequestSchema, { amount: '50.123', pin: '246810' })).toBe('ระบุจำนวนเงินได้ไม่เกิน 2 ตำแหน่งทศนิยม');
  });
});

describe('links staff configure (PATCH /admin-api/site-config)', () => {
  const unsafe = [
    'javascript:alert(1)',
    'JavaScript:alert(1)//http',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'line://ti/p/@x',
  ];

  it.each(unsafe)('refuses %p as the contact link', async (url) => {
    expect(await firstError(siteConfigChangesRequestSchema, { line_url: url })).toBe('ลิงก์ต้องขึ้นต้นด้วย http:// หรือ https://');
  });

  it.each([...unsafe, '//evil.example/x', '/\\evil.example'])(
    'refuses %p as the popup link and image and a banner link and image',
    async (url) => {
      const message = 'ลิงก์ต้องขึ้นต้นด้วย http://, https:// หรือ /';
      expect(await firstError(siteConfigChangesRequestSchema, { popup_link: url })).toBe(message);
      expect(await firstError(siteConfigChangesRequestSchema, { popup_url: url })).toBe(message);
      expect(await firstError(siteConfigChangesRequestSchema, { banners: [{ image_url: '/cl-api/banners/1.svg', link: url }] })).toBe(
        message,
      );
      expect(await firstError(siteConfigChangesRequestSchema, { banners: [{ image_url: url, link: '/lotto/all' }] })).toBe(message);
    },
  );

  it('accepts http(s) links, site paths and no link', async () => {
    expect(
      await firstError(siteConfigChangesRequestSchema, {
        line_url: 'https://line.me/R/ti/p/@lotto-support',
        popup_link: '',
        popup_url: 'https://example.com/news.png',
        banners: [
          { image_url: '/cl-api/banners/1.svg', link: '/transfer?type=deposit' },
          { image_url: 'http://cdn.example.com/b.png', link: 'https://example.com' },
        ],
      }),
    ).toBeNull();
    expect(await firstError(siteConfigChangesRequestSchema, { line_url: '' })).toBeNull();
  });
});
