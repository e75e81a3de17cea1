import {
  BET_HISTORY_PAGE_SIZE,
  betResultRequestSchema,
  historyDetailRequestSchema,
  historyRequestSchema,
  payRateRequestSchema,
  resultDatesRequestSchema,
  th,
} from '@lotto/shared';
import type { DomainError } from '../../errors/errors';
import { validateBody } from '../../http/validation';
import { groupByBetType, historyDetailQuery, historyQuery, lineOutcome, payRateLottery, resultQuery, slipBetStatus } from './rules';

// Each request as the route reads it: checked by its shared schema, then read for what it means.
const parseResultRequest = (body: unknown) => resultQuery(validateBody(betResultRequestSchema, body));
const parseResultDatesRequest = (body: unknown) => validateBody(resultDatesRequestSchema, body).name;
const parsePayRateRequest = (body: unknown) => payRateLottery(validateBody(payRateRequestSchema, body));
const parseHistoryRequest = (body: unknown) => historyQuery(validateBody(historyRequestSchema, body));
const parseHistoryDetailRequest = (body: unknown) => historyDetailQuery(validateBody(historyDetailRequestSchema, body));

describe('slip status', () => {
  it('is running or reject as stored, and after settlement prize when a line won', () => {
    expect(slipBetStatus('running', false, false)).toBe('running');
    expect(slipBetStatus('reject', false, false)).toBe('reject');
    expect(slipBetStatus('settled', true, true)).toBe('prize');
    expect(slipBetStatus('settled', false, true)).toBe('no_prize');
  });

  it('is no_prize for a slip still running in a settled round: settlement writes only the winners', () => {
    expect(slipBetStatus('running', false, true)).toBe('no_prize');
    expect(slipBetStatus('reject', false, true)).toBe('reject');
  });
});

describe('line outcome', () => {
  const settled = { settled: true, result: { '3top': '112', '2top': '12', '2bottom': '44' } };

  it('is lost for a standing line of a settled round, won as marked, with the drawn number of its type', () => {
    expect(lineOutcome({ status: 'running', betType: 'top_two' }, settled)).toEqual({ status: 'no_prize', num_prize: '12' });
    expect(lineOutcome({ status: 'prize', betType: 'todd_three' }, settled)).toEqual({ status: 'prize', num_prize: '112' });
    expect(lineOutcome({ status: 'no_prize', betType: 'bottom_one' }, settled)).toEqual({ status: 'no_prize', num_prize: '44' });
  });

  it('is as stored, with no drawn number, before settlement and when rejected', () => {
    expect(lineOutcome({ status: 'running', betType: 'top_two' }, { settled: false, result: null })).toEqual({
      status: 'running',
      num_prize: null,
    });
    expect(lineOutcome({ status: 'reject', betType: 'top_two' }, settled)).toEqual({ status: 'reject', num_prize: null });
  });
});

describe('grouping by bet type', () => {
  it('keeps the order of the bet types and of the items within a type', () => {
    const items = [
      { type: 'top_two' as const, id: 1 },
      { type: 'top_three' as const, id: 2 },
      { type: 'top_two' as const, id: 3 },
    ];
    expect(groupByBetType(items)).toEqual([
      { type: 'top_three', items: [{ type: 'top_three', id: 2 }] },
      {
        type: 'top_two',
        items: [
          { type: 'top_two', id: 1 },
          { type: 'top_two', id: 3 },
        ],
      },
    ]);
  });
});

/** The Thai message a request is refused with. */
function refusal(parse: (body: unknown) => unknown, body: unknown): string {
  try {
    parse(body);
  } catch (error) {
    expect(error).toMatchObject({ kind: 'invalid' });
    return (error as DomainError<'invalid'>).details.message;
  }
  throw new Error('the body was accepted');
}

describe('request bodies', () => {
  it('bet_result: optional code and calendar date', () => {
    expect(parseResultRequest(undefined)).toEqual({ code: null, date: null });
    expect(parseResultRequest({ name: 'null', date: '' })).toEqual({ code: null, date: null });
    expect(parseResultRequest({ name: 'hanoi_vip', date: '2026-11-16' })).toEqual({ code: 'hanoi_vip', date: '2026-11-16' });
    expect(refusal(parseResultRequest, { date: '2026-02-30' })).toBe(th.lotto.resultDateInvalid);
    expect(refusal(parseResultRequest, { date: '16/11/2026' })).toBe(th.lotto.resultDateInvalid);
    expect(refusal(parseResultRequest, { name: 42 })).toBe(th.lotto.lotteryNameInvalid);
  });

  it('result_dates: a lottery code is required', () => {
    expect(parseResultDatesRequest({ name: 'hanoi' })).toBe('hanoi');
    expect(refusal(parseResultDatesRequest, {})).toBe(th.lotto.lotteryNameInvalid);
    expect(refusal(parseResultDatesRequest, { name: 'null' })).toBe(th.lotto.lotteryNameInvalid);
    expect(refusal(parseResultDatesRequest, { name: '../x' })).toBe(th.lotto.lotteryNameInvalid);
  });

  it('pay_rate: the government lottery unless another is named', () => {
    expect(parsePayRateRequest(null)).toBe('government');
    expect(parsePayRateRequest({ name: 'null' })).toBe('government');
    expect(parsePayRateRequest({ name: '' })).toBe('government');
    expect(parsePayRateRequest({ name: 'lao' })).toBe('lao');
    expect(refusal(parsePayRateRequest, { name: 'DROP TABLE' })).toBe(th.lotto.lotteryNameInvalid);
  });

  it('history: all lotteries and statuses by default, page from 1, at most 25 a page', () => {
    expect(parseHistoryRequest({})).toEqual({ code: null, status: null, page: 1, limit: BET_HISTORY_PAGE_SIZE });
    expect(parseHistoryRequest({ name: 'null', status: '', page: 1, limit: 25 })).toEqual({
      code: null,
      status: null,
      page: 1,
      limit: 25,
    });
    expect(parseHistoryRequest({ name: 'lao', status: 'no_prize', page: '3', limit: 1000 })).toEqual({
      code: 'lao',
      status: 'no_prize',
      page: 3,
      limit: 25,
    });
    expect(parseHistoryRequest({ limit: 10 }).limit).toBe(10);
    expect(refusal(parseHistoryRequest, { status: 'success' })).toBe(th.lotto.historyStatusInvalid);
    expect(refusal(parseHistoryRequest, { page: 0 })).toBe(th.lotto.pageInvalid);
    expect(refusal(parseHistoryRequest, { page: 1.5 })).toBe(th.lotto.pageInvalid);
    expect(refusal(parseHistoryRequest, { limit: -1 })).toBe(th.lotto.pageLimitInvalid);
  });

  it('history_detail: a round id and, optionally, the slip createdAt', () => {
    expect(parseHistoryDetailRequest({ round_id: '42' })).toEqual({ roundId: 42, slipCreatedAt: null });
    expect(parseHistoryDetailRequest({ round_id: 42, date: '2026-11-23T05:00:00.123Z' })).toEqual({
      roundId: 42,
      slipCreatedAt: new Date('2026-11-23T05:00:00.123Z'),
    });
    expect(refusal(parseHistoryDetailRequest, {})).toBe(th.lotto.roundIdInvalid);
    expect(refusal(parseHistoryDetailRequest, { round_id: 'undefined' })).toBe(th.lotto.roundIdInvalid);
    expect(refusal(parseHistoryDetailRequest, { round_id: '99999999999' })).toBe(th.lotto.roundIdInvalid);
    expect(refusal(parseHistoryDetailRequest, { round_id: '1', date: 'yesterday' })).toBe(th.lotto.slipDateInvalid);
  });
});
