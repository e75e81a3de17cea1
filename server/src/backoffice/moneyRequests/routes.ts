import {
  idParamsSchema,
  pageOf,
  rejectRequestSchema,
  staffDepositSchema,
  staffMoneyListQuerySchema,
  staffWithdrawalSchema,
  STATEMENT_PAGE_SIZE,
  th,
  withdrawalPaidSchema,
  type StaffDeposit,
  type StaffWithdrawal,
} from '@lotto/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Schema as YupSchema } from 'yup';
import type { Database } from '../../db/database';
import type { Schema } from '../../db/schema';
import { envelopeResponses, success } from '../../http/envelope';
import { requestSchema } from '../../http/requestSchema';
import { answerOnce, idempotencyScope, sendAnswer } from '../../idempotency/idempotency';
import { idempotencyKeyHeader } from '../../money/schemas';
import { offsetOf, paged } from '../paging';
import {
  approveDeposit,
  approveWithdrawal,
  recordPaid,
  rejectDeposit,
  rejectWithdrawal,
  toStaffDeposit,
  toStaffWithdrawal,
} from '../../money/staffDecisions';
import { countRequests, listDeposits, listWithdrawals, type ListQuery, type MoneyRequestTable } from '../../money/staffRepository';
import type { AdminApp } from '../adminApp';

const idParams = requestSchema(idParamsSchema);

/** What differs between the deposit and the withdrawal queues: their rows, their answer and what a decision moves. */
interface MoneyRequestKind<T> {
  item: YupSchema<T>;
  list(db: Kysely<Schema>, query: ListQuery): Promise<T[]>;
  decide: {
    approve(trx: Transaction<Schema>, id: number, staffId: number): Promise<T>;
    reject(trx: Transaction<Schema>, id: number, staffId: number, reason: string): Promise<T>;
  };
  /** The message of an approval's answer: one awaiting a second approver is not approved yet. */
  approvedMessage(item: T): string;
  /** Each route's full path, written out so that a search for it finds its route. */
  paths: Record<'list' | 'approve' | 'reject', string>;
  summaries: Record<'list' | 'approve' | 'reject', string>;
}

/** The two kinds, by table. */
const MONEY_REQUESTS: { deposits: MoneyRequestKind<StaffDeposit>; withdrawals: MoneyRequestKind<StaffWithdrawal> } = {
  deposits: {
    item: staffDepositSchema,
    list: async (db, query) => (await listDeposits(db, query)).map(toStaffDeposit),
    decide: { approve: approveDeposit, reject: rejectDeposit },
    approvedMessage: (deposit) => (deposit.state === 'awaiting_second' ? th.money.firstApproved : th.money.approved),
    paths: { list: '/admin-api/deposits', approve: '/admin-api/deposits/:id/approve', reject: '/admin-api/deposits/:id/reject' },
    summaries: {
      list: 'Deposits, pending ones oldest first, others newest first, 50 a page',
      approve:
        "Approve a pending deposit: the member's wallet is credited (a debt is repaid first); never one's own request. Above the approver's approval limit it only records the first approval (state awaiting_second) and a different staff user, whose limit covers the amount, completes it",
      reject: 'Reject a pending deposit: nothing moves',
    },
  },
  withdrawals: {
    item: staffWithdrawalSchema,
    list: async (db, query) => (await listWithdrawals(db, query)).map(toStaffWithdrawal),
    decide: { approve: approveWithdrawal, reject: rejectWithdrawal },
    approvedMessage: (withdrawal) => (withdrawal.state === 'awaiting_second' ? th.money.firstApproved : th.money.approved),
    paths: { list: '/admin-api/withdrawals', approve: '/admin-api/withdrawals/:id/approve', reject: '/admin-api/withdrawals/:id/reject' },
    summaries: {
      list: 'Withdrawals with the account to pay, pending ones oldest first, others newest first, 50 a page',
      approve:
        "Approve a pending withdrawal: the held amount leaves to the bank. Above the second-approval threshold or the approver's approval limit the first approval only records its approver (state awaiting_second) and a different staff user, whose limit covers the amount, completes it",
      reject: 'Reject a pending withdrawal, at either approval: the held amount returns to the wallet',
    },
  },
};

/**
 * Staff calls of docs/api-conventions.md#payloads for money: the queues of deposits and withdrawals
 * and their decisions, the same four routes for each kind of request.
 */
export async function moneyRequestRoutes(app: AdminApp, { database: { db } }: { database: Database }): Promise<void> {
  /** The list, approve and reject routes of one kind of request. */
  function decisionRoutes<T>(table: MoneyRequestTable, kind: MoneyRequestKind<T>): void {
    app.get(
      kind.paths.list,
      {
        config: { module: 'money' },
        schema: {
          summary: kind.summaries.list,
          querystring: requestSchema(staffMoneyListQuerySchema),
          response: envelopeResponses(pageOf(kind.item)),
        },
      },
      async (request) => {
        const { status, member_id: memberId, page } = request.query;
        const [items, total] = [
          await kind.list(db, { status, memberId, limit: STATEMENT_PAGE_SIZE, offset: offsetOf(page, STATEMENT_PAGE_SIZE) }),
          await countRequests(db, table, { status, memberId }),
        ];
        return success(paged(items, total, page, STATEMENT_PAGE_SIZE));
      },
    );

    app.post(
      kind.paths.approve,
      {
        config: { module: 'money' },
        schema: {
          summary: kind.summaries.approve,
          params: idParams,
          headers: idempotencyKeyHeader,
          response: envelopeResponses(kind.item),
        },
      },
      async (request, reply) => {
        const answer = await answerOnce(db, idempotencyScope(request), async (trx) => {
          const item = await kind.decide.approve(trx, request.params.id, request.member.id);
          return success(item, kind.approvedMessage(item));
        });
        return sendAnswer(reply, answer);
      },
    );

    app.post(
      kind.paths.reject,
      {
        config: { module: 'money' },
        schema: {
          summary: kind.summaries.reject,
          params: idParams,
          headers: idempotencyKeyHeader,
          body: requestSchema(rejectRequestSchema),
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

  decisionRoutes('deposits', MONEY_REQUESTS.deposits);
  decisionRoutes('withdrawals', MONEY_REQUESTS.withdrawals);

  app.post(
    '/admin-api/withdrawals/:id/paid',
    {
      config: { module: 'money' },
      schema: {
        summary: "Record an approved withdrawal's payout with its bank reference (โอนแล้ว), once",
        params: idParams,
        headers: idempotencyKeyHeader,
        body: requestSchema(withdrawalPaidSchema),
        response: envelopeResponses(staffWithdrawalSchema),
      },
    },
    async (request, reply) => {
      const { bank_ref: bankRef } = request.body;
      const answer = await answerOnce(db, idempotencyScope(request), async (trx) =>
        success(await recordPaid(trx, request.params.id, request.member.id, bankRef), th.money.paidRecorded),
      );
      return sendAnswer(reply, answer);
    },
  );
}
