import {
  idParamsSchema,
  listOf,
  nothing,
  staffAccountReplySchema,
  staffAccountSchema,
  th,
  type StaffAccount,
  type StaffRole,
} from '@lotto/shared';
import { recordAudit } from '../../audit/repository';
import { passwordHasher, type PasswordHasher } from '../../auth/passwords';
import { resetSecondFactor } from '../../auth/secondFactor/secondFactor';
import type { Database } from '../../db/database';
import { DomainError } from '../../errors/errors';
import { envelopeResponses, success } from '../../http/envelope';
import { requestSchema } from '../../http/requestSchema';
import { isUniqueViolation } from '../../ledger/ledger';
import { insertMember, isUsernameTaken } from '../../members/repository';
import { findStaffAccount, findStaffAccountIfAny, findStaffAccounts } from './repository';
import type { AdminApp } from '../adminApp';

const toStaffAccount = (row: {
  id: number;
  username: string;
  role: string;
  status: 'active' | 'suspended';
  created_at: Date;
  second_factor: boolean;
}): StaffAccount => ({
  id: row.id,
  username: row.username,
  role: row.role as StaffRole,
  status: row.status,
  created_at: row.created_at.toISOString(),
  second_factor: row.second_factor,
});

/** Staff accounts (admin): list, create, and reset a second factor. Suspending one goes through the member routes. */
export async function staffAccountRoutes(
  app: AdminApp,
  { database: { db }, passwords = passwordHasher() }: { database: Database; passwords?: PasswordHasher },
): Promise<void> {
  app.get(
    '/admin-api/staff',
    {
      config: { adminOnly: true },
      schema: {
        summary: 'Staff and admin accounts (admin)',
        response: envelopeResponses(listOf(staffAccountReplySchema)),
      },
    },
    async () => success((await findStaffAccounts(db)).map(toStaffAccount)),
  );

  app.post(
    '/admin-api/staff',
    {
      config: { adminOnly: true },
      schema: {
        summary: 'Create a staff or admin account (admin); it logs in on the member login with its phone number',
        body: requestSchema(staffAccountSchema),
        response: envelopeResponses(staffAccountReplySchema),
      },
    },
    async (request) => {
      const account = request.body;
      if (await isUsernameTaken(db, account.username)) throw new DomainError('usernameTaken');
      // Hashed before the transaction, which then stays short.
      const passwordHash = await passwords.hash(account.password);
      let id: number;
      try {
        id = await db.transaction().execute(async (trx) => {
          const memberId = await insertMember(trx, { username: account.username, passwordHash, role: account.role });
          await recordAudit(trx, {
            actorId: request.member.id,
            action: 'staff.create',
            targetType: 'member',
            targetId: memberId,
            before: null,
            after: { username: account.username, role: account.role },
          });
          return memberId;
        });
      } catch (error) {
        // A concurrent sign-up took the phone number since the check above.
        if (isUniqueViolation(error)) throw new DomainError('usernameTaken');
        throw error;
      }
      return success(toStaffAccount(await findStaffAccount(db, id)), th.staff.staffCreated);
    },
  );

  app.delete(
    '/admin-api/staff/:id/totp',
    {
      config: { adminOnly: true },
      schema: {
        summary: "Reset another staff member's second factor (admin), audited: they sign in with the password alone and enrol again",
        description: "Every session of theirs ends. Refused for one's own account (403) and for an account without one (404).",
        params: requestSchema(idParamsSchema),
        response: envelopeResponses(nothing()),
      },
    },
    async (request) => {
      const memberId = request.params.id;
      await db.transaction().execute(async (trx) => {
        const account = await findStaffAccountIfAny(trx, memberId);
        if (!account) throw new DomainError('memberNotFound');
        await resetSecondFactor(trx, request.member.id, memberId);
        await recordAudit(trx, {
          actorId: request.member.id,
          action: 'staff.second_factor_reset',
          targetType: 'member',
          targetId: memberId,
          before: { username: account.username, second_factor: true },
          after: { username: account.username, second_factor: false },
        });
      });
      app.sessionsEnded(memberId);
      return success(null, th.secondFactor.resetDone);
    },
  );
}
