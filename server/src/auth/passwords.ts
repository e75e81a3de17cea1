import * as argon2 from 'argon2';

/** Cost of new password hashes. Verification reads the cost stored in each hash. */
export type PasswordHashCost = Pick<argon2.HashOptions, 'memoryCost' | 'timeCost' | 'parallelism'>;

/** argon2's own defaults (64 MiB, 3 passes, 4 lanes): stronger than OWASP's minimum for argon2id. */
export const DEFAULT_PASSWORD_HASH_COST: PasswordHashCost = {};

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /**
   * Spends the time of one verification and answers false: for a username that does not exist,
   * so that the answer's timing does not tell which usernames are members.
   */
  verifyNobody(password: string): Promise<boolean>;
}

export function passwordHasher(cost: PasswordHashCost = DEFAULT_PASSWORD_HASH_COST): PasswordHasher {
  const hash = (password: string) => argon2.hash(password, { ...cost, type: argon2.argon2id });
  // Made on first need, with the same cost as members' hashes, so it takes as long to check.
  let nobodyHash: Promise<string> | undefined;
  return {
    hash,
    verify: (stored, password) => argon2.verify(stored, password),
    async verifyNobody(password) {
      nobodyHash ??= hash('no member has this password hash');
      await argon2.verify(await nobodyHash, password);
      return false;
    },
  };
}
