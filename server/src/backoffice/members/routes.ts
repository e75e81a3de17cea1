import {
  BACKOFFICE_PAGE_SIZE,
  bahtToSatang,
  bankById,
  creditAdjustmentReplySchema,
  creditAdjustmentSchema,
  idParamsSchema,
  memberLedgerEntrySchema,
  memberSlipSchema,
  pageQuerySchema,
  pageOf,
  staffMemberDetailSchema,
  staffMemberSchema,
  staffMembersQuerySchema,
  satangToBaht,
  th,
  type MemberLedgerEntry,
  type MemberSlip,
  type Paged,
  type StaffMember,
  type StaffMemberDetail,
} from '@lotto/shared';
import type { Kysely } from 'kysely';
import type { Schema as YupSchema } from 'yup';
import type { Database } from '../../db/database';
import type { Schema } from '../../db/schema';
import { envelopeResponses, success } from '../../http/envelope';
import { DomainError } from '../../errors/errors';
import { requestSchema } from '../../http/requestSchema';
import { answerOnce, idempotencyScope, sendAnswer } from '../../idempotency/idempotency';
import { findHistoryPage } from '../../lotto/reads/repository';
import { slipBetStatus } from '../../lotto/reads/rules';
import { listMemberBankAccounts } from '../../members/repository';
import { idempotencyKeyHeader } from '../../money/schemas';
import { offsetOf, paged } from '../paging';
import { adjustCredit, reactivateMember, suspendMember } from './actions';
import { countMembers, countWalletEntries, findMemberProfile, findMembersPage, findWalletEntriesPage } from './repository';
import type { AdminApp } from '../adminApp';

const idParams = requestSchema(idParamsSchema);
const pageQuery = requestSchema(pageQuerySchema);

async function memberDetailOf(db: Kysely<Schema>, memberId: number): Promise<StaffMemberDetail> {
  const member = await findMemberProfile(db, memberId);
  if (!member) throw new DomainError('memberNotFound');
  const accounts = await listMemberBankAccounts(db, memberId);
  return {
    id: member.id,
    username: member.username,
    role: member.role,
    status: member.status,
    credit: satangToBaht(member.credit),
    debt: satangToBaht(member.debt),
    created_at: member.created_at.toISOString(),
    bank_accounts: accounts.map((account) => ({ ...account, short_name: bankById(account.bank_id)?.short_name ?? '' })),
  };
}

async function ensureMember(db: Kysely<Schema>, memberId: number): Promise<void> {
  if (!(await findMemberProfile(db, memberId))) throw new DomainError('memberNotFound');
}

/** Members: search by phone, profile, ledger, slips; suspend and reactivate; credit adjustments (admin). */
export async function memberRoutes(app: AdminApp, { database: { db } }: { database: Database }): Promise<void> {
  app.get(
    '/admin-api/members',
    {
      config: { module: 'members' },
      schema: {
        summary: 'Accounts whose phone number starts with `phone` (all without it), by phone number',
        querystring: requestSchema(staffMembersQuerySchema),
        response: envelopeResponses(pageOf(staffMemberSchema)),
      },
    },
    async (request) => {
      const { phone, page } = request.query;
      const [rows, total] = [await findMembersPage(db, phone, BACKOFFICE_PAGE_SIZE, offsetOf(page)), await countMembers(db, phone)];
      const members = rows.map((row): StaffMember => ({
        ...row,
        credit: satangToBaht(row.credit),
        created_at: row.created_at.toISOString(),
      }));
      return success(paged(members, total, page));
    },
  );

  app.get(
    '/admin-api/members/:id',
    {
      config: { module: 'members' },
      schema: {
        summary: "A member's profile, credit, debt and bank accounts",
        params: idParams,
        response: envelopeResponses(staffMemberDetailSchema),
      },
    },
    async (request) => success(await memberDetailOf(db, request.params.id)),
  );

  /** A page of a member's own list, newest first: 404 for a member who does not exist. */
  function memberPageRoute<T>(
    path: string,
    summary: string,
    item: YupSchema<T>,
    pageFor: (memberId: number, page: number) => Promise<Paged<T>>,
  ) {
    app.get(
      path,
      {
        config: { module: 'members' },
        schema: { summary, params: idParams, querystring: pageQuery, response: envelopeResponses(pageOf(item)) },
      },
      async (request) => {
        await ensureMember(db, request.params.id);
        return success(await pageFor(request.params.id, request.query.page));
      },
    );
  }

  memberPageRoute(
    '/admin-api/members/:id/ledger',
    "The entries of a member's wallet, newest first",
    memberLedgerEntrySchema,
    async (memberId, page) => {
      const [rows, total] = [
        await findWalletEntriesPage(db, memberId, BACKOFFICE_PAGE_SIZE, offsetOf(page)),
        await countWalletEntries(db, memberId),
      ];
      const entries = rows.map((row): MemberLedgerEntry => ({
        id: Number(row.id),
        kind: row.kind,
        reference: row.reference,
        amount: satangToBaht(row.amount),
        created_at: row.created_at.toISOString(),
      }));
      return paged(entries, total, page);
    },
  );

  memberPageRoute(
    '/admin-api/members/:id/slips',
    "A member's bet slips, newest first, with their prizes",
    memberSlipSchema,
    async (memberId, page) => {
      const everySlip = { code: null, status: null };
      const { total, rows } = await findHistoryPage(db, memberId, everySlip, { limit: BACKOFFICE_PAGE_SIZE, offset: offsetOf(page) });
      const slips = rows.map((row): MemberSlip => ({
        id: row.id,
        round_id: row.round_id,
        lottery_name: row.name,
        total: satangToBaht(row.total),
        prize: satangToBaht(BigInt(row.prize ?? 0n)),
        status: slipBetStatus(row.status, Boolean(row.has_winning_line), Boolean(row.round_settled)),
        created_at: row.created_at.toISOString(),
      }));
      return paged(slips, total, page);
    },
  );

  app.post(
    '/admin-api/members/:id/suspend',
    {
      config: { module: 'members' },
      schema: {
        summary: 'Suspend an account: it cannot log in and every session of it ends at once (staff accounts: admin only)',
        params: idParams,
        response: envelopeResponses(staffMemberDetailSchema),
      },
    },
    async (request) => {
      await db.transaction().execute((trx) => suspendMember(trx, request.member, request.params.id));
      app.sessionsEnded(request.params.id);
      return success(await memberDetailOf(db, request.params.id), th.staff.memberSuspended);
    },
  );

  app.post(
    '/admin-api/members/:id/reactivate',
    {
      config: { module: 'members' },
      schema: {
        summary: 'Let a suspended account log in again',
        params: idParams,
        response: envelopeResponses(staffMemberDetailSchema),
      },
    },
    async (request) => {
      await db.transaction().execute((trx) => reactivateMember(trx, request.member, request.params.id));
      return success(await memberDetailOf(db, request.params.id), th.staff.memberReactivated);
    },
  );

  app.post(
    '/admin-api/members/:id/credit-adjustments',
    {
      config: { module: 'money', adminOnly: true },
      schema: {
        summary: "Give or take back credit (admin), with a reason: a ledger transfer with the house; a member's debt is repaid first",
        params: idParams,
        headers: idempotencyKeyHeader,
        body: requestSchema(creditAdjustmentSchema),
        response: envelopeResponses(creditAdjustmentReplySchema),
      },
    },
    async (request, reply) => {
      const { amount, reason } = request.body;
      const satang = bahtToSatang(amount)!;
      const answer = await answerOnce(db, idempotencyScope(request), async (trx) => {
        const after = await adjustCredit(trx, request.member, request.params.id, { amount: satang, reason });
        return success({ credit: satangToBaht(after.credit), debt: satangToBaht(after.debt) }, th.staff.creditAdjusted);
      });
      return sendAnswer(reply, answer);
    },
  );
}
