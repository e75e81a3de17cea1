import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  LIMIT_PERIOD_MS,
  LIMIT_RAISE_DELAY_MS,
  bahtToSatang,
  breakEnd,
  breakInForce,
  formatMoney,
  laterEnd,
  limitBreach,
  limitChangeTiming,
  limitName,
  satangToBaht,
  type LimitKind,
  type LimitPeriod,
  type LimitUse,
  type PlayLimitsPayload,
  type PlayLimitsRequest,
  type SelfExclusionRequest,
} from '@lotto/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../db/schema';
import { DomainError } from '../errors/errors';
import {
  depositedSince,
  findPlayLimits,
  findProtection,
  insertProtectionLog,
  lockMemberForPlay,
  type MemberPlayTerms,
  prizesSince,
  savePlayLimit,
  saveProtection,
  stakedSince,
  type PlayLimitRow,
  type ProtectionRow,
  type WindowStarts,
  type WindowSums,
} from './repository';

/**
 * Player protection (docs/player-protection.md). Every function takes the time as `now`, so that
 * tests move the clock; the routes pass the server's.
 */

export interface ProtectionOptions {
  /** REALITY_CHECK_SECONDS: a test environment's short interval in place of the chosen minutes. */
  realityCheckSeconds: number | null;
}

/** The limit in force at `now`: a raise or removal once its time has come, else the current one. */
function limitInForce(row: PlayLimitRow, now: Date): bigint | null {
  return row.pending_at !== null && row.pending_at <= now ? row.pending_amount : row.amount;
}

/** The row as it stands at `now`, with a due raise or removal folded in. */
function settledRow(row: PlayLimitRow, now: Date): PlayLimitRow {
  if (row.pending_at === null || row.pending_at > now) return row;
  return { ...row, amount: row.pending_amount, pending_amount: null, pending_at: null };
}

type LimitTable = Map<string, PlayLimitRow>;
const keyOf = (kind: LimitKind, period: LimitPeriod) => `${kind}:${period}`;

const tableOf = (rows: readonly PlayLimitRow[]): LimitTable => new Map(rows.map((row) => [keyOf(row.kind, row.period), row]));

async function limitTable(db: Kysely<Schema>, memberId: number): Promise<LimitTable> {
  return tableOf(await findPlayLimits(db, memberId));
}

const emptyRow = (kind: LimitKind, period: LimitPeriod): PlayLimitRow => ({
  kind,
  period,
  amount: null,
  pending_amount: null,
  pending_at: null,
});

const baht = (satang: bigint | null) => (satang === null ? null : satangToBaht(satang));

function payloadOf(table: LimitTable, protection: ProtectionRow, now: Date, options: ProtectionOptions): PlayLimitsPayload {
  const rows = LIMIT_KINDS.flatMap((kind) =>
    LIMIT_PERIODS.map((period) => settledRow(table.get(keyOf(kind, period)) ?? emptyRow(kind, period), now)),
  );
  const limitsOf = (kind: LimitKind) => {
    const of = (period: LimitPeriod) => baht(rows.find((row) => row.kind === kind && row.period === period)!.amount);
    return { day: of('day'), week: of('week'), month: of('month') };
  };
  const stillOn = (until: Date | null) => (until !== null && until > now ? until.toISOString() : null);
  const minutes = protection.reality_check_minutes;
  return {
    deposit: limitsOf('deposit'),
    loss: limitsOf('loss'),
    stake: limitsOf('stake'),
    pending: rows
      .filter((row) => row.pending_at !== null)
      .map((row) => ({
        kind: row.kind,
        period: row.period,
        amount: baht(row.pending_amount),
        effective_at: row.pending_at!.toISOString(),
      })),
    reality_check_minutes: minutes,
    reality_check_interval_seconds: minutes === null ? null : (options.realityCheckSeconds ?? minutes * 60),
    timeout_until: stillOn(protection.timeout_until),
    excluded_until: stillOn(protection.excluded_until),
  };
}

/** GET /cl-api/auth/play-limits. */
export async function playLimitsOf(
  db: Kysely<Schema>,
  memberId: number,
  now: Date,
  options: ProtectionOptions,
): Promise<PlayLimitsPayload> {
  return payloadOf(await limitTable(db, memberId), await findProtection(db, memberId), now, options);
}

/**
 * PUT /cl-api/auth/play-limits: a lower limit (or a first one) at once, a higher one or a removal
 * after LIMIT_RAISE_DELAY_MS; the same value again leaves the limit and any change waiting as
 * they are. Every change is logged for staff.
 */
export async function changePlayLimits(
  trx: Transaction<Schema>,
  memberId: number,
  input: PlayLimitsRequest,
  now: Date,
  options: ProtectionOptions,
): Promise<PlayLimitsPayload> {
  const table = tableOf((await lockMemberForPlay(trx, memberId)).limits);
  for (const kind of LIMIT_KINDS) {
    const wanted = input[kind];
    if (!wanted) continue;
    for (const period of LIMIT_PERIODS) {
      const row = settledRow(table.get(keyOf(kind, period)) ?? emptyRow(kind, period), now);
      const next = wanted[period] === null ? null : (bahtToSatang(wanted[period]) as bigint);
      const timing = limitChangeTiming(row.amount, next);
      if (timing === 'unchanged') continue;
      // Asking again for the raise already waiting does not restart its 24 hours.
      if (timing === 'later' && row.pending_at !== null && row.pending_amount === next) continue;
      const changed: PlayLimitRow =
        timing === 'now'
          ? { ...row, amount: next, pending_amount: null, pending_at: null }
          : { ...row, pending_amount: next, pending_at: new Date(now.getTime() + LIMIT_RAISE_DELAY_MS) };
      await savePlayLimit(trx, memberId, changed);
      table.set(keyOf(kind, period), changed);
      await insertProtectionLog(trx, {
        memberId,
        change: 'limit',
        at: now,
        detail: {
          limit: limitName(kind, period),
          from: baht(row.amount),
          to: baht(next),
          effective_at: (changed.pending_at ?? now).toISOString(),
        },
      });
    }
  }
  const protection = await findProtection(trx, memberId);
  if (input.reality_check_minutes !== undefined && input.reality_check_minutes !== protection.reality_check_minutes) {
    await saveProtection(trx, memberId, { reality_check_minutes: input.reality_check_minutes });
    await insertProtectionLog(trx, { memberId, change: 'reality_check', at: now, detail: { minutes: input.reality_check_minutes } });
  }
  return payloadOf(table, await findProtection(trx, memberId), now, options);
}

/**
 * POST /cl-api/auth/self-exclusion: a time-out or a self-exclusion from now. One already in force
 * is never shortened, by the member or anyone else: the later end holds.
 */
export async function startBreak(
  trx: Transaction<Schema>,
  memberId: number,
  input: SelfExclusionRequest,
  now: Date,
  options: ProtectionOptions,
): Promise<PlayLimitsPayload> {
  const { protection } = await lockMemberForPlay(trx, memberId);
  const end = breakEnd(input.period, now);
  const change =
    input.kind === 'timeout'
      ? { timeout_until: laterEnd(protection.timeout_until, end) }
      : { excluded_until: laterEnd(protection.excluded_until, end) };
  await saveProtection(trx, memberId, change);
  await insertProtectionLog(trx, {
    memberId,
    change: 'break',
    at: now,
    detail: { kind: input.kind, period: input.period, until: end.toISOString() },
  });
  return playLimitsOf(trx, memberId, now, options);
}

/** A time-out or self-exclusion in force refuses bets, deposits and slip uploads until it ends (the later of the two). */
export async function refuseWhileOnBreak(db: Kysely<Schema>, memberId: number, now: Date): Promise<void> {
  refuseBreak(await findProtection(db, memberId), now);
}

function refuseBreak(row: ProtectionRow, now: Date): void {
  const inForce = breakInForce(row, now);
  if (inForce) throw new DomainError('selfExcluded', inForce);
}

function windowStarts(now: Date): WindowStarts {
  const start = (period: LimitPeriod) => new Date(now.getTime() - LIMIT_PERIOD_MS[period]);
  return { day: start('day'), week: start('week'), month: start('month') };
}

function usesOf(kind: LimitKind, table: LimitTable, used: WindowSums, now: Date): LimitUse[] {
  return LIMIT_PERIODS.map((period) => {
    const row = table.get(keyOf(kind, period));
    return { kind, period, limit: row ? limitInForce(row, now) : null, used: used[period] };
  });
}

function refuseBreach(uses: LimitUse[], amount: bigint): void {
  const breach = limitBreach(uses, amount);
  if (breach)
    throw new DomainError('playLimit', { kind: breach.kind, period: breach.period, left: formatMoney(satangToBaht(breach.left)) });
}

/**
 * In the deposit request's transaction: no break in force, and the amount within the deposit
 * limits. The member's row is locked first, so two requests are summed one after the other.
 */
export async function checkDepositProtection(trx: Transaction<Schema>, memberId: number, amount: bigint, now: Date): Promise<void> {
  const { protection, limits } = await lockMemberForPlay(trx, memberId);
  refuseBreak(protection, now);
  const table = tableOf(limits);
  if (table.size === 0) return;
  refuseBreach(usesOf('deposit', table, await depositedSince(trx, memberId, windowStarts(now)), now), amount);
}

/**
 * In place_bet's transaction, before the slip is written: no break in force, and the slip's total
 * within the stake limits and (were it all lost) the loss limits. The member's row lock orders the
 * member's concurrent bets, so together they cannot pass a limit.
 *
 * `read` is the member's break and limits as read with the round's terms, without a lock: a member
 * with no limits needs only the break checked, so no lock and no round trip of its own (the slip's
 * write takes the member's row before any number's totals). A break set at that very moment lets
 * through a bet already read, as one committed a moment earlier would have been. A member with
 * limits is locked and read again.
 */
export async function checkBetProtection(
  trx: Transaction<Schema>,
  memberId: number,
  total: bigint,
  now: Date,
  read: MemberPlayTerms | null,
): Promise<void> {
  if (read !== null && tableOf(read.limits).size === 0) {
    refuseBreak(read.protection, now);
    return;
  }
  const { protection, limits } = await lockMemberForPlay(trx, memberId);
  refuseBreak(protection, now);
  const table = tableOf(limits);
  if (table.size === 0) return;
  const starts = windowStarts(now);
  const staked = await stakedSince(trx, memberId, starts);
  const prizes = await prizesSince(trx, memberId, starts);
  const lost: WindowSums = { day: staked.day - prizes.day, week: staked.week - prizes.week, month: staked.month - prizes.month };
  refuseBreach([...usesOf('stake', table, staked, now), ...usesOf('loss', table, lost, now)], total);
}

/** The net result of the member's bets since a time: prizes less stakes, in satang (the reality check). */
export async function netResultSince(db: Kysely<Schema>, memberId: number, since: Date): Promise<bigint> {
  const starts = { day: since, week: since, month: since };
  const staked = await stakedSince(db, memberId, starts);
  const prizes = await prizesSince(db, memberId, starts);
  return prizes.day - staked.day;
}
