import { th } from '@lotto/shared';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { LedgerAccountKind, Schema } from '../db/schema';
import { ApiError } from '../http/errors';

/** One side of a transfer: a member's wallet, or one of the site's own accounts. */
export type Party = { wallet: number } | Exclude<LedgerAccountKind, 'wallet'>;

export interface TransferRequest {
  /** What moves the money: 'deposit', 'withdraw_hold', 'bet', … */
  kind: string;
  /** What it is for ('deposit:12'); a kind and reference are transferred once only. */
  reference: string;
  from: Party;
  to: Party;
  /** Satang, more than zero. */
  amount: bigint;
  createdBy?: number;
  /** Thai message when the paying wallet has too little credit. */
  insufficientMessage?: string;
}

const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}

export async function createWallet(trx: Kysely<Schema>, memberId: number): Promise<void> {
  await trx.insertInto('ledger_accounts').values({ kind: 'wallet', member_id: memberId }).execute();
}

async function accountId(trx: Kysely<Schema>, party: Party): Promise<number> {
  const query = trx.selectFrom('ledger_accounts').select('id');
  const row = await (typeof party === 'string'
    ? query.where('kind', '=', party).where('member_id', 'is', null)
    : query.where('member_id', '=', party.wallet)
  ).executeTakeFirstOrThrow(() => new Error(`no ledger account for ${JSON.stringify(party)}`));
  return row.id;
}

/**
 * Moves money between two parties as one balanced transfer: two entries that sum to zero, and
 * the cached credit of any wallet involved changed by the same amount. It must run inside the
 * caller's transaction, so the movement and whatever caused it commit together or not at all.
 *
 * A paying wallet is debited with a guarded UPDATE (credit >= amount), which also takes the
 * member's row lock: concurrent debits queue on it and a balance can never go below zero.
 */
export async function transfer(trx: Transaction<Schema>, request: TransferRequest): Promise<bigint> {
  const { kind, reference, from, to, amount } = request;
  if (amount <= 0n) throw new Error(`a transfer moves a positive amount, got ${amount}`);

  let transferId: bigint;
  try {
    ({ id: transferId } = await trx
      .insertInto('ledger_transfers')
      .values({ kind, reference, created_by: request.createdBy ?? null })
      .returning('id')
      .executeTakeFirstOrThrow());
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'CONFLICT', th.errors.alreadyDone);
    throw error;
  }

  if (typeof from !== 'string') {
    const debited = await trx
      .updateTable('members')
      .set((eb) => ({ credit: eb('credit', '-', amount) }))
      .where('id', '=', from.wallet)
      .where('credit', '>=', amount)
      .returning('credit')
      .executeTakeFirst();
    if (!debited) {
      throw new ApiError(409, 'INSUFFICIENT_CREDIT', request.insufficientMessage ?? th.errors.insufficientCredit);
    }
  }
  if (typeof to !== 'string') {
    await trx
      .updateTable('members')
      .set((eb) => ({ credit: eb('credit', '+', amount) }))
      .where('id', '=', to.wallet)
      .executeTakeFirstOrThrow();
  }

  const [fromAccount, toAccount] = [await accountId(trx, from), await accountId(trx, to)];
  await trx
    .insertInto('ledger_entries')
    .values([
      { transfer_id: transferId, account_id: fromAccount, amount: -amount },
      { transfer_id: transferId, account_id: toAccount, amount },
    ])
    .execute();
  return transferId;
}

export interface WalletCredit {
  memberId: number;
  /** What this credit is for; with the kind, unique as for `transfer`. */
  reference: string;
  /** Satang, more than zero. */
  amount: bigint;
}

/**
 * Many transfers of one kind from a site account to members' wallets (prizes of a round), in a
 * fixed number of statements however many members there are: the same balanced pair of entries
 * and credit change per wallet as `transfer` makes. One credit per member; the wallets are locked
 * in id order first, so two of these on overlapping members cannot deadlock.
 */
export async function creditWallets(
  trx: Transaction<Schema>,
  { kind, from, credits, createdBy }: { kind: string; from: Exclude<Party, { wallet: number }>; credits: readonly WalletCredit[]; createdBy?: number | null },
): Promise<void> {
  if (credits.length === 0) return;
  if (new Set(credits.map((credit) => credit.memberId)).size !== credits.length) throw new Error('creditWallets takes one credit per member');
  if (credits.some((credit) => credit.amount <= 0n)) throw new Error('a transfer moves a positive amount');

  // Arrays of text, cast in SQL: both drivers send them the same way.
  const members = credits.map((credit) => String(credit.memberId));
  const references = credits.map((credit) => credit.reference);
  const amounts = credits.map((credit) => String(credit.amount));
  const credit = sql`(select * from unnest(${members}::int[], ${references}::text[], ${amounts}::int8[]) as c(member_id, reference, amount))`;

  await sql`select id from members where id = any(${members}::int[]) order by id for update`.execute(trx);
  let entries: number;
  try {
    ({ rows: { length: entries } } = await sql`
      with transfer as (
        insert into ledger_transfers (kind, reference, created_by)
        select ${kind}, c.reference, ${createdBy ?? null}::int from ${credit} c
        returning id, reference
      ),
      site as (select id from ledger_accounts where kind = ${from} and member_id is null)
      insert into ledger_entries (transfer_id, account_id, amount)
      select transfer.id, site.id, -c.amount from transfer join ${credit} c using (reference) cross join site
      union all
      select transfer.id, wallet.id, c.amount from transfer join ${credit} c using (reference)
        join ledger_accounts wallet on wallet.member_id = c.member_id
      returning transfer_id`.execute(trx));
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'CONFLICT', th.errors.alreadyDone);
    throw error;
  }
  // A missing account would leave a transfer with one entry: refuse it rather than unbalance the ledger.
  if (entries !== 2 * credits.length) throw new Error(`creditWallets wrote ${entries} entries for ${credits.length} credits`);
  await sql`update members set credit = members.credit + c.amount from ${credit} c where members.id = c.member_id`.execute(trx);
}
