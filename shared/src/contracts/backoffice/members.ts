import * as yup from 'yup';
import { integer, isoTime, listOf, oneOfText, shape, text } from '../../api/replies';
import { BET_STATUSES } from '../../lotto/betTypes';
import { hasAtMostTwoDecimals } from '../../money/satang';
import { signedAmountNumber } from '../../validation/amounts';
import { MAX_BAHT } from '../../validation/bounds';
import { reasonRule } from '../../validation/fields';
import { validationMessages as m } from '../../validation/messages';
import { baht, memberStatus, page } from './fields';

/**
 * The staff's member calls (/admin-api/members): search, a member's details, ledger and slips,
 * credit adjustments; request schemas, reply schemas and their types.
 */

// --- requests ---

/** GET /admin-api/members: phone numbers starting with `phone`. */
export const staffMembersQuerySchema = yup.object({
  phone: yup.string().max(10, m.username.length).matches(/^\d*$/, m.username.digits).meta({ description: 'Start of a phone number.' }),
  page,
});

/** POST /admin-api/members/{id}/credit-adjustments: positive gives credit, negative takes it back. */
export const creditAdjustmentSchema = yup.object({
  amount: signedAmountNumber(m.backoffice.adjustmentAmountRequired)
    .required(m.backoffice.adjustmentAmountRequired)
    .min(-MAX_BAHT, m.backoffice.adjustmentAmountRequired)
    .max(MAX_BAHT, m.backoffice.adjustmentAmountRequired)
    .test('non-zero', m.backoffice.adjustmentAmountNonZero, (value) => value !== 0)
    .test('decimals', m.amountDecimals, (value) => value === undefined || hasAtMostTwoDecimals(value))
    .meta({ description: 'Signed baht, 2 decimals at most: positive gives credit, negative takes it back (never below 0).' }),
  reason: reasonRule(),
});

// --- replies ---

const staffMemberFields = {
  id: integer(),
  username: text().meta({ description: 'The phone number.' }),
  role: oneOfText(['member', 'staff', 'admin'] as const),
  status: memberStatus(),
  credit: baht(),
  created_at: isoTime(),
};

export const staffMemberSchema = shape(staffMemberFields);

export const memberBankAccountSchema = shape({ bank_id: integer(), short_name: text(), account_name: text(), account_number: text() });

/** GET /admin-api/members/:id; also the answer of suspend and reactivate. */
export const staffMemberDetailSchema = shape({
  ...staffMemberFields,
  debt: baht('What the member owes (a corrected prize the credit did not cover); later credits repay it first.'),
  bank_accounts: listOf(memberBankAccountSchema),
});

export const memberLedgerEntrySchema = shape({
  id: integer(),
  kind: text().meta({ description: 'deposit, withdraw_hold, bet, bet_refund, prize, adjustment, …' }),
  reference: text(),
  amount: baht('Signed baht: positive credits the wallet.'),
  created_at: isoTime(),
});

export const memberSlipSchema = shape({
  id: integer(),
  round_id: integer(),
  lottery_name: text(),
  total: baht(),
  prize: baht(),
  status: oneOfText(BET_STATUSES),
  created_at: isoTime(),
});

/** POST /admin-api/members/:id/credit-adjustments (admin). */
export const creditAdjustmentReplySchema = shape({ credit: baht(), debt: baht() });

/** GET /admin-api/members?phone=&page= (phone prefix search); every field may be left out. */
export type StaffMembersQuery = Partial<yup.InferType<typeof staffMembersQuerySchema>>;
/** POST /admin-api/members/:id/credit-adjustments (admin) body: a signed, non-zero amount and a reason. */
export type CreditAdjustmentRequest = yup.InferType<typeof creditAdjustmentSchema>;

/** One row of GET /admin-api/members. */
export type StaffMember = yup.InferType<typeof staffMemberSchema>;
export type MemberStatus = StaffMember['status'];
export type MemberBankAccount = yup.InferType<typeof memberBankAccountSchema>;
/** GET /admin-api/members/:id; also the answer of suspend and reactivate. */
export type StaffMemberDetail = yup.InferType<typeof staffMemberDetailSchema>;
/** One row of GET /admin-api/members/:id/ledger?page=, newest first. */
export type MemberLedgerEntry = yup.InferType<typeof memberLedgerEntrySchema>;
/** One row of GET /admin-api/members/:id/slips?page=, newest first. */
export type MemberSlip = yup.InferType<typeof memberSlipSchema>;
export type CreditAdjustmentPayload = yup.InferType<typeof creditAdjustmentReplySchema>;
