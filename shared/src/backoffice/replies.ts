import * as yup from 'yup';
import { anyOf, calendarDate, decimal, flag, integer, isoTime, listOf, oneOfText, recordOf, shape, text } from '../api/replies';
import { BET_STATUSES, BET_TYPES } from '../lotto/betTypes';
import type { LotteryResult } from '../lotto/matcher';
import { REMOTE_NAMES } from '../remotes/manifest';
import { AUDIT_ACTIONS } from './audit';
import { stakeBandListSchema } from '../lotto/stakeBands';
import { stagedResultSchema } from './resultImport';

/**
 * Replies of the back-office calls (/admin-api/, docs/screens.md#back-office): the one definition
 * of each answer; payloads.ts names their types. Money is baht, times ISO-8601 UTC strings.
 */

const baht = (description = 'Baht.') => decimal().meta({ description });
const bangkokDate = () => calendarDate().meta({ description: 'YYYY-MM-DD, Bangkok.' });
const betType = () => oneOfText(BET_TYPES);
const canonicalNumber = () => text().meta({ description: 'Canonical: todd numbers by sorted digits.' });
const memberStatus = () => oneOfText(['active', 'suspended'] as const);
/** Any JSON value, or null: what an audit row recorded. */
const jsonValue = (description: string) => yup.mixed().nullable().defined().meta({ description });

export const dashboardReplySchema = shape({
  date: bangkokDate(),
  deposits: baht('Baht of deposits approved today.'),
  withdrawals: baht('Baht of withdrawals approved today.'),
  stakes: baht("Baht staked on today's slips, cancelled ones left out."),
  prizes: baht("Baht of prizes of today's slips."),
  house_result: baht('stakes - prizes.'),
  pending_deposits: integer(),
  pending_withdrawals: integer(),
});

export const STAFF_ROUND_STATES = ['waiting', 'open', 'closed', 'settled'] as const;

export const roundTotalsSchema = shape({ lines: integer(), winning_lines: integer(), stake: baht(), prize: baht() });

export const staffRoundSchema = shape({
  id: integer(),
  lottery_code: text(),
  lottery_name: text(),
  slot: text().meta({ description: "The round's slot of its day: '1', '2', … for yeekee, the close time for others." }),
  round_date: bangkokDate(),
  open_at: isoTime(),
  close_at: isoTime(),
  draw_at: isoTime(),
  state: oneOfText(STAFF_ROUND_STATES),
  is_yeekee: flag().meta({ description: 'Drawn by the server only: staff can neither record its result nor move its times.' }),
  result: recordOf<string | string[], LotteryResult>(anyOf(text(), listOf(text()))).nullable(),
  settlement_version: integer().meta({ description: '0 until settled; each correction adds one.' }),
  yeekee_seed_hash: text().nullable().meta({ description: 'Published before the round opens.' }),
  yeekee_seed: text().nullable().meta({ description: 'Only once the draw time has passed.' }),
  totals: roundTotalsSchema,
  staged_result: stagedResultSchema.nullable().meta({ description: 'The result imported from its sources, while the lottery has any and the round is due.' }),
});

/** POST /admin-api/rounds/:round_id/result. */
export const roundResultReplySchema = shape({
  round_id: integer(),
  settlement_version: integer().meta({ description: '1 for the first settlement; each correction adds one.' }),
  lines: integer().meta({ description: 'Lines settled.' }),
  winning_lines: integer(),
  winners: integer().meta({ description: 'Members paid.' }),
  prize: baht('Baht paid in all.'),
  corrected: flag().meta({ description: 'The round was settled before with another result: its prizes were taken back and it was settled again.' }),
  reversed_prize: baht("Baht of the previous settlement's prizes taken back (0 unless corrected)."),
  debts: integer().meta({ description: 'Members whose credit did not cover the prize taken back and who now owe the rest.' }),
});

/** PATCH /admin-api/rounds/:round_id. */
export const roundTimesReplySchema = shape({ round_id: integer(), round_date: text(), open_at: isoTime(), close_at: isoTime(), draw_at: isoTime() });

export const lotteryRateSchema = shape({
  type: betType(),
  rate: decimal().meta({ description: 'Baht paid per baht staked.' }),
  bands: stakeBandListSchema.meta({ description: 'Stake bands: rates by the stake on one number of one slip.' }),
});

export const staffLotterySchema = shape({
  code: text(),
  name: text(),
  category: oneOfText(['single', 'stock'] as const),
  result_kind: oneOfText(['government', 'digits'] as const).meta({ description: 'The shape of the result form.' }),
  has_four_digits: flag(),
  is_yeekee: flag(),
  rates: listOf(lotteryRateSchema),
});

/** The terms a limited number (เลขอั้น) sets: closed, a per-number cap (baht), a reduced rate. */
const limitTerms = {
  rate: decimal().nullable(),
  closed: flag(),
  stake_cap: decimal().nullable().meta({ description: 'Baht: the per-number cap on all members\' stakes.' }),
};

export const limitedNumberSchema = shape({
  id: integer(),
  lottery_code: text(),
  round_id: integer().nullable().meta({ description: 'null: every round of the lottery.' }),
  type: betType(),
  number: canonicalNumber(),
  ...limitTerms,
});

/** DELETE /admin-api/limited-numbers/:id: the rule removed. */
export const removedLimitedNumberSchema = shape({ id: integer() });

export const exposureItemSchema = shape({
  type: betType(),
  number: canonicalNumber(),
  stake: baht('Baht staked on the number by lines that stand.'),
  payout_if_wins: baht('Baht the house pays if the number wins, at the rates the lines were placed at.'),
  rate: decimal().meta({ description: 'The rate new bets on the number get now.' }),
  limited: shape(limitTerms).nullable(),
});

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

export const staffAccountReplySchema = shape({
  id: integer(),
  username: text().meta({ description: 'The phone number they log in with.' }),
  role: oneOfText(['staff', 'admin'] as const),
  status: memberStatus(),
  created_at: isoTime(),
  second_factor: flag().meta({ description: 'Whether they have enrolled a second factor (TOTP).' }),
});

const remoteVersionHealthSchema = shape({
  version: text(),
  loads: integer().meta({ description: 'Page loads of this version counted since the canary started (or since it was last reset).' }),
  load_failures: integer(),
  errors: integer().meta({ description: 'Error-boundary catches and unhandled errors.' }),
  load_failures_per_1000: decimal().meta({ description: 'Load failures per 1,000 page loads.' }),
  errors_per_1000: decimal().meta({ description: 'Errors per 1,000 page loads.' }),
});

export const remoteReleasesSchema = shape({
  name: oneOfText(REMOTE_NAMES),
  versions: listOf(
    shape({
      version: text(),
      refusal: text().nullable().meta({ description: 'Why the live shell cannot run this version (Thai); null when it can.' }),
    }),
  ).meta({ description: 'Deployed versions, highest first.' }),
  live: text().nullable().meta({ description: 'The stable version the shell loads: the pinned one, else the highest the live shell can run.' }),
  pinned: text().nullable(),
  canary: shape({
    version: text(),
    percent: integer(),
    started_at: isoTime(),
  })
    .nullable()
    .meta({ description: 'A version served to a share of members (by a stable hash of the member), or null.' }),
  health: listOf(remoteVersionHealthSchema).meta({ description: 'The stable version, then the canary when there is one.' }),
});

export const auditEntrySchema = shape({
  id: integer(),
  actor_id: integer().nullable().meta({ description: 'null: the system (the yeekee draw).' }),
  actor_username: text().nullable(),
  action: oneOfText(AUDIT_ACTIONS),
  target_type: text().meta({ description: 'member, round, lottery, limited_number, deposit, withdrawal, remote, site_config, …' }),
  target_id: text(),
  before: jsonValue('The touched values before the action (JSON); null when it created something.'),
  after: jsonValue('The touched values after it (JSON); null when it removed something.'),
  created_at: isoTime(),
});
