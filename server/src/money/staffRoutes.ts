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
import type { Database } from '../db/database';
import { bearerSecurity, envelopeResponses, success } from '../http/envelope';
import { answerOnce, idempotencyScope, sendAnswer } from '../idempotency/idempotency';
import { paging } from './rules';
import { idempotencyKeyHeader, pageOf } from './schemas';
import { requestSchema } from '../http/requestSchema';
import {
  approveDeposit,
  approveWithdrawal,
  rejectDeposit,
  rejectWithdrawal,
  toStaffDeposit,
  toStaffWithdrawal,
} from './staffDecisions';
import { countRequests, listDeposits, listWithdrawals } from './staffRepository';

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

/** Staff calls of docs/api-conventions.md#payloads for money: the queues of deposits and withdrawals and their decisions. */
export async function adminMoneyRoutes(app: FastifyInstance, { database }: { database: Database }): Promise<void> {
  const { db } = database;
  // Before the body is validated: a member or guest is refused whatever they send.
  app.addHook('preValidation', app.requireStaff);

  app.get<ListRequest>(
    '/admin-api/deposits',
    {
      schema: {
        tags: ['staff'],
        security: bearerSecurity,
        summary: 'Deposits, pending ones oldest first, others newest first, 50 a page',
        querystring: listQuery,
        response: envelopeResponses(pageOf(staffDeposit)),
      },
    },
    async (request) => {
      const { status, member_id: memberId, page } = request.query;
      const [rows, total] = [
        await listDeposits(db, { status, memberId, limit: STATEMENT_PAGE_SIZE, offset: (page - 1) * STATEMENT_PAGE_SIZE }),
        await countRequests(db, 'deposits', { status, memberId }),
      ];
      return success<Paged<StaffDeposit>>({
        data: rows.map(toStaffDeposit),
        limit: STATEMENT_PAGE_SIZE,
        paging: paging(total, page),
        total,
      });
    },
  );

  app.get<ListRequest>(
    '/admin-api/withdrawals',
    {
      schema: {
        tags: ['staff'],
        security: bearerSecurity,
        summary: 'Withdrawals with the account to pay, pending ones oldest first, others newest first, 50 a page',
        querystring: listQuery,
        response: envelopeResponses(pageOf(staffWithdrawal)),
      },
    },
    async (request) => {
      const { status, member_id: memberId, page } = request.query;
      const [rows, total] = [
        await listWithdrawals(db, { status, memberId, limit: STATEMENT_PAGE_SIZE, offset: (page - 1) * STATEMENT_PAGE_SIZE }),
        await countRequests(db, 'withdrawals', { status, memberId }),
      ];
      return success<Paged<StaffWithdrawal>>({
        data: rows.map(toStaffWithdrawal),
        limit: STATEMENT_PAGE_SIZE,
        paging: paging(total, page),
        total,
      });
    },
  );

  app.post<DecisionRequest>(
    '/admin-api/deposits/:id/approve',
    {
      schema: {
        tags: ['staff'],
        security: bearerSecurity,
        summary: 'Approve a pending deposit: the member\'s wallet is credited (a debt is repaid first); never one\'s own request',
        params: idParams,
        headers: idempotencyKeyHeader,
        response: envelopeResponses(staffDeposit),
      },
    },
    async (request, reply) => {
      const answer = await answerOnce(db, idempotencyScope(request), async (trx) =>
        success(await approveDeposit(trx, request.params.id, request.member.id), th.money.approved),
      );
      return sendAnswer(reply, answer);
    },
  );

  app.post<RejectionRequest>(
    '/admin-api/deposits/:id/reject',
    {
      schema: {
        tags: ['staff'],
        security: bearerSecurity,
        summary: 'Reject a pending deposit: nothing moves',
        params: idParams,
        headers: idempotencyKeyHeader,
        body: rejectBody,
        response: envelopeResponses(staffDeposit),
      },
    },
    async (request, reply) => {
      const { reason } = request.body;
      const answer = await answerOnce(db, idempotencyScope(request), async (trx) =>
        success(await rejectDeposit(trx, request.params.id, request.member.id, reason), th.money.rejected),
      );
      return sendAnswer(reply, answer);
    },
  );

  app.post<DecisionRequest>(
    '/admin-api/withdrawals/:id/approve',
    {
      schema: {
        tags: ['staff'],
        security: bearerSecurity,
        summary: 'Approve a pending withdrawal once paid: the held amount leaves to the bank',
        params: idParams,
        headers: idempotencyKeyHeader,
        response: envelopeResponses(staffWithdrawal),
      },
    },
    async (request, reply) => {
      const answer = await answerOnce(db, idempotencyScope(request), async (trx) =>
        success(await approveWithdrawal(trx, request.params.id, request.member.id), th.money.approved),
      );
      return sendAnswer(reply, answer);
    },
  );

  app.post<RejectionRequest>(
    '/admin-api/withdrawals/:id/reject',
    {
      schema: {
        tags: ['staff'],
        security: bearerSecurity,
        summary: 'Reject a pending withdrawal: the held amount returns to the wallet',
        params: idParams,
        headers: idempotencyKeyHeader,
        body: rejectBody,
        response: envelopeResponses(staffWithdrawal),
      },
    },
    async (request, reply) => {
      const { reason } = request.body;
      const answer = await answerOnce(db, idempotencyScope(request), async (trx) =>
        success(await rejectWithdrawal(trx, request.params.id, request.member.id, reason), th.money.rejected),
      );
      return sendAnswer(reply, answer);
    },
  );
}
