import * as yup from 'yup';
import { BANKS } from '../banks/banks';
import { hasAtMostTwoDecimals } from '../money/satang';
import { ID_DIGITS, INT4_MAX, MAX_PAGE } from './bounds';
import { validationMessages as m } from './messages';

/**
 * Field rules that several contracts (shared/src/contracts/) share, each written once with its
 * Thai message: ids, pages, the member's phone number, password and bank account, pay rates.
 */

const digitsOnly = /^\d+$/;
const BANK_IDS = BANKS.map((bank) => bank.id);

/**
 * A row id of an int4 column (a round id among them), as a number or (in a path, a query or a
 * body) a string of digits. Only digits: yup's own cast would read "0x2e", "4.6e1" and " 46" as
 * 46, so one id would have many spellings.
 */
export const int4IdRule = (message: string) =>
  yup
    .number()
    .transform((value: unknown, original: unknown) => (typeof original === 'string' && !ID_DIGITS.test(original) ? Number.NaN : value))
    .typeError(message)
    .required(message)
    .integer(message)
    .min(1, message)
    .max(INT4_MAX, message);

/** Round and slip ids travel as strings; a client that sends a number is read the same way. Ids are int4. */
export const idRule = (message: string) =>
  yup
    .string()
    .transform((value: unknown, original: unknown) => (typeof original === 'number' ? String(original) : value))
    .matches(ID_DIGITS, message)
    .test('int4', message, (value) => value === undefined || Number(value) <= INT4_MAX);

/** A page number, 1 to MAX_PAGE; '' and null mean "not given". */
export const pageRule = (message: string) =>
  yup
    .number()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .typeError(message)
    .integer(message)
    .min(1, message)
    .max(MAX_PAGE, message);

export const usernameRule = yup.string().required(m.username.required).length(10, m.username.length).matches(digitsOnly, m.username.digits);

export const passwordRule = yup.string().required(m.password.required).min(6, m.password.length).max(12, m.password.length);

export const bankIdRule = yup.number().typeError(m.bank.required).required(m.bank.required).oneOf(BANK_IDS, m.bank.required);

export const accountNameRule = yup.string().trim().required(m.bank.accountNameRequired).min(8, m.bank.accountNameMin);

export const accountNumberRule = yup
  .string()
  .required(m.bank.accountNumberRequired)
  .matches(digitsOnly, m.bank.accountNumberDigits)
  .min(8, m.bank.accountNumberInvalid)
  .max(18, m.bank.accountNumberInvalid);

/** Highest rate staff may set, baht per baht: a typo of an extra zero stays possible, a runaway one does not. */
export const MAX_PAY_RATE = 10_000;

/** A pay rate staff set (a lottery's rate or a stake band's): more than 0, at most MAX_PAY_RATE, kept in hundredths. */
export const payRateRule = () =>
  yup
    .number()
    .typeError(m.backoffice.rateInvalid)
    .required(m.backoffice.rateInvalid)
    .moreThan(0, m.backoffice.rateInvalid)
    .max(MAX_PAY_RATE, m.backoffice.rateInvalid)
    .test('decimals', m.backoffice.rateInvalid, (value) => value === undefined || hasAtMostTwoDecimals(value));

/** The reason staff give when they refuse or adjust something: the member is told it. */
export const reasonRule = () => yup.string().trim().required(m.decision.reasonRequired).max(500, m.decision.reasonTooLong);
