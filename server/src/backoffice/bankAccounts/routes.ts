import {
  accountParamsSchema,
  bankAccountCreateSchema,
  bankAccountSchema,
  bankAccountsReplySchema,
  bankAccountUpdateSchema,
  bankById,
  feedSecretSchema,
  statementCsvReplySchema,
  statementCsvUploadSchema,
  th,
  validationMessages as m,
  withValues,
  type BankAccount,
} from '@lotto/shared';
import { recordAudit } from '../../audit/repository';
import type { Database } from '../../db/database';
import { DomainError } from '../../errors/errors';
import { envelopeResponses, success } from '../../http/envelope';
import { requestSchema } from '../../http/requestSchema';
import { isUniqueViolation } from '../../ledger/ledger';
import { parseStatementCsv } from '../../money/statement/csv';
import { newFeedSecret, type FeedSecretBox } from '../../money/statement/feedSecrets';
import { ingestStatementLines } from '../../money/statement/ingest';
import { BODY_LIMITS } from '../../requestLimits/bodyLimits';
import type { AdminApp } from '../adminApp';
import {
  findBankAccount,
  insertBankAccount,
  isBankAccountTaken,
  listBankAccounts,
  saveCsvMapping,
  setFeedSecret,
  updateBankAccount,
  type BankAccountRow,
} from './repository';

/** Every route under one account names it account_id: the router keeps one name per place in a path. */
const accountParams = requestSchema(accountParamsSchema);

function toBankAccount(row: BankAccountRow): BankAccount {
  return {
    id: row.id,
    bank_id: row.bank_id,
    short_name: bankById(row.bank_id)?.short_name ?? '',
    account_name: row.account_name,
    account_number: row.account_number,
    promptpay_id: row.promptpay_id,
    biller_id: row.biller_id,
    active: row.active,
    feed_secret_set: Boolean(row.feed_secret_set),
    csv_mapping: row.csv_mapping,
  };
}

/** What an audit row keeps of an account: its fields as an admin sets them, never its feed secret. */
const audited = (row: BankAccountRow) => ({
  bank_id: row.bank_id,
  account_name: row.account_name,
  account_number: row.account_number,
  promptpay_id: row.promptpay_id,
  biller_id: row.biller_id,
  active: row.active,
});

async function foundAccount(db: Database['db'], id: number): Promise<BankAccountRow> {
  const account = await findBankAccount(db, id);
  if (!account) throw new DomainError('bankAccountNotFound');
  return account;
}

/** A concurrent save took the bank and number since the check: the same refusal as the check's. */
async function refusingTakenNumber<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('bankAccountTaken');
    throw error;
  }
}

export interface BankAccountRoutesOptions {
  database: Database;
  /** Seals feed secrets under the server secret. */
  feedSecrets: FeedSecretBox;
}

/**
 * The site's receiving accounts (docs/money.md#automatic-money): staff read them and upload
 * their statement CSVs; admins add and change them and make their feed secrets.
 */
export async function bankAccountRoutes(app: AdminApp, { database: { db }, feedSecrets }: BankAccountRoutesOptions): Promise<void> {
  app.get(
    '/admin-api/bank-accounts',
    {
      config: { module: 'money' },
      schema: {
        summary: "The site's receiving accounts, with whether a feed secret is set (never the secret) and the saved CSV mapping",
        response: envelopeResponses(bankAccountsReplySchema),
      },
    },
    async () => success((await listBankAccounts(db)).map(toBankAccount)),
  );

  app.post(
    '/admin-api/bank-accounts',
    {
      config: { module: 'site' },
      schema: {
        summary: 'Add a receiving account (admin), audited; a bank and account number is one account only',
        body: requestSchema(bankAccountCreateSchema),
        response: envelopeResponses(bankAccountSchema),
      },
    },
    async (request) => {
      const account = request.body;
      if (await isBankAccountTaken(db, account.bank_id, account.account_number)) throw new DomainError('bankAccountTaken');
      const id = await refusingTakenNumber(() =>
        db.transaction().execute(async (trx) => {
          const created = await insertBankAccount(trx, account);
          await recordAudit(trx, {
            actorId: request.member.id,
            action: 'bank_account.create',
            targetType: 'site_bank_account',
            targetId: created,
            before: null,
            after: audited(await foundAccount(trx, created)),
          });
          return created;
        }),
      );
      return success(toBankAccount(await foundAccount(db, id)), th.money.bankAccountSaved);
    },
  );

  app.put(
    '/admin-api/bank-accounts/:account_id',
    {
      config: { module: 'site' },
      schema: {
        summary: 'Change a receiving account (admin), audited: its fields, and whether members are shown it (active)',
        params: accountParams,
        body: requestSchema(bankAccountUpdateSchema),
        response: envelopeResponses(bankAccountSchema),
      },
    },
    async (request) => {
      const { account_id: id } = request.params;
      const account = request.body;
      await refusingTakenNumber(() =>
        db.transaction().execute(async (trx) => {
          const before = await foundAccount(trx, id);
          if (await isBankAccountTaken(trx, account.bank_id, account.account_number, id)) throw new DomainError('bankAccountTaken');
          await updateBankAccount(trx, id, account);
          await recordAudit(trx, {
            actorId: request.member.id,
            action: 'bank_account.update',
            targetType: 'site_bank_account',
            targetId: id,
            before: audited(before),
            after: audited(await foundAccount(trx, id)),
          });
        }),
      );
      return success(toBankAccount(await foundAccount(db, id)), th.money.bankAccountSaved);
    },
  );

  app.post(
    '/admin-api/bank-accounts/:account_id/feed-secret',
    {
      config: { module: 'site' },
      schema: {
        summary:
          "Make the account's feed secret (admin), audited: answered this once; a push signed with the old one is refused from now on",
        params: accountParams,
        response: envelopeResponses(feedSecretSchema),
      },
    },
    async (request, reply) => {
      const { account_id: id } = request.params;
      const secret = newFeedSecret();
      await db.transaction().execute(async (trx) => {
        const before = await foundAccount(trx, id);
        await setFeedSecret(trx, id, feedSecrets.seal(secret));
        await recordAudit(trx, {
          actorId: request.member.id,
          action: 'bank_account.feed_secret',
          targetType: 'site_bank_account',
          targetId: id,
          before: { feed_secret_set: Boolean(before.feed_secret_set) },
          after: { feed_secret_set: true },
        });
      });
      // Shown once: no cache keeps it.
      reply.header('cache-control', 'no-store');
      return success({ secret }, th.money.feedSecretMade);
    },
  );

  app.post(
    '/admin-api/bank-accounts/:account_id/statement-csv',
    {
      config: { module: 'money' },
      bodyLimit: BODY_LIMITS.statementCsv,
      schema: {
        summary: "Upload the account's statement CSV: its lines are stored once each (by bank_ref) and matched like pushed ones",
        description:
          'The mapping names the columns (a header row names them in the file) and is saved for the account; without one the saved mapping is used. The first bad row refuses the file (400, with its line number).',
        params: accountParams,
        body: requestSchema(statementCsvUploadSchema),
        response: envelopeResponses(statementCsvReplySchema),
      },
    },
    async (request) => {
      const accountId = request.params.account_id;
      const account = await foundAccount(db, accountId);
      const given = request.body.mapping;
      const mapping = given ?? account.csv_mapping;
      if (!mapping) throw new DomainError('invalid', { message: m.statementLine.mappingInvalid });
      const lines = parseStatementCsv(request.body.csv, mapping);
      const counts = await ingestStatementLines(db, { accountId, lines, source: 'csv' });
      await db.transaction().execute(async (trx) => {
        // Saved once it has read the whole file.
        if (given) await saveCsvMapping(trx, accountId, given);
        await recordAudit(trx, {
          actorId: request.member.id,
          action: 'statement.upload',
          targetType: 'site_bank_account',
          targetId: accountId,
          before: { csv_mapping: account.csv_mapping },
          after: { csv_mapping: mapping, lines: lines.length, ...counts },
        });
      });
      return success(counts, withValues(th.money.statementUploaded, counts));
    },
  );
}
