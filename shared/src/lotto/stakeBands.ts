import * as yup from 'yup';
import { decimal, listOf, shape } from '../api/replies';
import { backofficeLottoLabels } from '../labels/backofficeLotto';
import { withValues } from '../format/format';
import { hasAtMostTwoDecimals } from '../money/satang';
import { MAX_BAHT } from '../validation/bounds';
import { validationMessages as m } from '../validation/messages';
import { BET_TYPES } from './betTypes';
import { payRateRule } from '../validation/fields';

/**
 * Stake bands (docs/lottery-rules.md#stake-bands): per lottery and bet type, the rate of a number falls with what one
 * slip stakes on it (e.g. 1-500 baht: 900, 501-2,000: 750). A stake no band covers gets the
 * type's base rate. The one rule of valid bands and of the rate a stake gets, for the back
 * office's form, the server's check and every price the server answers.
 */

/** A band: stakes from `from` to `to` baht (both included; `to` null: no upper end) pay `rate`. */
export type StakeBand = yup.InferType<typeof stakeBandSchema>;

export const MAX_STAKE_BANDS = 10;

const words = backofficeLottoLabels.rates.bands;
/** Baht in whole satang, so that bands meet exactly: the next band starts 0.01 baht after one ends. */
const satang = (baht: number): number => Math.round(baht * 100);

/** Why `bands` cannot be a type's bands under `baseRate`, or null when they can (none at all: one rate). */
export function stakeBandsProblem(bands: readonly StakeBand[], baseRate: number): string | null {
  if (bands.length > MAX_STAKE_BANDS) return withValues(words.tooMany, { max: String(MAX_STAKE_BANDS) });
  for (const [index, band] of bands.entries()) {
    if (band.to !== null && satang(band.to) < satang(band.from)) return words.toBeforeFrom;
    if (band.to === null && index !== bands.length - 1) return words.openNotLast;
    const previous = bands[index - 1];
    if (previous && (previous.to === null || satang(band.from) !== satang(previous.to) + 1)) return words.notContiguous;
    if (satang(band.rate) > satang(baseRate)) return withValues(words.rateAboveBase, { rate: String(baseRate) });
    if (previous && satang(band.rate) > satang(previous.rate)) return words.rateRises;
  }
  return null;
}

/** The band covering a stake (baht): what one slip stakes on one number of the type. */
export function bandOfStake(bands: readonly StakeBand[], stake: number): StakeBand | undefined {
  const amount = satang(stake);
  return bands.find((band) => satang(band.from) <= amount && (band.to === null || amount <= satang(band.to)));
}

/** The rate a stake gets before any limited-number rule: its band's, or the base rate when no band covers it. */
export function stakeRate(bands: readonly StakeBand[], baseRate: number, stake: number | undefined): number {
  if (stake === undefined) return baseRate;
  return bandOfStake(bands, stake)?.rate ?? baseRate;
}

const bandAmount = () =>
  yup
    .number()
    .typeError(words.amountInvalid)
    .moreThan(0, words.amountInvalid)
    .max(MAX_BAHT, words.amountInvalid)
    .test('decimals', words.amountInvalid, (value) => value === undefined || value === null || hasAtMostTwoDecimals(value));

export const stakeBandRequestSchema = yup.object({
  from: bandAmount().required(words.amountInvalid),
  to: bandAmount()
    .nullable()
    .defined(words.amountInvalid)
    .meta({ description: 'Baht, included; null: no upper end (the last band only).' }),
  rate: payRateRule(),
});

/** PUT /admin-api/lotteries/{code}/rate-bands: one type's bands, replacing the ones it has (none: one rate). */
export const stakeBandsUpdateSchema = yup.object({
  type: yup.string().required(m.bet.typeInvalid).oneOf(BET_TYPES, m.bet.typeInvalid),
  bands: yup
    .array()
    .of(stakeBandRequestSchema)
    .required(m.backoffice.ratesRequired)
    .max(MAX_STAKE_BANDS, withValues(words.tooMany, { max: String(MAX_STAKE_BANDS) }))
    .meta({
      description:
        'In stake order, contiguous (each starts 0.01 baht after the one before ends), rates not rising and not above the base rate.',
    }),
});
export type StakeBandsUpdateInput = yup.InferType<typeof stakeBandsUpdateSchema>;

export const stakeBandSchema = shape({
  from: decimal().meta({ description: 'Baht, included.' }),
  to: decimal().nullable().meta({ description: 'Baht, included; null: no upper end.' }),
  rate: decimal().meta({ description: 'Baht paid per baht staked, for a stake in the band.' }),
});
export const stakeBandListSchema = listOf(stakeBandSchema);
