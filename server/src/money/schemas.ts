import {
  depositRequestSchema,
  idempotencyKeyHeaderSchema,
  slipParamsSchema,
  slipUploadFormSchema,
  statementRequestSchema,
  withdrawRequestSchema,
} from '@lotto/shared';
import { requestSchema } from '../http/requestSchema';

/**
 * JSON schemas of the money routes, for /docs and the answer's serialization. Request parts are
 * the shared yup schemas (requestSchema), which also check them with the member's Thai messages.
 */
const moneyRequestStatus = { type: 'string', enum: ['pending', 'success', 'reject'] } as const;

export const uploadSlipPayload = {
  type: 'object',
  required: ['file_url'],
  properties: { file_url: { type: 'string', description: 'Send it back as the file_url of the deposit.' } },
} as const;

export const withdrawAllowancePayload = {
  type: 'object',
  required: ['count_today', 'max_per_day', 'max_amount'],
  properties: {
    count_today: { type: 'integer', description: 'Withdrawals asked for since midnight Bangkok time, not rejected.' },
    max_per_day: { type: 'integer' },
    max_amount: { type: 'number', description: 'Baht per withdrawal.' },
  },
} as const;

export const depositBankPayload = {
  type: 'object',
  required: ['bank_id', 'short_name', 'name', 'account_name', 'account_number'],
  properties: {
    bank_id: { type: 'integer', description: 'The bank (1..14) of the account; send it back as the deposit\'s bank_id.' },
    short_name: { type: 'string' },
    name: { type: 'string' },
    account_name: { type: 'string' },
    account_number: { type: 'string' },
  },
} as const;

export const moneyTransaction = {
  type: 'object',
  required: ['_id', 'type', 'status', 'amount', 'createdAt', 'user_bank', 'reason'],
  properties: {
    _id: { type: 'string', description: "Unique across both kinds: 'deposit-12', 'withdraw-7'." },
    type: { type: 'string', enum: ['deposit', 'withdraw'] },
    status: moneyRequestStatus,
    amount: { type: 'number', description: 'Baht.' },
    createdAt: { type: 'string', format: 'date-time' },
    user_bank: {
      type: 'object',
      required: ['short_name', 'account_name', 'account_number'],
      properties: { short_name: { type: 'string' }, account_name: { type: 'string' }, account_number: { type: 'string' } },
    },
    reason: { type: ['string', 'null'], description: "Why staff refused it; null unless status is 'reject'." },
  },
} as const;

/** A page of a list: {data, limit, paging: {page, pages}, total}. */
export function pageOf(item: object) {
  return {
    type: 'object',
    required: ['data', 'limit', 'paging', 'total'],
    properties: {
      data: { type: 'array', items: item },
      limit: { type: 'integer' },
      paging: {
        type: 'object',
        required: ['page', 'pages'],
        properties: { page: { type: 'integer' }, pages: { type: 'integer', description: 'At least 1.' } },
      },
      total: { type: 'integer' },
    },
  } as const;
}

export const depositBody = requestSchema(depositRequestSchema);
export const withdrawBody = requestSchema(withdrawRequestSchema);
export const statementBody = requestSchema(statementRequestSchema);
export const slipUploadBody = requestSchema(slipUploadFormSchema);
export const slipParams = requestSchema(slipParamsSchema);

export const idempotencyKeyHeader = requestSchema(idempotencyKeyHeaderSchema);
