import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { DomainError } from '../errors/errors';
import { tellPasswordChanged } from '../inbox/accountNews';
import { checkLogin } from './login';
import type { PasswordHasher } from './passwords';
import { revokeAllRefreshFamiliesOf, updatePasswordHash } from './repository';

export interface PasswordChange {
  memberId: number;
  username: string;
  currentPassword: string;
  newPassword: string;
  /** The request's address and device cookie: the current password is checked as a login's would be, under its limits. */
  address: string;
  deviceId?: string;
  /** The session asking, which stays open. */
  sessionId: string;
}

/**
 * Changes a member's password after checking the current one exactly as a login checks it (the same
 * answer when wrong, counted against the same limits), and ends every other session of theirs: a
 * thief who had the old password is signed out everywhere, and the member is told in the inbox.
 * The caller tells this process's cache.
 */
export async function changePassword(db: Kysely<Schema>, passwords: PasswordHasher, change: PasswordChange): Promise<void> {
  const claims = await checkLogin(db, passwords, {
    username: change.username,
    password: change.currentPassword,
    address: change.address,
    deviceId: change.deviceId,
  });
  // The session's member is who the username names: only a rename in between could differ.
  if (claims.memberId !== change.memberId) throw new DomainError('loginFailed');
  const passwordHash = await passwords.hash(change.newPassword);
  await db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, change.memberId, passwordHash);
    await revokeAllRefreshFamiliesOf(trx, change.memberId, change.sessionId);
    await tellPasswordChanged(trx, change.memberId, new Date());
  });
}
