import * as yup from 'yup';
import { flag, integer, shape } from '../../api/replies';
import { hasAtMostTwoDecimals } from '../../money/satang';
import { validationMessages as m } from '../../validation/messages';
import { baht } from './fields';

/**
 * The money settings (GET and PUT /admin-api/site-config/money, admin only): automatic credit,
 * the QR's life, automatic withdrawal approval and the second approver's threshold. Baht.
 */

const money = m.moneySettings;
const bahtRule = () =>
  yup
    .number()
    .typeError(money.amountInvalid)
    .required(money.amountInvalid)
    .min(0, money.amountInvalid)
    .max(10_000_000, money.amountInvalid)
    .test('decimals', m.amountDecimals, (value) => value === undefined || hasAtMostTwoDecimals(value));

/** PUT /admin-api/site-config/money. */
export const moneySettingsRequestSchema = yup.object({
  auto_credit_max: bahtRule().meta({ description: 'Largest deposit credited without staff; 0 turns automatic credit off.' }),
  deposit_qr_minutes: yup
    .number()
    .typeError(money.minutesInvalid)
    .required(money.minutesInvalid)
    .integer(money.minutesInvalid)
    .min(5, money.minutesInvalid)
    .max(60, money.minutesInvalid),
  withdraw_auto: yup.object({
    max: bahtRule().meta({ description: 'Largest withdrawal approved without staff; 0 turns automatic approval off.' }),
    min_account_days: yup
      .number()
      .typeError(money.daysInvalid)
      .required(money.daysInvalid)
      .integer(money.daysInvalid)
      .min(0, money.daysInvalid)
      .max(3650, money.daysInvalid),
    needs_credited_deposit: yup.boolean().required(),
    min_stake_percent: yup
      .number()
      .typeError(money.percentInvalid)
      .required(money.percentInvalid)
      .integer(money.percentInvalid)
      .min(0, money.percentInvalid)
      .max(1000, money.percentInvalid),
  }),
  second_approval_over: bahtRule().meta({ description: 'Withdrawals above this need two different staff; 0 never.' }),
});

// --- replies ---

export const moneySettingsSchema = shape({
  auto_credit_max: baht(),
  deposit_qr_minutes: integer(),
  withdraw_auto: shape({
    max: baht(),
    min_account_days: integer(),
    needs_credited_deposit: flag(),
    min_stake_percent: integer(),
  }),
  second_approval_over: baht(),
});

export type MoneySettings = yup.InferType<typeof moneySettingsSchema>;
export type MoneySettingsRequest = yup.InferType<typeof moneySettingsRequestSchema>;
