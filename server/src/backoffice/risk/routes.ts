import {
  allCells,
  backofficeLabels,
  bahtToSatang,
  CELL_DIGITS,
  digitsOf,
  type LiabilityPartReply,
  liabilityParts,
  listOf,
  lotteryCodeParamsSchema,
  lotteryRiskRequestSchema,
  lotteryRiskSchema,
  riskRoundSchema,
  type RoundLiability,
  roundLiabilitySchema,
  roundParamsSchema,
  roundRiskRequestSchema,
  satangToBaht,
} from '@lotto/shared';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/repository';
import type { Database } from '../../db/database';
import type { Schema } from '../../db/schema';
import { DomainError } from '../../errors/errors';
import { envelopeResponses, success } from '../../http/envelope';
import { requestSchema } from '../../http/requestSchema';
import type { AdminApp } from '../adminApp';
import {
  findRiskRounds,
  findRoundCells,
  findRoundRisk,
  findWorstFourDigits,
  lockLotteryRisk,
  lockRoundRisk,
  updateLotteryRisk,
  updateRoundRisk,
  type CellLiability,
} from './repository';

/** The worst outcomes each part shows. */
const WORST_SHOWN = 20;

const bahtOrNull = (satang: bigint | null) => (satang === null ? null : satangToBaht(satang));
const satangOrNull = (baht: number | null) => (baht === null ? null : (bahtToSatang(baht) as bigint));

/** A loss as a whole percentage of the budget, rounded down; null without a budget. */
const budgetPercent = (loss: bigint, budget: bigint | null) => (budget === null ? null : Number((loss * 100n) / budget));

const byLiability = (a: CellLiability, b: CellLiability) =>
  a.liability === b.liability ? (a.cell < b.cell ? -1 : 1) : a.liability > b.liability ? -1 : 1;

/** One round's liability per part, as GET /admin-api/rounds/{round_id}/liability answers it. */
async function roundLiability(db: Kysely<Schema>, roundId: number): Promise<RoundLiability> {
  const round = await findRoundRisk(db, roundId);
  if (!round) throw new DomainError('roundNotFound');
  const budget = round.round_budget ?? round.lottery_budget;
  const { cells, stakes } = await findRoundCells(db, roundId);
  const parts: LiabilityPartReply[] = [];
  for (const part of liabilityParts({ hasFourDigits: round.has_four_digits, resultKind: round.result_kind })) {
    // Every cell pays its own lines, its highest four-digit row and the วิ่ง lines of its digits.
    const kept = new Map(cells.filter((cell) => cell.part === part).map((cell) => [cell.cell, cell.liability]));
    const ranked = allCells(part)
      .map((cell) => ({
        part,
        cell,
        liability: digitsOf(cell).reduce((sum, digit) => sum + (kept.get(digit) ?? 0n), kept.get(cell) ?? 0n),
      }))
      .filter((cell) => cell.liability > 0n)
      .sort(byLiability);
    const partStakes = stakes.get(part) ?? 0n;
    const worst = ranked.slice(0, WORST_SHOWN);
    const outcomes =
      part === 'top4'
        ? await findWorstFourDigits(
            db,
            roundId,
            worst.map((cell) => cell.cell),
          )
        : null;
    parts.push({
      part,
      stakes: satangToBaht(partStakes),
      grid_digits: CELL_DIGITS[part],
      worst: worst.map((cell) => ({
        outcome: outcomes?.get(cell.cell) ?? cell.cell,
        liability: satangToBaht(cell.liability),
        loss: satangToBaht(cell.liability - partStakes),
        budget_percent: budgetPercent(cell.liability - partStakes, budget),
      })),
      outcomes: Object.fromEntries(ranked.map((cell) => [cell.cell, satangToBaht(cell.liability)])),
    });
  }
  return {
    round_id: round.id,
    lottery_code: round.lottery_code,
    lottery_name: round.lottery_name,
    budget: bahtOrNull(budget),
    round_budget: bahtOrNull(round.round_budget),
    lottery_budget: bahtOrNull(round.lottery_budget),
    steps: round.risk_steps,
    parts,
  };
}

/**
 * Risk by liability in the back office (docs/lottery-rules.md#risk-by-liability): the rounds at
 * risk, one round's liability, and the budgets and rate steps (admin, audited).
 */
export async function riskRoutes(app: AdminApp, { database: { db } }: { database: Database }): Promise<void> {
  app.get(
    '/admin-api/risk/rounds',
    {
      config: { module: 'risk' },
      schema: {
        summary: "Rounds open now or waiting for their result, the riskiest first: each with its budget and its worst outcome's loss",
        response: envelopeResponses(listOf(riskRoundSchema)),
      },
    },
    async () => {
      const rounds = (await findRiskRounds(db)).map((round) => ({
        round_id: round.id,
        lottery_code: round.lottery_code,
        lottery_name: round.lottery_name,
        round_date: round.round_date,
        slot: round.slot,
        close_at: round.close_at.toISOString(),
        budget: bahtOrNull(round.budget),
        worst_loss: satangToBaht(round.worst_loss),
        budget_percent: budgetPercent(round.worst_loss, round.budget),
      }));
      // The riskiest first: by share of the budget, then rounds without one by their worst loss.
      rounds.sort((a, b) => (b.budget_percent ?? -Infinity) - (a.budget_percent ?? -Infinity) || b.worst_loss - a.worst_loss);
      return success(rounds);
    },
  );

  app.get(
    '/admin-api/rounds/:round_id/liability',
    {
      config: { module: 'risk' },
      schema: {
        summary: "A round's liability per part of the result: stakes, the 20 worst outcomes and every cell's liability",
        params: requestSchema(roundParamsSchema),
        response: envelopeResponses(roundLiabilitySchema),
      },
    },
    async (request) => success(await roundLiability(db, request.params.round_id)),
  );

  app.put(
    '/admin-api/lotteries/:code/risk',
    {
      config: { module: 'risk' },
      schema: {
        summary: "Set a lottery's default risk budget per outcome and its rate steps (admin): new bets on its rounds price by them",
        params: requestSchema(lotteryCodeParamsSchema),
        body: requestSchema(lotteryRiskRequestSchema),
        response: envelopeResponses(lotteryRiskSchema),
      },
    },
    async (request) => {
      const { code } = request.params;
      const steps = request.body.steps.map(({ from_percent, rate_percent }) => ({ from_percent, rate_percent }));
      const budget = request.body.budget ?? null;
      await db.transaction().execute(async (trx) => {
        const before = await lockLotteryRisk(trx, code);
        if (!before) throw new DomainError('lotteryNotFound');
        await updateLotteryRisk(trx, code, { budget: satangOrNull(budget), steps });
        await recordAudit(trx, {
          actorId: request.member.id,
          action: 'risk.lottery',
          targetType: 'lottery',
          targetId: code,
          before: { budget: bahtOrNull(before.risk_budget), steps: before.risk_steps },
          after: { budget, steps },
        });
      });
      return success({ code, budget, steps }, backofficeLabels.risk.savedLottery);
    },
  );

  app.put(
    '/admin-api/rounds/:round_id/risk',
    {
      config: { module: 'risk' },
      schema: {
        summary: "Set one round's risk budget per outcome (admin; null: its lottery's), answered with the round's liability",
        params: requestSchema(roundParamsSchema),
        body: requestSchema(roundRiskRequestSchema),
        response: envelopeResponses(roundLiabilitySchema),
      },
    },
    async (request) => {
      const roundId = request.params.round_id;
      const budget = request.body.budget ?? null;
      await db.transaction().execute(async (trx) => {
        const before = await lockRoundRisk(trx, roundId);
        if (!before) throw new DomainError('roundNotFound');
        if (before.settled) throw new DomainError('roundSettled');
        await updateRoundRisk(trx, roundId, satangOrNull(budget));
        await recordAudit(trx, {
          actorId: request.member.id,
          action: 'risk.round',
          targetType: 'round',
          targetId: String(roundId),
          before: { budget: bahtOrNull(before.risk_budget) },
          after: { budget },
        });
      });
      return success(await roundLiability(db, roundId), backofficeLabels.risk.savedRound);
    },
  );
}
