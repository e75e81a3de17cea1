import * as yup from 'yup';
import { flag, integer, listOf, shape, text } from '../../api/replies';
import { accountNameRule, accountNumberRule, bankIdRule } from '../../validation/fields';
import { validationMessages as m } from '../../validation/messages';
import { statementCsvMappingSchema } from '../bankFeed';

/**
 * The site's receiving accounts (บัญชีรับเงิน, /admin-api/bank-accounts, admin only): the operator's
 * own accounts members pay into, each with its PromptPay ID or biller ID and its feed secret.
 */

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A PromptPay ID: a phone number (10 digits) or a citizen or tax ID (13 digits). */
export const promptpayIdRule = yup
  .string()
  .transform(emptyToUndefined)
  .matches(/^(0\d{9}|\d{13})$/, m.bankAccount.promptpayInvalid)
  .optional();

/** A biller ID of a bill-payment QR: 15 digits (a tax ID and a two-digit suffix). */
export const billerIdRule = yup
  .string()
  .transform(emptyToUndefined)
  .matches(/^\d{15}$/, m.bankAccount.billerInvalid)
  .optional();

// --- requests ---

/** POST /admin-api/bank-accounts. */
export const bankAccountCreateSchema = yup.object({
  bank_id: bankIdRule,
  account_name: accountNameRule,
  account_number: accountNumberRule,
  promptpay_id: promptpayIdRule,
  biller_id: billerIdRule,
});

/** PUT /admin-api/bank-accounts/{id}: the same fields and whether members are shown it. */
export const bankAccountUpdateSchema = bankAccountCreateSchema.shape({
  active: yup.boolean().required(),
});

// --- replies ---

export const bankAccountSchema = shape({
  id: integer(),
  bank_id: integer(),
  short_name: text(),
  account_name: text(),
  account_number: text(),
  promptpay_id: text().nullable(),
  biller_id: text().nullable(),
  active: flag(),
  feed_secret_set: flag().meta({ description: 'Whether pushed statement lines are accepted (a secret was made).' }),
  csv_mapping: statementCsvMappingSchema.nullable().default(null).defined().meta({ description: 'The saved CSV column mapping.' }),
});

export const bankAccountsReplySchema = listOf(bankAccountSchema);

/** POST /admin-api/bank-accounts/{id}/feed-secret: shown this once; the old one stops at once. */
export const feedSecretSchema = shape({ secret: text() });

export type BankAccountCreate = yup.InferType<typeof bankAccountCreateSchema>;
export type BankAccountUpdate = yup.InferType<typeof bankAccountUpdateSchema>;
export type BankAccount = yup.InferType<typeof bankAccountSchema>;
export type FeedSecret = yup.InferType<typeof feedSecretSchema>;
