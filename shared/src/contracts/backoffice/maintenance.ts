import * as yup from 'yup';
import { listOf, shape } from '../../api/replies';
import { MAINTENANCE_MODULES } from '../../config/maintenance';
import { lotteryByCode } from '../../lotto/catalogue';
import { isoTimeRule } from '../../validation/dates';
import { validationMessages as m } from '../../validation/messages';
import { maintenanceWindowSchema } from '../siteConfig';

/**
 * Maintenance windows (ปิดปรับปรุง, docs/operations.md#maintenance-windows): GET and PUT
 * /admin-api/site-config/maintenance, admin only. The PUT replaces the whole set; the back
 * office's form validates with the same schema.
 */

const words = m.maintenance;
export const MAX_MAINTENANCE_WINDOWS = 50;

export const maintenanceWindowRequestSchema = yup.object({
  module: yup.string<(typeof MAINTENANCE_MODULES)[number]>().required(words.moduleInvalid).oneOf(MAINTENANCE_MODULES, words.moduleInvalid),
  lottery: yup
    .string()
    .transform((value: unknown, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(words.lotteryInvalid)
    .test('lottery', words.lotteryInvalid, (code) => code === undefined || lotteryByCode(code) !== undefined)
    .test(
      'bet-only',
      words.lotteryOnlyForBet,
      (code, context) => code === undefined || (context.parent as { module?: string }).module === 'bet',
    )
    .meta({ description: "A lottery code, for 'bet' only; absent: every lottery." }),
  from: isoTimeRule(words.timeInvalid).meta({ description: 'Absent: at once.' }),
  until: isoTimeRule(words.timeInvalid)
    .test('after-from', words.untilBeforeFrom, (until, context) => {
      const from = (context.parent as { from?: string }).from;
      return !until || !from || Date.parse(until) > Date.parse(from);
    })
    .meta({ description: 'Absent: until removed. A window whose end has passed is dropped.' }),
  message: yup.string().trim().required(words.messageRequired).max(300, words.messageTooLong),
});

/** PUT /admin-api/site-config/maintenance. */
export const maintenanceRequestSchema = yup.object({
  windows: yup.array().of(maintenanceWindowRequestSchema).required(words.tooMany).max(MAX_MAINTENANCE_WINDOWS, words.tooMany),
});

export type MaintenanceWindowRequest = yup.InferType<typeof maintenanceWindowRequestSchema>;
export type MaintenanceRequest = yup.InferType<typeof maintenanceRequestSchema>;

/** GET and PUT /admin-api/site-config/maintenance's answer: the windows in force or to come. */
export const maintenanceReplySchema = shape({ windows: listOf(maintenanceWindowSchema) });
export type MaintenanceReply = yup.InferType<typeof maintenanceReplySchema>;
