import * as yup from 'yup';
import { BANKS } from '../banks/banks';
import {
  DEPOSIT_AMOUNT_MAX_LENGTH,
  DEPOSIT_MIN_BAHT,
  WITHDRAW_MAX_BAHT,
  WITHDRAW_MIN_BAHT,
} from '../constants';
import { hasAtMostTwoDecimals } from '../money/satang';
import { INT4_MAX } from './bounds';
import { validationMessages as m } from './messages';

/**
 * The rules of docs/api-conventions.md#validation-messages, written once: the forms validate with them in the browser and
 * the server validates every request with the same schemas before it trusts anything.
 */
const digitsOnly = /^\d+$/;
const BANK_IDS = BANKS.map((bank) => bank.id);

export const usernameRule = yup
  .string()
  .required(m.username.required)
  .length(10, m.username.length)
  .matches(digitsOnly, m.username.digits);

export const passwordRule = yup
  .string()
  .required(m.password.required)
  .min(6, m.password.length)
  .max(12, m.password.length);

export const bankIdRule = yup
  .number()
  .typeError(m.bank.required)
  .required(m.bank.required)
  .oneOf(BANK_IDS, m.bank.required);

export const accountNameRule = yup.string().trim().required(m.bank.accountNameRequired).min(8, m.bank.accountNameMin);

export const accountNumberRule = yup
  .string()
  .required(m.bank.accountNumberRequired)
  .matches(digitsOnly, m.bank.accountNumberDigits)
  .min(8, m.bank.accountNumberInvalid)
  .max(18, m.bank.accountNumberInvalid);

/** Login keeps yup's default message pattern '{path} is a required field'. */
export const loginSchema = yup.object({
  username: yup.string().required(),
  password: yup.string().required(),
});

/** The registration form's fields. */
export const registerFormSchema = yup.object({
  username: usernameRule,
  password: passwordRule,
  confirmPassword: yup
    .string()
    .required(m.password.mismatch)
    .oneOf([yup.ref('password')], m.password.mismatch),
  bankId: bankIdRule,
  accountName: accountNameRule,
  accountNumber: accountNumberRule,
});

/** POST /cl-api/auth/register: the same rules under the API's field names. */
export const registerRequestSchema = yup.object({
  username: usernameRule,
  password: passwordRule,
  confirm_password: yup
    .string()
    .required(m.password.mismatch)
    .oneOf([yup.ref('password')], m.password.mismatch),
  accounts: yup
    .array()
    .of(
      yup.object({
        bank_id: bankIdRule,
        account_name: accountNameRule,
        account_number: accountNumberRule,
      }),
    )
    .required(m.bank.required)
    .length(1, m.bank.required),
});

const amountDecimals = (value: number | undefined) => value === undefined || hasAtMostTwoDecimals(value);

/** Deposit amounts: at least 1 baht, at most 6 characters as typed, at most 2 decimals. */
export const depositAmountRule = yup
  .number()
  .typeError(m.deposit.amountRequired)
  .required(m.deposit.amountRequired)
  .test('length', m.deposit.amountLength, (value) => value === undefined || String(value).length <= DEPOSIT_AMOUNT_MAX_LENGTH)
  .min(DEPOSIT_MIN_BAHT, m.deposit.amountMin)
  .max(10 ** DEPOSIT_AMOUNT_MAX_LENGTH - 1, m.deposit.amountLength)
  .test('decimals', m.amountDecimals, amountDecimals);

/** POST /lto-public-api/deposit. */
export const depositRequestSchema = yup.object({
  amount: depositAmountRule,
  bank_id: yup
    .number()
    .typeError(m.deposit.bankInvalid)
    .required(m.deposit.bankInvalid)
    .integer(m.deposit.bankInvalid)
    .min(1, m.deposit.bankInvalid)
    .max(INT4_MAX, m.deposit.bankInvalid),
  time: yup
    .string()
    .required(m.deposit.timeInvalid)
    .matches(/^([01]\d|2[0-3]):[0-5]\d$/, m.deposit.timeInvalid)
    .meta({ description: 'Time of the transfer, HH:mm.', examples: ['09:30'] }),
  file_url: yup.string().required(m.deposit.fileRequired).meta({ description: 'file_url that upload_slip gave.' }),
});

/**
 * POST /lto-public-api/withdraw. Pass the member's credit in baht as `context.credit` to check
 * it; the server checks it again, atomically, when it holds the amount.
 */
export const withdrawRequestSchema = yup.object({
  amount: yup
    .number()
    .typeError(m.withdraw.amountRequired)
    .required(m.withdraw.amountRequired)
    .min(WITHDRAW_MIN_BAHT, m.withdraw.amountMin)
    .test('credit', m.withdraw.amountOverCredit, (value, context) => {
      const credit = (context.options.context as { credit?: number } | undefined)?.credit;
      return value === undefined || credit === undefined || value <= credit;
    })
    .max(WITHDRAW_MAX_BAHT, m.withdraw.amountMax)
    .test('decimals', m.amountDecimals, amountDecimals),
});

/** POST /admin-api/deposits/{id}/reject and /admin-api/withdrawals/{id}/reject: the member is told why. */
export const rejectRequestSchema = yup.object({
  reason: yup.string().trim().required(m.decision.reasonRequired).max(500, m.decision.reasonTooLong),
});

export type LoginRequest = yup.InferType<typeof loginSchema>;
export type RegisterRequest = yup.InferType<typeof registerRequestSchema>;
export type DepositRequest = yup.InferType<typeof depositRequestSchema>;
export type WithdrawRequest = yup.InferType<typeof withdrawRequestSchema>;
export type RejectRequest = yup.InferType<typeof rejectRequestSchema>;
