import * as yup from 'yup';
import { decimal, integer, isoTime, listOf, oneOfText, recordOf, shape, text } from '../../api/replies';
import { LIABILITY_PARTS, MAX_RISK_STEPS, riskStepsProblem, type RiskStep } from '../../lotto/liability';
import { hasAtMostTwoDecimals } from '../../money/satang';
import { MAX_BAHT } from '../../validation/bounds';
import { validationMessages as m } from '../../validation/messages';
import { baht, bangkokDate } from './fields';

/**
 * Risk by liability (docs/lottery-rules.md#risk-by-liability): a lottery's default budget and rate
 * steps, a round's own budget (admin), the open rounds with their worst loss, and one round's
 * liability per part of the result. Baht; percentages are whole numbers.
 */

const risk = m.risk;

/** A budget in baht, or null: none (a lottery), the lottery's (a round). */
const budgetRule = () =>
  yup
    .number()
    .typeError(risk.budgetInvalid)
    .nullable()
    .defined(risk.budgetInvalid)
    .moreThan(0, risk.budgetInvalid)
    .max(MAX_BAHT, risk.budgetInvalid)
    .test('decimals', risk.budgetInvalid, (value) => value === null || value === undefined || hasAtMostTwoDecimals(value));

const percentRule = (message: string, min: number, max: number) =>
  yup.number().typeError(message).required(message).integer(risk.percentInvalid).min(min, message).max(max, message);

/** PUT /admin-api/lotteries/{code}/risk. */
export const lotteryRiskRequestSchema = yup.object({
  budget: budgetRule().meta({ description: 'The most the house may lose on one outcome of a round, baht; null for none.' }),
  steps: yup
    .array(
      yup.object({
        from_percent: percentRule(risk.stepFromInvalid, 1, 99),
        rate_percent: percentRule(risk.stepRateInvalid, 0, 99),
      }),
    )
    .required(risk.stepsOrder)
    .max(MAX_RISK_STEPS, risk.stepsCount)
    .test('order', risk.stepsOrder, (steps) => riskStepsProblem(steps as RiskStep[]) !== 'order')
    .meta({
      description:
        'At or above from_percent of the budget, a line gets rate_percent of its rate, rounded down to a whole baht; at 100 % the outcome is closed.',
    }),
});

/** PUT /admin-api/rounds/{round_id}/risk. */
export const roundRiskRequestSchema = yup.object({
  budget: budgetRule().meta({ description: "This round's budget, baht; null: the lottery's." }),
});

// --- replies ---

const riskStepSchema = shape({ from_percent: integer(), rate_percent: integer() });

/** A lottery's risk settings: PUT's answer. */
export const lotteryRiskSchema = shape({
  code: text(),
  budget: decimal().nullable(),
  steps: listOf(riskStepSchema),
});

const budgetPercent = () =>
  integer().nullable().meta({
    description: 'The loss as a whole percentage of the budget (may pass 100 after the budget was lowered); null without a budget.',
  });

/** One open round of GET /admin-api/risk/rounds: the riskiest first. */
export const riskRoundSchema = shape({
  round_id: integer(),
  lottery_code: text(),
  lottery_name: text(),
  round_date: bangkokDate(),
  slot: text(),
  close_at: isoTime(),
  budget: decimal().nullable().meta({ description: "The budget that applies: the round's own or its lottery's, baht." }),
  worst_loss: baht("The largest loss of any outcome: its liability less its part's stakes."),
  budget_percent: budgetPercent(),
});

const worstOutcomeSchema = shape({
  outcome: text().meta({ description: 'The digits of the outcome (four for top4: the lowest first digit of the worst).' }),
  liability: baht('What the house pays if this outcome is drawn.'),
  loss: baht("The liability less the part's stakes."),
  budget_percent: budgetPercent(),
});

const liabilityPartSchema = shape({
  part: oneOfText(LIABILITY_PARTS),
  stakes: baht("Every standing line's stake on this part."),
  grid_digits: integer().meta({ description: 'Digits of the keys of `outcomes`: 2 or 3 (top4: the last three, the worst first digit).' }),
  worst: listOf(worstOutcomeSchema).meta({ description: 'The 20 highest liabilities, highest first.' }),
  outcomes: recordOf(decimal()).meta({ description: 'Liability by grid cell, baht; a cell nobody can win on is absent.' }),
});

/** GET /admin-api/rounds/{round_id}/liability. */
export const roundLiabilitySchema = shape({
  round_id: integer(),
  lottery_code: text(),
  lottery_name: text(),
  budget: decimal().nullable().meta({ description: 'The budget that applies, baht; null: none.' }),
  round_budget: decimal().nullable().meta({ description: "The round's own budget; null: its lottery's." }),
  lottery_budget: decimal().nullable(),
  steps: listOf(riskStepSchema),
  parts: listOf(liabilityPartSchema),
});

export type LotteryRiskRequest = yup.InferType<typeof lotteryRiskRequestSchema>;
export type RoundRiskRequest = yup.InferType<typeof roundRiskRequestSchema>;
export type LotteryRisk = yup.InferType<typeof lotteryRiskSchema>;
export type RiskRound = yup.InferType<typeof riskRoundSchema>;
export type RoundLiability = yup.InferType<typeof roundLiabilitySchema>;
export type LiabilityPartReply = yup.InferType<typeof liabilityPartSchema>;
