import { randomUUID } from 'node:crypto';
import { satangToBaht, th } from '@lotto/shared';
import type { Transaction } from 'kysely';
import { recordAudit } from '../../audit/repository';
import { revokeAllRefreshFamiliesOf } from '../../auth/repository';
import type { AuthenticatedMember } from '../../auth/gate';
import type { Schema } from '../../db/schema';
import { DomainError } from '../../errors/errors';
import { transfer } from '../../ledger/ledger';
import { lockMember, setMemberStatus } from './repository';

/** Staff actions on a member account, each in the caller's transaction with its audit row. */

async function lockTarget(trx: Transaction<Schema>, memberId: number) {
  const member = await lockMember(trx, memberId);
  if (!member) throw new DomainError('memberNotFound');
  return member;
}

/**
 * Suspends a member: they cannot log in, and every session of theirs ends at once (all refresh
 * families revoked, so the gate refuses their access tokens on the next request). Only an admin
 * may suspend a staff account; nobody suspends their own.
 */
export async function suspendMember(trx: Transaction<Schema>, actor: AuthenticatedMember, memberId: number): Promise<void> {
  const member = await lockTarget(trx, memberId);
  if (member.id === actor.id) throw new DomainError('cannotSuspendSelf');
  if (member.role !== 'member' && actor.role !== 'admin') throw new DomainError('forbidden');
  if (member.status === 'suspended') throw new DomainError('memberAlreadySuspended');
  await setMemberStatus(trx, memberId, 'suspended');
  await revokeAllRefreshFamiliesOf(trx, memberId);
  await recordAudit(trx, {
    actorId: actor.id,
    action: 'member.suspend',
    targetType: 'member',
    targetId: memberId,
    before: { status: member.status },
    after: { status: 'suspended', sessions: 'revoked' },
  });
}

/** Lets a suspended member log in again; the sessions that suspension ended stay ended. */
export async function reactivateMember(trx: Transaction<Schema>, actor: AuthenticatedMember, memberId: number): Promise<void> {
  const member = await lockTarget(trx, memberId);
  if (member.role !== 'member' && actor.role !== 'admin') throw new DomainError('forbidden');
  if (member.status === 'active') throw new DomainError('memberAlreadyActive');
  await setMemberStatus(trx, memberId, 'active');
  await recordAudit(trx, {
    actorId: actor.id,
    action: 'member.reactivate',
    targetType: 'member',
    targetId: memberId,
    before: { status: member.status },
    after: { status: 'active' },
  });
}

export interface Balances {
  credit: bigint;
  debt: bigint;
}

/**
 * Gives (amount > 0) or takes back (amount < 0) credit, in satang, as a ledger transfer with the
 * house. Credit given to a member who owes repays the debt first; credit taken back never goes
 * below zero (INSUFFICIENT_CREDIT).
 */
export async function adjustCredit(
  trx: Transaction<Schema>,
  actor: AuthenticatedMember,
  memberId: number,
  { amount, reason }: { amount: bigint; reason: string },
): Promise<Balances> {
  const before = await lockTarget(trx, memberId);
  const wallet = { wallet: memberId };
  await transfer(trx, {
    kind: 'adjustment',
    reference: `member:${memberId}:${randomUUID()}`,
    from: amount > 0n ? 'house' : wallet,
    to: amount > 0n ? wallet : 'house',
    amount: amount > 0n ? amount : -amount,
    createdBy: actor.id,
    insufficientMessage: th.staff.adjustmentOverCredit,
  });
  const after = await lockTarget(trx, memberId);
  await recordAudit(trx, {
    actorId: actor.id,
    action: 'member.adjust',
    targetType: 'member',
    targetId: memberId,
    before: { credit: satangToBaht(before.credit), debt: satangToBaht(before.debt) },
    after: { credit: satangToBaht(after.credit), debt: satangToBaht(after.debt), amount: satangToBaht(amount), reason },
  });
  return { credit: after.credit, debt: after.debt };
}
