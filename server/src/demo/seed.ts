import type { Kysely } from 'kysely';
import { DEFAULT_PASSWORD_HASH_COST, passwordHasher, type PasswordHashCost } from '../auth/passwords';
import type { Schema } from '../db/schema';
import { isUniqueViolation, transfer } from '../ledger/ledger';
import { insertMember, insertMemberBankAccount, isUsernameTaken } from '../members/repository';
import { insertSiteBankAccount } from '../money/repository';
import { setSecondFactorPolicy } from '../auth/secondFactor/repository';
import type { FeedSecretBox } from '../money/statement/feedSecrets';

/** The demo users of docs/api-conventions.md#payloads, named in the README. */
export const DEMO_MEMBER = {
  username: '0800000001',
  password: 'demo1234',
  /** 10,000.00 baht. */
  credit: 1_000_000n,
  account: { bank_id: 1, account_name: 'สมชาย ใจดีมาก', account_number: '1234567890' },
} as const;

export const DEMO_ADMIN = { username: '0800000099', password: 'admin1234' } as const;

/** Where the demo member's deposits go (bank 4 is SCB), with a PromptPay ID for QR deposits. */
export const DEMO_SITE_ACCOUNT = {
  bank_id: 4,
  account_name: 'บริษัท ลอตโต้ จำกัด',
  account_number: '4071234567',
  promptpay_id: '0812345678',
} as const;

/**
 * The demo receiving account's feed secret on the embedded demo site (docs/operations.md#demo-bank):
 * public on purpose, so that `npm run demo:bank` can sign a statement line as a bank's feed would.
 */
export const DEMO_FEED_SECRET = 'demo-bank-feed-secret-not-for-real-money';
/** On the embedded demo site, QR deposits up to 50,000 baht are credited by themselves. */
const DEMO_AUTO_CREDIT_MAX = 5_000_000n;

/**
 * Creates the demo member (with credit, paid in through the ledger, and a bank account), the demo
 * admin and the site's receiving account (on the embedded site with its feed secret and automatic credit), and requires nobody's second factor, all or nothing. Does nothing when the demo member exists;
 * answers whether it created anything.
 */
export async function seedDemoData(
  db: Kysely<Schema>,
  passwordHashCost: PasswordHashCost = DEFAULT_PASSWORD_HASH_COST,
  /** The embedded demo site's bank: the feed secret sealed with it, and automatic credit on. */
  demoBank?: FeedSecretBox,
): Promise<boolean> {
  if (await isUsernameTaken(db, DEMO_MEMBER.username)) return false;
  const passwords = passwordHasher(passwordHashCost);
  const memberHash = await passwords.hash(DEMO_MEMBER.password);
  const adminHash = await passwords.hash(DEMO_ADMIN.password);
  try {
    await db.transaction().execute(async (trx) => {
      const memberId = await insertMember(trx, { username: DEMO_MEMBER.username, passwordHash: memberHash });
      await insertMemberBankAccount(trx, memberId, DEMO_MEMBER.account);
      await transfer(trx, {
        kind: 'demo_credit',
        reference: `member:${memberId}`,
        from: 'bank',
        to: { wallet: memberId },
        amount: DEMO_MEMBER.credit,
      });
      await insertMember(trx, { username: DEMO_ADMIN.username, passwordHash: adminHash, role: 'admin' });
      const accountId = await insertSiteBankAccount(trx, DEMO_SITE_ACCOUNT);
      if (demoBank) {
        await trx
          .updateTable('site_bank_accounts')
          .set({ feed_secret: demoBank.seal(DEMO_FEED_SECRET) })
          .where('id', '=', accountId)
          .execute();
        await trx.updateTable('site_config').set({ auto_credit_max: DEMO_AUTO_CREDIT_MAX }).where('id', '=', 1).execute();
      }
      // The demo admin signs in with the password of the README at once; anyone may still enrol.
      await setSecondFactorPolicy(trx, 'nobody');
    });
  } catch (error) {
    // Another server process starting on the same PostgreSQL seeded it a moment earlier.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  return true;
}
