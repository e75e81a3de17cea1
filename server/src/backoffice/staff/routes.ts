import {
  bahtToSatang,
  idParamsSchema,
  listOf,
  nothing,
  satangToBaht,
  STAFF_MODULES,
  staffAccountReplySchema,
  staffAccountSchema,
  staffPermissionsRequestSchema,
  th,
  type StaffAccount,
  type StaffPermissions,
  type StaffRole,
} from '@lotto/shared';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import {
  countOtherActiveAdmins,
  findStaffPermissions,
  storeStaffPermissions,
  type StaffPermissionSet,
} from '../../members/staffPermissions';
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

/** Permissions as the API shows them: the approval limit in baht. */
const toPermissions = ({ modules, approvalLimit }: StaffPermissionSet): StaffPermissions => ({
  modules,
  approval_limit: approvalLimit === null ? null : satangToBaht(approvalLimit),
});

async function toStaffAccount(
  db: Kysely<Schema>,
  row: { id: number; username: string; role: string; status: 'active' | 'suspended'; created_at: Date; second_factor: boolean },
): Promise<StaffAccount> {
  return {
    id: row.id,
    username: row.username,
    role: row.role as StaffRole,
    status: row.status,
    created_at: row.created_at.toISOString(),
    second_factor: row.second_factor,
    permissions: toPermissions(await findStaffPermissions(db, row.id)),
  };
}

/** Whether a set is every module managed without a limit: all an admin has. */
const isEveryRight = ({ modules, approvalLimit }: StaffPermissionSet) =>
  approvalLimit === null && STAFF_MODULES.every((module) => modules[module] === 'manage');

/**
 * Staff accounts (the `staff` module): list, create, set permissions, and reset a second factor.
 * Suspending one goes through the member routes.
 */
export async function staffAccountRoutes(
  app: AdminApp,
  { database: { db }, passwords = passwordHasher() }: { database: Database; passwords?: PasswordHasher },
): Promise<void> {
  app.get(
    '/admin-api/staff',
    {
      config: { module: 'staff' },
      schema: {
        summary: 'Staff and admin accounts (admin)',
        response: envelopeResponses(listOf(staffAccountReplySchema)),
      },
    },
    async () => {
      const accounts: StaffAccount[] = [];
      for (const row of await findStaffAccounts(db)) accounts.push(await toStaffAccount(db, row));
      return success(accounts);
    },
  );

  app.post(
    '/admin-api/staff',
    {
      config: { module: 'staff' },
      schema: {
        summary: 'Create a staff or admin account (admin); it logs in on the member login with its phone number',
        body: requestSchema(staffAccountSchema),
        response: envelopeResponses(staffAccountReplySchema),
      },
    },
    async (request) => {
      const account = request.body;
      // The staff module lets staff create staff; an admin account only an admin creates.
      if (account.role === 'admin' && request.member.role !== 'admin') throw new DomainError('forbidden');
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
      return success(await toStaffAccount(db, await findStaffAccount(db, id)), th.staff.staffCreated);
    },
  );

  app.delete(
    '/admin-api/staff/:id/totp',
    {
      config: { module: 'staff' },
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

  app.put(
    '/admin-api/staff/:id/permissions',
    {
      config: { module: 'staff' },
      schema: {
        summary: "Set a staff user's level of every module and their approval limit (baht, null: none), audited",
        description:
          "An admin has every right: giving an admin less makes them staff with those rights, refused (CONFLICT) for the last active admin. Only an admin changes an admin's; staff never change their own.",
        params: requestSchema(idParamsSchema),
        body: requestSchema(staffPermissionsRequestSchema),
        response: envelopeResponses(staffAccountReplySchema),
      },
    },
    async (request) => {
      const memberId = request.params.id;
      const { modules, approval_limit: limitBaht } = request.body;
      const wanted: StaffPermissionSet = { modules, approvalLimit: limitBaht === null ? null : bahtToSatang(limitBaht)! };
      const demoted = await db.transaction().execute(async (trx) => {
        const account = await findStaffAccountIfAny(trx, memberId);
        if (!account) throw new DomainError('memberNotFound');
        // Staff never raise their own; an admin may lower theirs while another admin remains.
        if (memberId === request.member.id && request.member.role !== 'admin') throw new DomainError('cannotChangeOwnPermissions');
        const before = await findStaffPermissions(trx, memberId);
        const isAdmin = account.role === 'admin';
        if (isAdmin && request.member.role !== 'admin') throw new DomainError('forbidden');
        const demoting = isAdmin && !isEveryRight(wanted);
        if (demoting && (await countOtherActiveAdmins(trx, memberId)) === 0) throw new DomainError('lastAdmin');
        if (demoting) await trx.updateTable('members').set({ role: 'staff' }).where('id', '=', memberId).execute();
        await storeStaffPermissions(trx, memberId, wanted);
        await recordAudit(trx, {
          actorId: request.member.id,
          action: 'staff.permissions',
          targetType: 'member',
          targetId: memberId,
          before: { username: account.username, role: account.role, ...toPermissions(before) },
          after: { username: account.username, role: demoting ? 'staff' : account.role, ...toPermissions(wanted) },
        });
        return demoting;
      });
      // A changed role takes effect at the member's next request, in every process.
      if (demoted) app.sessionsEnded(memberId);
      return success(await toStaffAccount(db, await findStaffAccount(db, memberId)), th.staff.permissionsSaved);
    },
  );
}
