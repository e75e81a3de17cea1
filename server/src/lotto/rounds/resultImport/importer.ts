import { createHash } from 'node:crypto';
import {
  backofficeLabels,
  formatResultDate,
  lotteryByCode,
  type LotteryResult,
  MAX_RESULT_SOURCES,
  type ResultImportState,
  type ResultSource,
  resultSourceHost,
  type StagedSource,
  withValues,
} from '@lotto/shared';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '../../../audit/repository';
import { queueStaffAlert } from '../../../messaging/outbox';
import type { Schema } from '../../../db/schema';
import { DomainError } from '../../../errors/errors';
import { sameResult, settleImportedResult, type SettlementSummary } from '../../settlement/settlement';
import { readAnswer, type ExpectedResult } from './answers';
import { fetchAnswer, type FetchedAnswer } from './fetchAnswer';
import {
  claimImport,
  findDueImports,
  findImportingRound,
  findSourcesByLottery,
  lockImport,
  lockedRoundDate,
  markImportSettled,
  openDueImports,
  updateImport,
} from './repository';

export interface ResultImportSettings {
  /** How often due rounds are fetched (RESULT_POLL_SECONDS): the first retry's wait, doubled after each failure. */
  pollMs: number;
  /** One request's limit (RESULT_FETCH_TIMEOUT_MS). */
  fetchTimeoutMs: number;
  /** Failing this long since the first failed fetch raises the dashboard's alert (RESULT_ALERT_AFTER_SECONDS). */
  alertAfterMs: number;
  /** RESULT_SOURCE_ALLOW_PRIVATE: sources inside (this machine, a private network) are asked too; for local fixtures in tests. */
  allowPrivateSources: boolean;
}

/** The longest wait between retries: a late result is still picked up within minutes. */
const MAX_RETRY_MS = 5 * 60_000;
/** Rounds drawn longer ago than this are not imported any more. */
const LOOK_BACK_MS = 3 * 24 * 3_600_000;

/**
 * The scheduler's job (docs/result-import.md): opens an import for every round of a lottery with
 * sources once its draw time has passed, and fetches each due one. A round's fetches hold no
 * transaction; the claim keeps other server processes off it meanwhile.
 */
export function resultImportJob(settings: ResultImportSettings) {
  return async function importDueResults(db: Kysely<Schema>, now: Date): Promise<void> {
    await openDueImports(db, now, LOOK_BACK_MS);
    const roundIds = await findDueImports(db, now, LOOK_BACK_MS);
    if (roundIds.length === 0) return;
    const sources = await findSourcesByLottery(db);
    const failures: unknown[] = [];
    for (const roundId of roundIds) {
      try {
        // Long enough for every source to time out once.
        if (await claimImport(db, roundId, now, settings.fetchTimeoutMs * MAX_RESULT_SOURCES + 60_000))
          await importRound(db, roundId, sources, settings, now);
      } catch (error) {
        // Settled or voided meanwhile, by staff or another process: nothing left to import.
        if (!(error instanceof DomainError && (error.kind === 'roundSettled' || error.kind === 'roundVoided'))) failures.push(error);
      }
    }
    if (failures.length === 1) throw failures[0];
    if (failures.length > 1) throw new AggregateError(failures, `${failures.length} result imports failed`);
  };
}

interface SourceAnswer {
  staged: StagedSource;
  fetched: FetchedAnswer;
}

async function fetchSource(source: ResultSource, expected: ExpectedResult, settings: ResultImportSettings): Promise<SourceAnswer> {
  const fetched = await fetchAnswer(source, { timeoutMs: settings.fetchTimeoutMs, allowInside: settings.allowPrivateSources });
  const reading = fetched.failure === null ? readAnswer(source.format, fetched.body, expected) : { failure: fetched.failure };
  return {
    fetched,
    staged: {
      url: source.url,
      format: source.format,
      result: 'result' in reading ? reading.result : null,
      failure: 'failure' in reading ? reading.failure : null,
      draw_date: reading.drawDate ?? null,
      fetched_at: new Date().toISOString(),
    },
  };
}

/** How many different hosts gave a result: one host saved twice (as `U` and `U?again`) is one source. */
function answeringHosts(answers: readonly StagedSource[]): number {
  return new Set(answers.filter((answer) => answer.result !== null).map((answer) => resultSourceHost(answer.url) ?? answer.url)).size;
}

/** The distinct results of the sources that answered one. */
function distinctResults(answers: readonly StagedSource[]): LotteryResult[] {
  const results: LotteryResult[] = [];
  for (const { result } of answers) {
    if (result && !results.some((known) => sameResult(known, result))) results.push(result);
  }
  return results;
}

async function importRound(
  db: Kysely<Schema>,
  roundId: number,
  sourcesByLottery: Map<string, ResultSource[]>,
  settings: ResultImportSettings,
  now: Date,
): Promise<void> {
  const round = await findImportingRound(db, roundId);
  if (!round) return;
  const sources = sourcesByLottery.get(round.lottery_code) ?? [];
  const expected = { resultKind: round.result_kind, hasFourDigits: round.has_four_digits, drawDate: round.round_date };
  const answers: SourceAnswer[] = [];
  for (const source of sources) answers.push(await fetchSource(source, expected, settings));
  const staged = answers.map((answer) => answer.staged);
  const results = distinctResults(staged);
  const agreed = results.length === 1 ? (results[0] as LotteryResult) : null;
  const answered = staged.filter((answer) => answer.result !== null).length;
  const attempts = round.attempts + 1;
  const base = { sources: staged, fetchedAt: now, attempts };

  const audits: {
    action: 'result_import.stage' | 'result_import.agree' | 'result_import.disagree' | 'result_import.failing';
    after: unknown;
  }[] = [];
  let update: Parameters<typeof updateImport>[2];
  let alert: string | null = null;
  if (results.length > 1) {
    update = {
      ...base,
      state: 'disagreement',
      result: null,
      firstFailureAt: round.first_failure_at,
      alertAt: round.alert_at ?? now,
      nextFetchAt: null,
    };
    audits.push({ action: 'result_import.disagree', after: { results: staged.map(({ url, result }) => ({ url, result })) } });
    alert = round.state === 'disagreement' ? null : disagreementAlert(round.lottery_code, round.round_date);
  } else if (agreed && answered === sources.length && answeringHosts(staged) > 1) {
    await settleByAgreement(db, roundId, agreed, round.round_date, answers, attempts);
    return;
  } else if (agreed) {
    // Staged for staff; with a second source still failing, it is fetched again for an agreement.
    // Two sources on one host (saved before hosts had to differ) are one source: staged, never settled.
    const waiting = answered < sources.length;
    update = {
      ...base,
      state: 'staged',
      result: agreed,
      firstFailureAt: null,
      alertAt: null,
      nextFetchAt: waiting ? retryAt(now, attempts, settings) : null,
    };
    if (round.state !== 'staged' || !round.result || !sameResult(round.result, agreed)) {
      audits.push({
        action: 'result_import.stage',
        after: { result: agreed, sources: staged.filter((answer) => answer.result).map(({ url, format }) => ({ url, format })) },
      });
    }
  } else {
    const firstFailureAt = round.first_failure_at ?? now;
    const failingLong = now.getTime() - firstFailureAt.getTime() >= settings.alertAfterMs;
    const state: ResultImportState = failingLong ? 'failing' : 'fetching';
    update = {
      ...base,
      state,
      result: null,
      firstFailureAt,
      alertAt: failingLong ? (round.alert_at ?? now) : null,
      nextFetchAt: retryAt(now, attempts, settings),
    };
    if (failingLong && round.state !== 'failing') {
      audits.push({
        action: 'result_import.failing',
        after: { since: firstFailureAt, failures: staged.map(({ url, failure }) => ({ url, failure })) },
      });
    }
  }

  await db.transaction().execute(async (trx) => {
    await recordFetches(trx, roundId, answers);
    for (const audit of audits)
      await recordAudit(trx, {
        actorId: null,
        action: audit.action,
        targetType: 'round',
        targetId: roundId,
        before: null,
        after: audit.after,
      });
    await updateImport(trx, roundId, update);
    if (alert) await queueStaffAlert(trx, alert);
  });
}

/** Staff are told when a round's sources first disagree: it waits for them. */
function disagreementAlert(lotteryCode: string, roundDate: string): string {
  return withValues(backofficeLabels.messages.alerts.import_disagreement, {
    lottery: lotteryByCode(lotteryCode)?.name ?? lotteryCode,
    date: formatResultDate(roundDate),
  });
}

/** The wait before the next try: the poll interval, doubled after each failed attempt, at most MAX_RETRY_MS. */
function retryAt(now: Date, attempts: number, { pollMs }: ResultImportSettings): Date {
  return new Date(now.getTime() + Math.min(pollMs * 2 ** Math.min(attempts - 1, 16), MAX_RETRY_MS));
}

/**
 * One audit row per fetch. Every staff account reads the audit log, so a source's raw answer is
 * never in it: its SHA-256 and size tell two answers apart and match a copy kept by the source.
 */
async function recordFetches(trx: Transaction<Schema>, roundId: number, answers: readonly SourceAnswer[]): Promise<void> {
  for (const { staged, fetched } of answers) {
    const raw = fetched.body === null ? null : Buffer.from(fetched.body, 'utf8');
    await recordAudit(trx, {
      actorId: null,
      action: 'result_import.fetch',
      targetType: 'round',
      targetId: roundId,
      before: null,
      after: {
        url: staged.url,
        format: staged.format,
        http_status: fetched.httpStatus,
        failure: staged.failure,
        draw_date: staged.draw_date,
        result: staged.result,
        answer_sha256: raw === null ? null : createHash('sha256').update(raw).digest('hex'),
        answer_bytes: raw?.byteLength ?? null,
      },
    });
  }
}

/** Two sources gave the same result: the round settles with no person, as a staff result would. */
async function settleByAgreement(
  db: Kysely<Schema>,
  roundId: number,
  result: LotteryResult,
  drawDate: string,
  answers: readonly SourceAnswer[],
  attempts: number,
): Promise<SettlementSummary> {
  const staged = answers.map((answer) => answer.staged);
  return settleImportedResult(db, roundId, null, {
    resultOf: async (trx) => {
      // Staff moved the draw to another day while the sources were asked: these answers are of the old date.
      const roundDate = await lockedRoundDate(trx, roundId);
      if (roundDate !== drawDate) throw new DomainError('stagedOtherDate', { date: drawDate, roundDate });
      return result;
    },
    andThen: async (trx, valid) => {
      await recordFetches(trx, roundId, answers);
      await recordAudit(trx, {
        actorId: null,
        action: 'result_import.agree',
        targetType: 'round',
        targetId: roundId,
        before: null,
        after: { result: valid, sources: staged.map(({ url, format }) => ({ url, format })) },
      });
      await updateImport(trx, roundId, {
        state: 'settled',
        result: valid,
        sources: staged,
        fetchedAt: new Date(),
        attempts,
        firstFailureAt: null,
        alertAt: null,
        nextFetchAt: null,
      });
    },
  });
}

/**
 * Staff confirm a round's staged result (`ยืนยันผล`): it settles the round as their own result
 * would, with the sources it came from in the audit log.
 */
export async function confirmStagedResult(db: Kysely<Schema>, roundId: number, actorId: number): Promise<SettlementSummary> {
  let sources: StagedSource[] = [];
  return settleImportedResult(db, roundId, actorId, {
    resultOf: async (trx) => {
      const staged = await lockImport(trx, roundId);
      if (!staged || staged.state !== 'staged' || staged.result === null) throw new DomainError('nothingStaged');
      // An answer is for one draw date: once staff move the draw to another day it is not this round's result.
      const roundDate = await lockedRoundDate(trx, roundId);
      const answered = staged.sources.filter((source) => source.result !== null);
      const otherDate = answered.find((source) => source.draw_date !== roundDate);
      if (answered.length === 0 || otherDate) throw new DomainError('stagedOtherDate', { date: otherDate?.draw_date ?? null, roundDate });
      sources = staged.sources;
      return staged.result;
    },
    andThen: async (trx, result) => {
      await markImportSettled(trx, roundId);
      await recordAudit(trx, {
        actorId,
        action: 'result_import.confirm',
        targetType: 'round',
        targetId: roundId,
        before: null,
        after: {
          result,
          sources: sources.filter((source) => source.result).map(({ url, format, fetched_at }) => ({ url, format, fetched_at })),
        },
      });
    },
  });
}
