import {
  bangkokDate,
  BACKOFFICE_PAGE_SIZE,
  roundParamsSchema,
  roundResultRequestSchema,
  roundTimesRequestSchema,
  roundVoidReplySchema,
  roundVoidRequestSchema,
  staffRoundsQuerySchema,
  satangToBaht,
  th,
  YEEKEE_CODE,
  exposureItemSchema,
  listOf,
  pageOf,
  roundResultReplySchema,
  roundTimesReplySchema,
  staffRoundSchema,
  type LotteryResult,
  type StaffRound,
  withValues,
  formatMoney,
} from '@lotto/shared';
import { recordAudit } from '../../audit/repository';
import type { Database } from '../../db/database';
import { DomainError } from '../../errors/errors';
import { envelopeResponses, success } from '../../http/envelope';
import { requestSchema } from '../../http/requestSchema';
import { rateFromX100 } from '../../lotto/catalogue';
import { findLimitRules, findRateTable, numberKeyText } from '../../lotto/rates/repository';
import { applicableRule } from '../../lotto/rates/rules';
import { lockRoundTimes, updateRoundTimes } from '../../lotto/rounds/repository';
import { movedRoundTimes, roundTimesChangeOf } from '../../lotto/rounds/staffRequests';
import { recordStaffResult } from '../../lotto/settlement/settlement';
import { voidRound } from '../../lotto/settlement/void';
import { answerOnce, idempotencyScope, sendAnswer } from '../../idempotency/idempotency';
import { idempotencyKeyHeader } from '../../money/schemas';
import { offsetOf, paged } from '../paging';
import { findImports, resetImport } from '../../lotto/rounds/resultImport/repository';
import { stagedResultOf } from '../resultImport/staged';
import { countRounds, findExposure, findRoundLottery, findRoundsPage, type RoundFilter } from './repository';
import type { AdminApp } from '../adminApp';

const roundParams = requestSchema(roundParamsSchema);

/** How many numbers the exposure view lists: the riskiest ones are what staff act on. */
const EXPOSURE_LIMIT = 200;

const resultBody = requestSchema(roundResultRequestSchema);

const roundTimesBody = requestSchema(roundTimesRequestSchema);

const satangOrNull = (satang: bigint | null): number | null => (satang === null ? null : satangToBaht(satang));
const rateOrNull = (rateX100: number | null): number | null => (rateX100 === null ? null : rateFromX100(rateX100));

/** Rounds by lottery and date, a round's result and times, its exposure. */
export async function roundRoutes(app: AdminApp, { database: { db } }: { database: Database }): Promise<void> {
  /** Rounds as staff see them, with what their result sources answered. */
  async function staffRounds(filter: RoundFilter, limit: number, offset: number): Promise<StaffRound[]> {
    const rows = await findRoundsPage(db, filter, limit, offset);
    const imports = await findImports(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row): StaffRound => ({
      id: row.id,
      lottery_code: row.lottery_code,
      lottery_name: row.lottery_name,
      slot: row.slot,
      round_date: row.round_date,
      open_at: row.open_at.toISOString(),
      close_at: row.close_at.toISOString(),
      draw_at: row.draw_at.toISOString(),
      state: row.state,
      is_yeekee: row.lottery_code === YEEKEE_CODE,
      result: row.result as LotteryResult | null,
      settlement_version: row.settlement_version,
      yeekee_seed_hash: row.yeekee_commitment,
      // The seed decides the result: it is shown once the draw is due, never before.
      yeekee_seed: row.drawn ? row.yeekee_seed : null,
      totals: {
        lines: Number(row.lines ?? 0),
        winning_lines: Number(row.winning_lines ?? 0),
        stake: satangToBaht(BigInt(row.stake ?? 0)),
        prize: satangToBaht(BigInt(row.prize ?? 0)),
      },
      staged_result: stagedResultOf(imports.get(row.id), row.state),
      void_at: row.lottery_code === YEEKEE_CODE ? null : row.void_at.toISOString(),
      voided_at: row.voided_at?.toISOString() ?? null,
      void_reason: row.void_reason,
    }));
  }

  app.get(
    '/admin-api/rounds',
    {
      config: { module: 'rounds' },
      schema: {
        summary: 'Rounds of a lottery and/or a date with state, result and totals; of one date by closing time, else newest first',
        querystring: requestSchema(staffRoundsQuerySchema),
        response: envelopeResponses(pageOf(staffRoundSchema)),
      },
    },
    async (request) => {
      const { lottery_code: lotteryCode, date, page } = request.query;
      const filter = { lotteryCode, date };
      const [rounds, total] = [await staffRounds(filter, BACKOFFICE_PAGE_SIZE, offsetOf(page)), await countRounds(db, filter)];
      return success(paged(rounds, total, page));
    },
  );

  app.get(
    '/admin-api/rounds/:round_id',
    {
      config: { module: 'rounds' },
      schema: {
        summary: 'One round as in the list, with `staged_result`: what its result sources answered (docs/result-import.md)',
        params: roundParams,
        response: envelopeResponses(staffRoundSchema),
      },
    },
    async (request) => {
      const [round] = await staffRounds({ roundId: request.params.round_id }, 1, 0);
      if (!round) throw new DomainError('roundNotFound');
      return success(round);
    },
  );

  app.post(
    '/admin-api/rounds/:round_id/result',
    {
      config: { module: 'rounds' },
      schema: {
        summary:
          "Record a closed round's result and settle it: winners are paid at once. On a settled round a different result " +
          'corrects it (prizes taken back, settled again); the same result is a CONFLICT; yeekee rounds are drawn by the server only',
        params: roundParams,
        body: resultBody,
        response: envelopeResponses(roundResultReplySchema),
      },
    },
    async (request) => {
      const summary = await recordStaffResult(db, request.params.round_id, request.body, request.member.id);
      return success(
        { ...summary, prize: satangToBaht(summary.prize), reversed_prize: satangToBaht(summary.reversed_prize) },
        summary.corrected ? th.lotto.resultCorrected : th.lotto.resultRecorded,
      );
    },
  );

  app.patch(
    '/admin-api/rounds/:round_id',
    {
      config: { module: 'rounds' },
      schema: {
        summary:
          "Move a round's times (a draw that falls on another day): all of them until the round closes, then only its draw time until a result; never a yeekee round's",
        params: roundParams,
        body: roundTimesBody,
        response: envelopeResponses(roundTimesReplySchema),
      },
    },
    async (request) => {
      const roundId = request.params.round_id;
      const change = roundTimesChangeOf(request.body);
      const moved = await db.transaction().execute(async (trx) => {
        const round = await lockRoundTimes(trx, roundId);
        if (!round) throw new DomainError('roundNotFound');
        if (round.lottery_code === YEEKEE_CODE) throw new DomainError('yeekeeDrawnOnly');
        if (round.voided) throw new DomainError('roundVoided');
        const times = movedRoundTimes(round, change, new Date());
        const roundDate = bangkokDate(times.draw_at);
        await updateRoundTimes(trx, roundId, { ...times, roundDate });
        // A moved draw is another draw: what the sources answered for the old one is fetched again (docs/result-import.md).
        if (times.draw_at.getTime() !== round.draw_at.getTime()) await resetImport(trx, roundId);
        await recordAudit(trx, {
          actorId: request.member.id,
          action: 'round.times',
          targetType: 'round',
          targetId: roundId,
          before: { open_at: round.open_at, close_at: round.close_at, draw_at: round.draw_at },
          after: { open_at: times.open_at, close_at: times.close_at, draw_at: times.draw_at },
        });
        return { round_id: roundId, round_date: roundDate, ...times };
      });
      return success(
        { ...moved, open_at: moved.open_at.toISOString(), close_at: moved.close_at.toISOString(), draw_at: moved.draw_at.toISOString() },
        th.lotto.timesMoved,
      );
    },
  );

  app.post(
    '/admin-api/rounds/:round_id/void',
    {
      config: { module: 'rounds', adminOnly: true },
      schema: {
        summary:
          'Void a round with a reason (admin; `ยกเลิกงวด`): every running slip rejected and its stake refunded, each member told; ' +
          'a settled or voided round is a CONFLICT, a yeekee round FORBIDDEN (docs/lottery-rules.md#void-deadlines)',
        params: roundParams,
        headers: idempotencyKeyHeader,
        body: requestSchema(roundVoidRequestSchema),
        response: envelopeResponses(roundVoidReplySchema),
      },
    },
    async (request, reply) => {
      const answer = await answerOnce(db, idempotencyScope(request), async (trx) => {
        const voided = await voidRound(trx, request.params.round_id, { reason: request.body.reason, actorId: request.member.id });
        const refunded = satangToBaht(voided.refunded);
        return success(
          { ...voided, refunded },
          withValues(th.lotto.roundVoidedDone, { slips: voided.slips, members: voided.members, amount: formatMoney(refunded) }),
        );
      });
      return sendAnswer(reply, answer);
    },
  );

  app.get(
    '/admin-api/rounds/:round_id/exposure',
    {
      config: { module: 'risk' },
      schema: {
        summary: `A round's exposure: per number and type the stake and the payout if it wins, largest payout first (top ${EXPOSURE_LIMIT})`,
        params: roundParams,
        response: envelopeResponses(listOf(exposureItemSchema)),
      },
    },
    async (request) => {
      const round = await findRoundLottery(db, request.params.round_id);
      if (!round) throw new DomainError('roundNotFound');
      const exposure = await findExposure(db, round.id, EXPOSURE_LIMIT);
      const [baseRates, rules] = [
        await findRateTable(db, round.lottery_code),
        await findLimitRules(db, { lotteryCode: round.lottery_code, roundId: round.id, keys: exposure }),
      ];
      return success(
        exposure.map((item) => {
          const rule = applicableRule(rules.get(numberKeyText(item)) ?? []);
          return {
            type: item.type,
            number: item.number,
            stake: satangToBaht(item.stake),
            payout_if_wins: satangToBaht(item.payout),
            rate: rateFromX100(rule?.rate_x100 ?? baseRates.get(item.type) ?? 0),
            limited: rule ? { closed: rule.closed, stake_cap: satangOrNull(rule.stake_cap), rate: rateOrNull(rule.rate_x100) } : null,
          };
        }),
      );
    },
  );
}
