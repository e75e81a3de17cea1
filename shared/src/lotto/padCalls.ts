import * as yup from 'yup';
import { decimal, isoTime, listOf, oneOfText, shape, text } from '../api/replies';
import { padLabels } from '../labels/pad';
import { validationMessages as m } from '../validation/messages';
import { BET_TYPES, type BetType } from './betTypes';
import { idRule, PLACE_BET_MAX_LINES, placeBetLineSchema, priceStakeRule } from './betRequest';
import { NUMBER_STATUSES } from './replies';

/**
 * Requests and replies of the pad's calls (docs/lottery-rules.md#live-terms-and-saved-slips) at POST /lto-public-api/lotto/<name>:
 * numbers_paid (a whole expansion priced at once) and the member's saved slips.
 */

/** numbers_paid prices at most this many numbers at once: a 24 ประตู expansion of four types and more. */
export const NUMBERS_PAID_MAX_ITEMS = 100;
/** A member keeps at most this many saved slips. */
export const SAVED_SLIPS_PER_MEMBER = 50;
export const SAVED_SLIP_NAME_MAX = 50;

/** A line of the cart without its rate or round: what a saved slip holds; the rules are place_bet's. */
export const slipLineSchema = placeBetLineSchema.pick(['type', 'number', 'amount']).typeError(padLabels.savedSlips.linesRequired);

export interface SlipLine {
  type: BetType;
  number: string;
  amount: number;
}

/** POST /lto-public-api/lotto/numbers_paid. */
export const numbersPaidRequestSchema = yup.object({
  round_id: idRule(m.bet.roundRequired).required(m.bet.roundRequired).meta({ description: 'round_id of bet_running.', examples: ['12'] }),
  items: yup
    .array()
    .of(
      placeBetLineSchema.pick(['type', 'number']).shape({
        amount: priceStakeRule().meta({
          description: "The stake the member means to place; items of one number (todd: the same digits) are summed as place_bet sums a slip's lines, and the rate is that stake's band's.",
        }),
      }),
    )
    .typeError(padLabels.numbersPaid.itemsRequired)
    .required(padLabels.numbersPaid.itemsRequired)
    .min(1, padLabels.numbersPaid.itemsRequired)
    .max(NUMBERS_PAID_MAX_ITEMS, padLabels.numbersPaid.tooManyItems),
});
export type NumbersPaidInput = yup.InferType<typeof numbersPaidRequestSchema>;

export const numberTermsItemSchema = shape({
  type: oneOfText(BET_TYPES),
  number: text().meta({ description: 'As asked.' }),
  rate: decimal().meta({ description: 'Baht paid per baht staked, if the line wins.' }),
  status: oneOfText(NUMBER_STATUSES).meta({ description: 'limited: a limited number (เลขอั้น) at a reduced rate; closed: takes no bets.' }),
  remaining: decimal()
    .nullable()
    .meta({ description: "Baht the member can still stake on the number in the round (the lower of its cap and the member's cap); null when uncapped." }),
  cap: decimal()
    .nullable()
    .meta({ description: 'Baht: the cap remaining counts down from (the number\'s or the member\'s, whichever leaves less); null when uncapped. รับได้อีก shows when remaining is near it (capIsNear).' }),
});
export const numbersPaidReplySchema = listOf(numberTermsItemSchema);
export type NumberTermsItem = yup.InferType<typeof numberTermsItemSchema>;

const savedSlipName = () =>
  yup
    .string()
    .typeError(padLabels.savedSlips.nameRequired)
    .trim()
    .required(padLabels.savedSlips.nameRequired)
    .max(SAVED_SLIP_NAME_MAX, padLabels.savedSlips.nameTooLong);

const savedSlipLines = () =>
  yup
    .array()
    .of(slipLineSchema)
    .typeError(padLabels.savedSlips.linesRequired)
    .required(padLabels.savedSlips.linesRequired)
    .min(1, padLabels.savedSlips.linesRequired)
    .max(PLACE_BET_MAX_LINES, padLabels.savedSlips.tooManyLines);

/** POST /lto-public-api/lotto/saved_slip_save. */
export const savedSlipSaveRequestSchema = yup.object({ name: savedSlipName(), lines: savedSlipLines() });
/** POST /lto-public-api/lotto/saved_slip_rename. */
export const savedSlipRenameRequestSchema = yup.object({ id: idRule(padLabels.savedSlips.idRequired).required(padLabels.savedSlips.idRequired), name: savedSlipName() });
/** POST /lto-public-api/lotto/saved_slip_delete. */
export const savedSlipDeleteRequestSchema = yup.object({ id: idRule(padLabels.savedSlips.idRequired).required(padLabels.savedSlips.idRequired) });
export type SavedSlipSaveInput = yup.InferType<typeof savedSlipSaveRequestSchema>;
export type SavedSlipRenameInput = yup.InferType<typeof savedSlipRenameRequestSchema>;
export type SavedSlipDeleteInput = yup.InferType<typeof savedSlipDeleteRequestSchema>;

export const savedSlipIdReplySchema = shape({ id: text() });
export const savedSlipSchema = shape({
  id: text(),
  name: text(),
  lines: listOf(shape({ type: oneOfText(BET_TYPES), number: text(), amount: decimal().meta({ description: 'Baht.' }) })),
  createdAt: isoTime(),
});
export const savedSlipListReplySchema = listOf(savedSlipSchema);
export type SavedSlip = yup.InferType<typeof savedSlipSchema>;
