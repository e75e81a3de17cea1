import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { LedgerAccountKind, Schema, TransferKind } from '../db/schema';
import { DomainError } from '../errors/errors';

export type { TransferKind };

/** One of the site's own accounts. */
export type SiteAccount = Exclude<LedgerAccountKind, 'wallet' | 'receivable'>;

/** One side of a transfer: a member's wallet, or one of the site's own accounts. */
export type Party = { wallet: number } | SiteAccount;

export interface TransferRequest {
  kind: TransferKind;
  /** What it is for ('deposit:12'); a kind and reference are transferred once only. */
  reference: string;
  from: Party;
  to: Party;
  /** Satang, more than zero. */
  amount: bigint;
  createdBy?: number | null;
  /** The member a move between the site's own accounts is for (a withdrawal paid out), kept on the transfer row for reports. */
  forMember?: number;
  /** Thai message when the paying wallet has too little credit. */
  insufficientMessage?: string;
}

const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}

export async function createWallet(trx: Transaction<Schema>, memberId: number): Promise<void> {
  await trx.insertInto('ledger_accounts').values({ kind: 'wallet', member_id: memberId }).execute();
}

async function siteAccountId(trx: Transaction<Schema>, kind: SiteAccount): Promise<number> {
  const row = await trx
    .selectFrom('ledger_accounts')
    .select('id')
    .where('kind', '=', kind)
    .where('member_id', 'is', null)
    .executeTakeFirstOrThrow(() => new Error(`no ledger account ${kind}`));
  return row.id;
}

/** `= any(…)` of member ids as one array parameter, however many there are. */
const anyMember = (memberIds: readonly number[]) => sql<number>`any(${memberIds.map(String)}::int[])`;

/** Each member's account of a kind; a receivable is made the first time a member needs one. */
async function memberAccountIds(
  trx: Transaction<Schema>,
  kind: 'wallet' | 'receivable',
  memberIds: readonly number[],
): Promise<Map<number, number>> {
  if (kind === 'receivable') {
    await sql`
      insert into ledger_accounts (kind, member_id) select 'receivable', m from unnest(${memberIds.map(String)}::int[]) as m
      on conflict (member_id, kind) do nothing`.execute(trx);
  }
  const rows = await trx
    .selectFrom('ledger_accounts')
    .select(['id', 'member_id'])
    .where('kind', '=', kind)
    .where('member_id', '=', anyMember(memberIds))
    .execute();
  const accounts = new Map(rows.map((row) => [row.member_id!, row.id]));
  for (const memberId of memberIds) if (!accounts.has(memberId)) throw new Error(`no ${kind} account for member ${memberId}`);
  return accounts;
}

async function partyAccountId(trx: Transaction<Schema>, party: Party): Promise<number> {
  if (typeof party === 'string') return siteAccountId(trx, party);
  return (await memberAccountIds(trx, 'wallet', [party.wallet])).get(party.wallet)!;
}

interface Movement {
  reference: string;
  fromAccount: number;
  toAccount: number;
  amount: bigint;
  /** Between the site's own accounts: the member it is for. */
  forMember?: number;
}

/**
 * Writes transfers of one kind, each as two entries summing to zero, in two statements however
 * many there are; the transfer row keeps the amount and the member (of its member account, or the
 * one it is for), which reports read. A kind and reference already transferred is a CONFLICT.
 * Cached balances are the caller's to change, in the same transaction.
 */
async function writeTransfers(
  trx: Transaction<Schema>,
  kind: TransferKind,
  movements: readonly Movement[],
  createdBy: number | null,
): Promise<void> {
  if (movements.length === 0) return;
  if (movements.some((movement) => movement.amount <= 0n)) throw new Error('a transfer moves a positive amount');
  // Arrays of text, cast in SQL: both drivers send them the same way.
  const input = sql`(select * from unnest(
      ${movements.map((movement) => movement.reference)}::text[],
      ${movements.map((movement) => String(movement.fromAccount))}::int[],
      ${movements.map((movement) => String(movement.toAccount))}::int[],
      ${movements.map((movement) => String(movement.amount))}::int8[],
      ${movements.map((movement) => (movement.forMember === undefined ? null : String(movement.forMember)))}::int[]
    ) as m(reference, from_account, to_account, amount, for_member))`;
  let entries: number;
  try {
    ({
      rows: { length: entries },
    } = await sql`
      with transfer as (
        insert into ledger_transfers (kind, reference, amount, member_id, created_by)
        select ${kind}, m.reference, m.amount,
          coalesce((select max(account.member_id) from ledger_accounts account where account.id in (m.from_account, m.to_account)), m.for_member),
          ${createdBy}::int
        from ${input} m
        returning id, reference
      )
      insert into ledger_entries (transfer_id, account_id, amount)
      select transfer.id, m.from_account, -m.amount from transfer join ${input} m using (reference)
      union all
      select transfer.id, m.to_account, m.amount from transfer join ${input} m using (reference)
      returning transfer_id`.execute(trx));
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('alreadyDone');
    throw error;
  }
  // Two movements with one reference would join to four entries each: refuse rather than unbalance.
  if (entries !== 2 * movements.length) throw new Error(`wrote ${entries} entries for ${movements.length} ${kind} transfers`);
}

interface Repayment {
  memberId: number;
  /** `${kind}:${reference}` of the credit that repays. */
  cause: string;
  amount: bigint;
}

/**
 * A credit to a member who owes goes to the debt first: wallet → receivable, as far as both
 * reach. A member owes only while the credit is 0 (a debt is made only of what the credit could
 * not cover, and every credit since repaid first), so what repays is the credit just received.
 */
async function repayDebts(
  trx: Transaction<Schema>,
  owing: readonly { memberId: number; cause: string; credit: bigint; debt: bigint }[],
  createdBy: number | null,
): Promise<void> {
  const repayments: Repayment[] = owing
    .map(({ memberId, cause, credit, debt }) => ({ memberId, cause, amount: credit < debt ? credit : debt }))
    .filter((repayment) => repayment.amount > 0n);
  if (repayments.length === 0) return;
  const memberIds = repayments.map((repayment) => repayment.memberId);
  const [wallets, receivables] = [await memberAccountIds(trx, 'wallet', memberIds), await memberAccountIds(trx, 'receivable', memberIds)];
  await writeTransfers(
    trx,
    'debt_repayment',
    repayments.map(({ memberId, cause, amount }) => ({
      reference: cause,
      fromAccount: wallets.get(memberId)!,
      toAccount: receivables.get(memberId)!,
      amount,
    })),
    createdBy,
  );
  await sql`
    update members set credit = members.credit - r.amount, debt = members.debt - r.amount
    from unnest(${memberIds.map(String)}::int[], ${repayments.map((repayment) => String(repayment.amount))}::int8[]) as r(member_id, amount)
    where members.id = r.member_id`.execute(trx);
}

/**
 * Moves money between two parties as one balanced transfer: two entries that sum to zero, and
 * the cached credit of any wallet involved changed by the same amount. It must run inside the
 * caller's transaction, so the movement and whatever caused it commit together or not at all.
 *
 * A paying wallet is debited with a guarded UPDATE (credit >= amount), which also takes the
 * member's row lock: concurrent debits queue on it and a balance can never go below zero. A
 * receiving wallet whose member owes repays the debt first.
 */
export async function transfer(trx: Transaction<Schema>, request: TransferRequest): Promise<void> {
  const { kind, reference, from, to, amount } = request;
  if (amount <= 0n) throw new Error(`a transfer moves a positive amount, got ${amount}`);
  const createdBy = request.createdBy ?? null;

  // The transfer row first: a kind and reference already moved is a CONFLICT whatever the credit.
  const [fromAccount, toAccount] = [await partyAccountId(trx, from), await partyAccountId(trx, to)];
  await writeTransfers(trx, kind, [{ reference, fromAccount, toAccount, amount, forMember: request.forMember }], createdBy);

  if (typeof from !== 'string') {
    const debited = await trx
      .updateTable('members')
      .set((eb) => ({ credit: eb('credit', '-', amount) }))
      .where('id', '=', from.wallet)
      .where('credit', '>=', amount)
      .returning('credit')
      .executeTakeFirst();
    if (!debited) throw new DomainError('insufficientCredit', { message: request.insufficientMessage });
  }
  if (typeof to !== 'string') {
    const credited = await trx
      .updateTable('members')
      .set((eb) => ({ credit: eb('credit', '+', amount) }))
      .where('id', '=', to.wallet)
      .returning(['credit', 'debt'])
      .executeTakeFirstOrThrow();
    if (credited.debt > 0n) await repayDebts(trx, [{ memberId: to.wallet, cause: `${kind}:${reference}`, ...credited }], createdBy);
  }
}

export interface WalletCredit {
  memberId: number;
  /** What this credit is for; with the kind, unique as for `transfer`. */
  reference: string;
  /** Satang, more than zero. */
  amount: bigint;
}

const inIdOrder = <T extends { memberId: number }>(items: readonly T[]): T[] => [...items].sort((a, b) => a.memberId - b.memberId);

/**
 * Locks the members' rows in id order, so that two transactions locking overlapping members this
 * way cannot deadlock. A caller that moves money of several sets of members locks them all first.
 */
export async function lockMembers(
  trx: Transaction<Schema>,
  memberIds: readonly number[],
): Promise<Map<number, { credit: bigint; debt: bigint }>> {
  const rows = await trx
    .selectFrom('members')
    .select(['id', 'credit', 'debt'])
    .where('id', '=', anyMember(memberIds))
    .orderBy('id')
    .forUpdate()
    .execute();
  return new Map(rows.map((row) => [row.id, { credit: row.credit, debt: row.debt }]));
}

function oneEachPositive(items: readonly { memberId: number; amount: bigint }[], what: string): void {
  if (new Set(items.map((item) => item.memberId)).size !== items.length) throw new Error(`${what} takes one amount per member`);
  if (items.some((item) => item.amount <= 0n)) throw new Error('a transfer moves a positive amount');
}

/**
 * Many transfers of one kind from a site account to members' wallets (prizes of a round, one per
 * member; a voided round's refunds, one per slip), in a fixed number of statements however many
 * there are: the same balanced pair of entries and credit change per transfer as `transfer` makes,
 * each wallet's credit raised once by its sum, and the same repayment of debts first.
 */
export async function creditWallets(
  trx: Transaction<Schema>,
  {
    kind,
    from,
    credits,
    createdBy,
  }: { kind: TransferKind; from: SiteAccount; credits: readonly WalletCredit[]; createdBy?: number | null },
): Promise<void> {
  if (credits.length === 0) return;
  if (credits.some((credit) => credit.amount <= 0n)) throw new Error('a transfer moves a positive amount');
  const ordered = inIdOrder(credits);
  const sums = new Map<number, bigint>();
  for (const { memberId, amount } of ordered) sums.set(memberId, (sums.get(memberId) ?? 0n) + amount);
  const memberIds = [...sums.keys()];
  await lockMembers(trx, memberIds);
  const [site, wallets] = [await siteAccountId(trx, from), await memberAccountIds(trx, 'wallet', memberIds)];
  await writeTransfers(
    trx,
    kind,
    ordered.map(({ memberId, reference, amount }) => ({ reference, fromAccount: site, toAccount: wallets.get(memberId)!, amount })),
    createdBy ?? null,
  );
  const { rows } = await sql<{ id: number; credit: string; debt: string }>`
    update members set credit = members.credit + c.amount
    from unnest(${memberIds.map(String)}::int[], ${[...sums.values()].map(String)}::int8[]) as c(member_id, amount)
    where members.id = c.member_id
    returning members.id, members.credit::text as credit, members.debt::text as debt`.execute(trx);
  // A member's first credit names the repayment: one repayment per member and credit call.
  const causes = new Map<number, string>();
  for (const credit of ordered) if (!causes.has(credit.memberId)) causes.set(credit.memberId, `${kind}:${credit.reference}`);
  const owing = rows
    .filter((row) => BigInt(row.debt) > 0n)
    .map((row) => ({ memberId: row.id, cause: causes.get(row.id)!, credit: BigInt(row.credit), debt: BigInt(row.debt) }));
  await repayDebts(trx, inIdOrder(owing), createdBy ?? null);
}

export interface WalletDebit {
  memberId: number;
  /** What is taken back; the reversal and its debt part use it with their own kinds. */
  reference: string;
  amount: bigint;
}

export interface TakenBack {
  memberId: number;
  /** Satang taken from the wallet. */
  fromCredit: bigint;
  /** Satang the credit could not cover, now owed. */
  owed: bigint;
}

/**
 * Takes amounts back from members' wallets to a site account (prizes of a corrected settlement).
 * What the credit covers moves wallet → site as `kind`; the rest moves receivable → site as
 * `debtKind` and is owed, never a negative credit. Members are locked in id order first.
 */
export async function takeBackCredits(
  trx: Transaction<Schema>,
  {
    kind,
    debtKind,
    to,
    debits,
    createdBy,
  }: { kind: TransferKind; debtKind: TransferKind; to: SiteAccount; debits: readonly WalletDebit[]; createdBy: number | null },
): Promise<TakenBack[]> {
  if (debits.length === 0) return [];
  oneEachPositive(debits, 'takeBackCredits');
  const ordered = inIdOrder(debits);
  const balances = await lockMembers(
    trx,
    ordered.map((debit) => debit.memberId),
  );
  const taken = ordered.map(({ memberId, amount }) => {
    const { credit } = balances.get(memberId)!;
    const fromCredit = credit < amount ? credit : amount;
    return { memberId, fromCredit, owed: amount - fromCredit };
  });
  const references = new Map(ordered.map((debit) => [debit.memberId, debit.reference]));
  const site = await siteAccountId(trx, to);

  const covered = taken.filter((item) => item.fromCredit > 0n);
  if (covered.length > 0) {
    const wallets = await memberAccountIds(
      trx,
      'wallet',
      covered.map((item) => item.memberId),
    );
    await writeTransfers(
      trx,
      kind,
      covered.map((item) => ({
        reference: references.get(item.memberId)!,
        fromAccount: wallets.get(item.memberId)!,
        toAccount: site,
        amount: item.fromCredit,
      })),
      createdBy,
    );
  }
  const owing = taken.filter((item) => item.owed > 0n);
  if (owing.length > 0) {
    const receivables = await memberAccountIds(
      trx,
      'receivable',
      owing.map((item) => item.memberId),
    );
    await writeTransfers(
      trx,
      debtKind,
      owing.map((item) => ({
        reference: references.get(item.memberId)!,
        fromAccount: receivables.get(item.memberId)!,
        toAccount: site,
        amount: item.owed,
      })),
      createdBy,
    );
  }
  await sql`
    update members set credit = members.credit - t.from_credit, debt = members.debt + t.owed
    from unnest(
      ${taken.map((item) => String(item.memberId))}::int[],
      ${taken.map((item) => String(item.fromCredit))}::int8[],
      ${taken.map((item) => String(item.owed))}::int8[]
    ) as t(member_id, from_credit, owed)
    where members.id = t.member_id`.execute(trx);
  return taken;
}

/**
 * A bet's money, as common table expressions of the one statement that writes the slip, so that
 * place_bet stays one round trip: `bet_debit` takes `amount` from the member's cached credit with
 * a guarded UPDATE, only while `allowed` holds and the credit covers it (the member's row lock, so
 * a credit never goes below zero), returning the new `credit`; `betTransfer(slip)` writes, for the
 * row of the statement's CTE `slip` (which selects from `bet_debit`), the balanced 'bet' transfer
 * wallet → house referenced `slip:<id>` (the pair of entries `transfer` writes) as `bet_transfer`
 * and `bet_entries`. `entriesWritten` counts them: `checkBetEntries` refuses anything but two.
 */
export function betDebit({ memberId, amount, allowed }: { memberId: number; amount: bigint; allowed: RawBuilder<boolean> }) {
  return {
    debit: sql`bet_debit as (
      update members set credit = credit - ${amount}::bigint
      where id = ${memberId} and credit >= ${amount}::bigint and ${allowed}
      returning credit
    )`,
    betTransfer: (slip: string) => sql`bet_transfer as (
      insert into ledger_transfers (kind, reference, amount, member_id)
      select 'bet', 'slip:' || ${sql.ref(`${slip}.id`)}, ${amount}::bigint, ${memberId}::int from ${sql.table(slip)}
      returning id
    ),
    bet_entries as (
      insert into ledger_entries (transfer_id, account_id, amount)
      select bet_transfer.id, wallet.id, -${amount}::bigint from bet_transfer
        join ledger_accounts wallet on wallet.member_id = ${memberId} and wallet.kind = 'wallet'
      union all
      select bet_transfer.id, house.id, ${amount}::bigint from bet_transfer
        join ledger_accounts house on house.kind = 'house' and house.member_id is null
      returning 1
    )`,
    entriesWritten: sql<number>`(select count(*)::int from bet_entries)`,
  };
}

/** The entries of a bet's transfer: wallet and house. */
export const BET_ENTRIES = 2;

/** A missing account would leave a bet's transfer with one entry: refuse it rather than unbalance the ledger. */
export function checkBetEntries(slipId: number, entries: number): void {
  if (entries !== BET_ENTRIES) throw new Error(`the bet of slip ${slipId} wrote ${entries} ledger entries`);
}

/** The wallet credits of a kind made under these references (prizes of one settlement): who got how much. */
export async function walletCreditsOf(
  trx: Transaction<Schema>,
  kind: TransferKind,
  references: readonly string[],
): Promise<WalletCredit[]> {
  if (references.length === 0) return [];
  const rows = await trx
    .selectFrom('ledger_transfers')
    .innerJoin('ledger_entries', 'ledger_entries.transfer_id', 'ledger_transfers.id')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .select(['ledger_transfers.reference', 'ledger_accounts.member_id', 'ledger_entries.amount'])
    .where('ledger_transfers.kind', '=', kind)
    .where('ledger_transfers.reference', '=', sql<string>`any(${references}::text[])`)
    .where('ledger_accounts.kind', '=', 'wallet')
    .orderBy('ledger_accounts.member_id')
    .execute();
  return rows.map((row) => ({ memberId: row.member_id!, reference: row.reference, amount: row.amount }));
}
