import type { RegisterRequest } from '@lotto/shared';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { isUniqueViolation } from '../ledger/ledger';
import { insertMember, insertMemberBankAccount, isAccountNumberTaken, isUsernameTaken } from '../members/repository';
import type { PasswordHasher } from './passwords';
import { DomainError } from '../errors/errors';

/** 409 DUPLICATE with its Thai message (docs/api-conventions.md#validation-messages) when the username or the account number is taken already. */
async function refuseTaken(db: Kysely<Schema>, username: string, accountNumber: string): Promise<void> {
  if (await isUsernameTaken(db, username)) {
    throw new DomainError('usernameTaken');
  }
  if (await isAccountNumberTaken(db, accountNumber)) {
    throw new DomainError('accountNumberTaken');
  }
}

/**
 * A new member (role member) with their wallet and bank account, in one transaction; answers
 * the member's id. `request` has passed registerRequestSchema, which allows exactly one account.
 */
export async function registerMember(db: Kysely<Schema>, passwords: PasswordHasher, request: RegisterRequest): Promise<number> {
  const [account] = request.accounts;
  if (!account) throw new Error('registerRequestSchema lets no request without an account through');
  await refuseTaken(db, request.username, account.account_number);
  // Hashed before the transaction, which then stays short.
  const passwordHash = await passwords.hash(request.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const memberId = await insertMember(trx, { username: request.username, passwordHash });
      await insertMemberBankAccount(trx, memberId, account);
      return memberId;
    });
  } catch (error) {
    // A concurrent registration took the username or the account number since the check above.
    if (isUniqueViolation(error)) await refuseTaken(db, request.username, account.account_number);
    throw error;
  }
}
