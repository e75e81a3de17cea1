import { DEFAULT_RATES, defaultVoidAfterMinutes, LOTTERIES, offeredBetTypes } from '@lotto/shared';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/** Rates are stored in hundredths so that a prize is an integer sum: 3.2 → 320. */
export const rateToX100 = (rate: number): number => Math.round(rate * 100);
export const rateFromX100 = (rateX100: number): number => rateX100 / 100;

/** Where the server serves a lottery's logo (an SVG drawn from its code). */
export const logoUrl = (code: string): string => `/lto-public-api/lotto/logo/${code}.svg`;

/**
 * Brings the lotteries table in line with the shared catalogue at start: a lottery's definition
 * (name, category, result shape, schedule) follows the code, while pay rates, limits and the void
 * deadline are the site's own data: a new lottery gets the defaults, only the rates of newly offered
 * types are added, and nothing is overwritten.
 */
export async function syncCatalogue(db: Kysely<Schema>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [index, lottery] of LOTTERIES.entries()) {
      const definition = {
        name: lottery.name,
        category: lottery.category,
        result_kind: lottery.resultKind,
        has_four_digits: lottery.hasFourDigits,
        schedule: JSON.stringify(lottery.schedule),
        logo: logoUrl(lottery.code),
        sort_order: index,
      };
      await trx
        .insertInto('lotteries')
        .values({ code: lottery.code, ...definition, void_after_minutes: defaultVoidAfterMinutes(lottery) })
        .onConflict((conflict) => conflict.column('code').doUpdateSet(definition))
        .execute();
      await trx
        .insertInto('lottery_rates')
        .values(
          offeredBetTypes(lottery).map((type) => ({
            lottery_code: lottery.code,
            bet_type: type,
            rate_x100: rateToX100(DEFAULT_RATES[type]),
          })),
        )
        .onConflict((conflict) => conflict.columns(['lottery_code', 'bet_type']).doNothing())
        .execute();
    }
  });
}
