import * as yup from 'yup';
import { decimal, isoTime, listOf, oneOfText, shape, text } from '../api/replies';
import { padLabels } from '../labels/pad';
import { BET_TYPES } from '../lotto/betTypes';
import { idRule } from '../validation/fields';
import { PLACE_BET_MAX_LINES, placeBetLineSchema } from './lotto';

/**
 * The member's saved slips at POST /lto-public-api/lotto/saved_slip_*: request schemas, reply
 * schemas and their types. A saved slip's lines follow place_bet's rules (contracts/lotto.ts).
 */

/** A member keeps at most this many saved slips. */
export const SAVED_SLIPS_PER_MEMBER = 50;
export const SAVED_SLIP_NAME_MAX = 50;

/** A line of the cart without its rate or round: what a saved slip holds; the rules are place_bet's. */
export const slipLineSchema = placeBetLineSchema.pick(['type', 'number', 'amount']).typeError(padLabels.savedSlips.linesRequired);

export type SlipLine = yup.InferType<typeof slipLineSchema>;

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
export const savedSlipRenameRequestSchema = yup.object({
  id: idRule(padLabels.savedSlips.idRequired).required(padLabels.savedSlips.idRequired),
  name: savedSlipName(),
});
/** POST /lto-public-api/lotto/saved_slip_delete. */
export const savedSlipDeleteRequestSchema = yup.object({
  id: idRule(padLabels.savedSlips.idRequired).required(padLabels.savedSlips.idRequired),
});
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
