import {
  idParamsSchema,
  rejectRequestSchema,
  staffMoneyListQuerySchema,
  type RejectRequest,
  STATEMENT_PAGE_SIZE,
  th,
  type Paged,
  type StaffDeposit,
  type StaffMoneyQueueQuery,
  type StaffWithdrawal,
} from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { Schema } from '../../db/schema';
import { envelopeResponses, success } from '../../http/envelope';
import { requestSchema, type JsonSchema } from '../../http/requestSchema';
import { answerOnce, idempotencyScope, sendAnswer } from '../../idempotency/idempotency';
import { idempotencyKeyHeader, pageOf } from '../../money/schemas';
import { offsetOf, paged } from '../paging';
import {
  approveDeposit,
  approveWithdrawal,
  rejectDeposit,
  rejectWithdrawal,
  toStaffDeposit,
  toStaffWithdrawal,
} from '../../money/staffDecisions';
import { countRequests, listDeposits, listWithdrawals, type ListQuery, type MoneyRequestTable } from '../../money/staffRepository';

const moneyRequestStatus = { type: 'string', enum: ['pending', 'success', 'reject'] } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;

const staffDeposit = {
  type: 'object',
  required: [
    'id',
    'member_id',
    'username',
    'amount',
    'status',
    'transfer_time',
    'slip_url',
    'site_bank',
    'slip_check',
    'reason',
    'created_at',
    'decided_at',
  ],
  properties: {
    id: { type: 'integer' },
    member_id: { type: 'integer' },
    username: { type: 'string' },
    amount: { type: 'number', description: 'Baht.' },
    status: moneyRequestStatus,
    transfer_time: { type: 'string', description: 'HH:mm, as the member gave it.' },
    slip_url: { type: 'string', description: 'GET it with the staff Bearer token.' },
    site_bank: {
      type: 'object',
      required: ['bank_id', 'short_name', 'account_number'],
      properties: { bank_id: { type: 'integer' }, short_name: { type: 'string' }, account_number: { type: 'string' } },
    },
    slip_check: {
      type: 'object',
      description: "What the slip's QR code showed. 'unreadable' and duplicate slips need a closer look.",
      required: ['status', 'reference', 'sending_bank', 'duplicate'],
      properties: {
        status: { type: 'string', enum: ['read', 'unreadable', 'unchecked'] },
        reference: { type: ['string', 'null'], description: 'Transaction reference of the transfer.' },
        sending_bank: {
          type: ['object', 'null'],
          required: ['code', 'short_name'],
          properties: { code: { type: 'string' }, short_name: { type: 'string', description: "'' when not one of our banks." } },
        },
        duplicate: { type: 'boolean', description: 'The same image backs an earlier deposit.' },
      },
    },
    reason: { type: ['string', 'null'] },
    created_at: { type: 'string', format: 'date-time' },
    decided_at: nullableDateTime,
  },
} as const;

const staffWithdrawal = {
  type: 'object',
  required: ['id', 'member_id', 'username', 'amount', 'status', 'member_bank', 'reason', 'created_at', 'decided_at'],
  properties: {
    id: { type: 'integer' },
    member_id: { type: 'integer' },
    username: { type: 'string' },
    amount: { type: 'number', description: 'Baht.' },
    status: moneyRequestStatus,
    member_bank: {
      type: 'object',
      required: ['bank_id', 'short_name', 'account_name', 'account_number'],
      properties: {
        bank_id: { type: 'integer' },
        short_name: { type: 'string' },
        account_name: { type: 'string' },
        account_number: { type: 'string' },
      },
    },
    reason: { type: ['string', 'null'] },
    created_at: { type: 'string', format: 'date-time' },
    decided_at: nullableDateTime,
  },
} as const;

const listQuery = requestSchema(staffMoneyListQuerySchema);

const idParams = requestSchema(idParamsSchema);

const rejectBody = requestSchema(rejectRequestSchema);

interface ListRequest {
  // The schema defaults the page to 1.
  Querystring: StaffMoneyQueueQuery & { page: number };
}
interface DecisionRequest {
  Params: { id: number };
}
interface RejectionRequest extends DecisionRequest {
  Body: RejectRequest;
}

/** What differs between the deposit and the withdrawal queues: their rows, their answer and what a decision moves. */
interface MoneyRequestKind<T> {
  item: JsonSchema;
  list(db: Kysely<Schema>, query: ListQuery): Promise<T[]>;
  decide: {
    approve(trx: Transaction<Schema>, id: number, staffId: number): Promise<T>;
    reject(trx: Transaction<Schema>, id: number, staffId: number, reason: string): Promise<T>;
  };
  summaries: Record<'list' | 'approve' | 'reject', string>;
}

/** The two kinds, by table: the routes of each are under /admin-api/ and the table's name. */
const MONEY_REQUESTS: { deposits: MoneyRequestKind<StaffDeposit>; withdrawals: MoneyRequestKind<StaffWithdrawal> } = {
  deposits: {
    item: staffDeposit,
    list: async (db, query) => (await listDeposits(db, query)).map(toStaffDeposit),
    decide: { approve: approveDeposit, reject: rejectDeposit },
    summaries: {
      list: 'Deposits, pending ones oldest first, others newest first, 50 a page',
      approve: "Approve a pending deposit: the member's wallet is credited (a debt is repaid first); never one's own request",
      reject: 'Reject a pending deposit: nothing moves',
    },
  },
  withdrawals: {
    item: staffWithdrawal,
    list: async (db, query) => (await listWithdrawals(db, query)).map(toStaffWithdrawal),
    decide: { approve: approveWithdrawal, reject: rejectWithdrawal },
    summaries: {
      list: 'Withdrawals with the account to pay, pending ones oldest first, others newest first, 50 a page',
      approve: 'Approve a pending withdrawal once paid: the held amount leaves to the bank',
      reject: 'Reject a pending withdrawal: the held amount returns to the wallet',
    },
  },
};

/**
 * Staff calls of docs/api-conventions.md#payloads for money: the queues of deposits and withdrawals
 * and their decisions, the same four routes for each kind of request.
 */
export async function moneyRequestRoutes(app: FastifyInstance, { database }: { database: Database }): Promise<void> {
  decisionRoutes(app, database, 'deposits', MONEY_REQUESTS.deposits);
  decisionRoutes(app, database, 'withdrawals', MONEY_REQUESTS.withdrawals);
}

function decisionRoutes<T>(app: FastifyInstance, { db }: Database, table: MoneyRequestTable, kind: MoneyRequestKind<T>): void {
  const path = `/admin-api/${table}`;
  app.get<ListRequest>(
    path,
    {
      schema: { summary: kind.summaries.list, querystring: listQuery, response: envelopeResponses(pageOf(kind.item)) },
    },
    async (request) => {
      const { status, member_id: memberId, page } = request.query;
      const [items, total] = [
        await kind.list(db, { status, memberId, limit: STATEMENT_PAGE_SIZE, offset: offsetOf(page, STATEMENT_PAGE_SIZE) }),
        await countRequests(db, table, { status, memberId }),
      ];
      return success<Paged<T>>(paged(items, total, page, STATEMENT_PAGE_SIZE));
    },
  );

  app.post<DecisionRequest>(
    `${path}/:id/approve`,
    {
      schema: { summary: kind.summaries.approve, params: idParams, headers: idempotencyKeyHeader, response: envelopeResponses(kind.item) },
    },
    async (request, reply) => {
      const answer = await answerOnce(db, idempotencyScope(request), async (trx) =>
        success(await kind.decide.approve(trx, request.params.id, request.member.id), th.money.approved),
      );
      return sendAnswer(reply, answer);
    },
  );

  app.post<RejectionRequest>(
    `${path}/:id/reject`,
    {
      schema: {
        summary: kind.summaries.reject,
        params: idParams,
        headers: idempotencyKeyHeader,
        body: rejectBody,
        response: envelopeResponses(kind.item),
      },
    },
    async (request, reply) => {
      const { reason } = request.body;
      const answer = await answerOnce(db, idempotencyScope(request), async (trx) =>
        success(await kind.decide.reject(trx, request.params.id, request.member.id, reason), th.money.rejected),
      );
      return sendAnswer(reply, answer);
    },
  );
}
