import * as yup from 'yup';
import { flag, shape } from '../../api/replies';
import { int4IdRule } from '../../validation/fields';
import { th } from '../../labels/th';
import { statementAmountRule } from '../bankFeed';

/**
 * The demo site's bank (docs/operations.md#demo-bank): on the embedded database only, staff push a
 * signed statement line into a receiving account, as the bank's feed would, so that anyone trying
 * the site sees a QR deposit credited by itself. Refused on PostgreSQL.
 */

/** GET /admin-api/demo/bank-line: whether the button is offered. */
export const demoBankAvailabilitySchema = shape({ available: flag() });

/** POST /admin-api/demo/bank-line: an incoming line of this amount; bank_ref and time are made up. */
export const demoBankLineRequestSchema = yup.object({
  account_id: int4IdRule(th.money.bankAccountNotFound),
  amount: statementAmountRule,
});

export type DemoBankAvailability = yup.InferType<typeof demoBankAvailabilitySchema>;
export type DemoBankLineRequest = yup.InferType<typeof demoBankLineRequestSchema>;
