import type { AnyObjectSchema } from 'yup';
import { cancelOrderRequestSchema, numberPaidRequestSchema, placeBetRequestSchema, PLACE_BET_MAX_LINES } from './lotto';

/** Null when `value` is valid, else `expected` if it is among the schema's messages (all of them otherwise). */
async function firstError(schema: AnyObjectSchema, value: unknown, expected?: string | null): Promise<string | string[] | null> {
  try {
    await schema.validate(value, { abortEarly: false });
    return null;
  } catch (error) {
    const messages = (error as { errors: string[] }).errors;
    return expected && messages.includes(expected) ? expected : messages;
  }
}

const line = { amount: 10, rate: 90, round_id: '7', type: 'top_two', number: '12' };
const slip = (change: Record<string, unknown> = {}, lineChange: Record<string, unknown> = {}) => ({
  user_id: 'ignored',
  round_id: '7',
  place_bet: [{ ...line, ...lineChange }],
  ...change,
});

describe('place_bet request', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>, string | null]>([
    ['valid', {}, {}, null],
    ['a numeric round id', { round_id: 7 }, { round_id: 7 }, null],
    ['no round', { round_id: undefined }, {}, 'กรุณาเลือกงวดที่ต้องการแทง'],
    ['a round id that is no id', { round_id: 'abc' }, {}, 'กรุณาเลือกงวดที่ต้องการแทง'],
    ['no lines', { place_bet: [] }, {}, 'กรุณาเลือกเลขที่ต้องการแทง'],
    ['lines that are no list', { place_bet: 'x' }, {}, 'กรุณาเลือกเลขที่ต้องการแทง'],
    ['a line of another round', {}, { round_id: '8' }, 'รายการแทงต้องอยู่ในงวดเดียวกัน'],
    ['an unknown type', {}, { type: 'top_five' }, 'ประเภทการแทงไม่ถูกต้อง'],
    ['three digits on a two-digit type', {}, { number: '123' }, 'เลขที่แทงไม่ถูกต้อง'],
    ['letters', {}, { number: '1a' }, 'เลขที่แทงไม่ถูกต้อง'],
    ['a negative amount', {}, { amount: -5 }, 'จำนวนเงินต้องมากกว่า 0'],
    ['a zero amount', {}, { amount: 0 }, 'จำนวนเงินต้องมากกว่า 0'],
    ['three decimals', {}, { amount: 1.005 }, 'ระบุจำนวนเงินได้ไม่เกิน 2 ตำแหน่งทศนิยม'],
    ['an amount that is text', {}, { amount: 'ten' }, 'ระบุจำนวนเงิน'],
    ['no rate', {}, { rate: undefined }, 'ไม่พบอัตราจ่าย กรุณาเลือกเลขใหม่'],
  ])('%s', async (_case, change, lineChange, message) => {
    expect(await firstError(placeBetRequestSchema, slip(change, lineChange), message)).toBe(message);
  });

  it(`takes at most ${PLACE_BET_MAX_LINES} lines`, async () => {
    const lines = (count: number) => Array.from({ length: count }, () => line);
    expect(await firstError(placeBetRequestSchema, slip({ place_bet: lines(PLACE_BET_MAX_LINES) }))).toBeNull();
    expect(await firstError(placeBetRequestSchema, slip({ place_bet: lines(PLACE_BET_MAX_LINES + 1) }), 'แทงได้ไม่เกิน 500 รายการต่อโพย')).toBe(
      'แทงได้ไม่เกิน 500 รายการต่อโพย',
    );
  });
});

describe('number_paid request', () => {
  it.each<[Record<string, unknown>, string | null]>([
    [{ round_id: '3', type: 'todd_three', number: '112' }, null],
    [{ round_id: '3', type: 'top_one', number: '12' }, 'เลขที่แทงไม่ถูกต้อง'],
    [{ type: 'top_one', number: '1' }, 'กรุณาเลือกงวดที่ต้องการแทง'],
  ])('%p', async (body, message) => {
    expect(await firstError(numberPaidRequestSchema, body, message)).toBe(message);
  });
});

describe('cancel_order request', () => {
  it.each<[Record<string, unknown>, string | null]>([
    [{ round_id: '3', createdAt: '2026-01-16T08:00:00.123Z' }, null],
    [{ slip_id: '12' }, null],
    [{ round_id: '3' }, 'กรุณาระบุโพยที่ต้องการคืน'],
    [{ round_id: '3', createdAt: 'yesterday' }, 'กรุณาระบุโพยที่ต้องการคืน'],
    [{}, 'กรุณาระบุโพยที่ต้องการคืน'],
  ])('%p', async (body, message) => {
    expect(await firstError(cancelOrderRequestSchema, body, message)).toBe(message);
  });
});
