import {
  BET_STATUSES,
  BET_TYPES,
  betResultRequestSchema,
  historyDetailRequestSchema,
  historyRequestSchema,
  lotteryCodeParamsSchema,
  payRateRequestSchema,
  resultDatesRequestSchema,
} from '@lotto/shared';
import { requestSchema } from '../../http/requestSchema';

/**
 * JSON schemas of the lottery read calls, for /docs and the answer's serialization. Request bodies
 * are the shared yup schemas (requestSchema), which also check them with Thai messages.
 */
const category = { type: 'string', enum: ['single', 'stock'] } as const;
const betType = { type: 'string', enum: BET_TYPES } as const;
const betStatus = { type: 'string', enum: BET_STATUSES } as const;
const isoTime = { type: 'string', format: 'date-time' } as const;
const calendarDate = { type: 'string', format: 'date', description: 'Bangkok date of the draw, YYYY-MM-DD.' } as const;

/** A stored result: prize key → digits, or a list of them (government '3front' and '3back'). */
const lotteryResult = {
  type: 'object',
  additionalProperties: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
} as const;

const runningRound = {
  type: 'object',
  required: ['round_id', 'code', 'name', 'logo', 'type', 'date', 'start_at', 'end_at', 'result', 'result_date'],
  properties: {
    round_id: { type: 'string' },
    code: { type: 'string', description: 'Lottery code: government, hanoi_vip, yeekee, …' },
    name: { type: 'string' },
    logo: { type: 'string' },
    type: category,
    date: calendarDate,
    start_at: isoTime,
    end_at: isoTime,
    result: { ...lotteryResult, nullable: true },
    result_date: { ...calendarDate, nullable: true },
    commitment: { type: 'string', nullable: true, description: 'Yeekee: sha256 of the seed, revealed with the result.' },
  },
} as const;

export const betRunningPayload = {
  type: 'object',
  required: ['single', 'stock'],
  properties: {
    single: { type: 'array', items: runningRound },
    stock: { type: 'array', items: runningRound },
  },
} as const;

export const lotteryResultItems = {
  type: 'array',
  items: {
    type: 'object',
    required: ['round_id', 'name', 'code', 'logo', 'type', 'result_date', 'draw_at', 'result'],
    properties: {
      round_id: { type: 'string' },
      name: { type: 'string' },
      code: { type: 'string' },
      logo: { type: 'string' },
      type: category,
      result_date: calendarDate,
      draw_at: { ...isoTime, description: 'When the round was drawn: tells apart the yeekee rounds of one date.' },
      result: lotteryResult,
      seed: { type: 'string', nullable: true, description: 'Yeekee: the seed; sha256(seed) equals commitment.' },
      commitment: { type: 'string', nullable: true },
    },
  },
} as const;

export const resultDates = {
  type: 'array',
  items: calendarDate,
} as const;

export const yeekeeOpenRound = {
  type: 'object',
  nullable: true,
  required: ['round_id', 'start_at', 'end_at', 'commitment'],
  properties: {
    round_id: { type: 'string' },
    start_at: isoTime,
    end_at: isoTime,
    commitment: { type: 'string', description: 'sha256 of the seed, hex; the seed is revealed with the result.' },
  },
} as const;

export const lotteryListItems = {
  type: 'array',
  items: {
    type: 'object',
    required: ['code', 'name', 'logo', 'category'],
    properties: { code: { type: 'string' }, name: { type: 'string' }, logo: { type: 'string' }, category },
  },
} as const;

export const payRateItems = {
  type: 'array',
  items: {
    type: 'object',
    required: ['_id', 'type', 'name', 'rate', 'padSize'],
    properties: {
      _id: { type: 'string', description: '<code>:<type>' },
      type: betType,
      name: { type: 'string' },
      rate: { type: 'number', description: 'Baht paid per 1 baht staked.' },
      padSize: { type: 'integer', description: 'Digits of a number of this type.' },
    },
  },
} as const;

export const historyPayload = {
  type: 'object',
  required: ['result', 'page', 'total'],
  properties: {
    result: {
      type: 'array',
      items: {
        type: 'object',
        required: ['slip_id', 'round_id', 'name', 'code', 'logo', 'createdAt', 'round_date', 'amount', 'prize', 'status'],
        properties: {
          slip_id: { type: 'string' },
          round_id: { type: 'string' },
          name: { type: 'string' },
          code: { type: 'string' },
          logo: { type: 'string' },
          createdAt: { ...isoTime, description: 'Names the slip together with round_id (history_detail, cancel_order).' },
          round_date: calendarDate,
          amount: { type: 'number', description: 'Baht: the slip total.' },
          prize: { type: 'number', description: 'Baht: the sum of the lines\' prizes.' },
          status: betStatus,
        },
      },
    },
    page: { type: 'integer' },
    total: { type: 'integer', description: 'Slips matching the filter, on all pages.' },
  },
} as const;

export const betDetailGroups = {
  type: 'array',
  items: {
    type: 'object',
    required: ['type', 'place_bet'],
    properties: {
      type: betType,
      place_bet: {
        type: 'array',
        items: {
          type: 'object',
          required: ['_id', 'number', 'type', 'amount', 'rate', 'num_prize', 'prize', 'status'],
          properties: {
            _id: { type: 'string' },
            number: { type: 'string' },
            type: betType,
            amount: { type: 'number', description: 'Baht.' },
            rate: { type: 'number', description: 'The rate the line was accepted at.' },
            num_prize: { type: 'string', nullable: true, description: 'The drawn number the line was matched against.' },
            prize: { type: 'number', description: 'Baht.' },
            status: betStatus,
          },
        },
      },
    },
  },
} as const;

export const betResultBody = requestSchema(betResultRequestSchema);
export const resultDatesBody = requestSchema(resultDatesRequestSchema);
export const payRateBody = requestSchema(payRateRequestSchema);
export const historyBody = requestSchema(historyRequestSchema);
export const historyDetailBody = requestSchema(historyDetailRequestSchema);
export const logoParams = requestSchema(lotteryCodeParamsSchema);
