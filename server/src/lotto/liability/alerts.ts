import { backofficeLabels, withValues } from '@lotto/shared';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { queueStaffAlert } from '../../messaging/outbox';
import { claimRoundsNearBudget } from './repository';

/** Staff are alerted when a round's worst outcome reaches this share of its budget. */
export const RISK_ALERT_PERCENT = 80;

/**
 * The scheduler's job: each round whose worst outcome has reached RISK_ALERT_PERCENT of its budget
 * is told to staff once (docs/messages.md#staff-alerts), its claim and its alert in one transaction.
 */
export async function alertRoundsNearBudget(db: Kysely<Schema>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const round of await claimRoundsNearBudget(trx, RISK_ALERT_PERCENT)) {
      await queueStaffAlert(
        trx,
        withValues(backofficeLabels.messages.alerts.risk_near_budget, {
          lottery: round.lottery_name,
          date: round.round_date,
          slot: round.slot,
          percent: round.percent,
        }),
      );
    }
  });
}
