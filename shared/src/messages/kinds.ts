/**
 * What the inbox tells a member (docs/messages.md): one kind per event, written in the event's own
 * transaction. The money kinds reach a member on a break or self-excluded too; the others do not
 * (nothing that invites play while a member chose to stop).
 */
export const INBOX_KINDS = [
  'deposit_credited',
  'deposit_returned',
  'withdrawal_approved',
  'withdrawal_paid',
  'withdrawal_rejected',
  'slip_won',
  'slip_refunded',
  'result_out',
  'limit_effective',
  'new_device',
  'password_changed',
  'announcement',
] as const;

export type InboxKind = (typeof INBOX_KINDS)[number];

/** Kinds that invite play: not told to a member on a break. */
const PLAY_KINDS: readonly InboxKind[] = ['result_out', 'announcement'];

/** Kinds about the member's money or account: given whatever the member's break. */
export const MONEY_KINDS: readonly InboxKind[] = INBOX_KINDS.filter((kind) => !PLAY_KINDS.includes(kind));

/** Whether a member on a break (time-out or self-exclusion) is told of this kind. */
export function toldOnBreak(kind: InboxKind): boolean {
  return MONEY_KINDS.includes(kind);
}

/** Kinds a member may have pushed to LINE: every kind (the announcement's text is the site's, never marketing). */
export const LINE_KINDS = INBOX_KINDS;

/** The kinds pushed to LINE once a member links it, until they choose: their money and account, less the quieter news. */
export const DEFAULT_LINE_KINDS: readonly InboxKind[] = MONEY_KINDS.filter(
  (kind) => kind !== 'slip_refunded' && kind !== 'limit_effective',
);

/** An inbox page's size. */
export const INBOX_PAGE_SIZE = 20;

/** What staff are alerted of, to the LINE group and the Telegram chat (docs/messages.md#staff-alerts). */
export const STAFF_ALERT_KINDS = [
  'deposit_to_check',
  'statement_unmatched',
  'import_disagreement',
  'canary_rolled_back',
  'risk_near_budget',
  'push_quota',
] as const;

export type StaffAlertKind = (typeof STAFF_ALERT_KINDS)[number];

/** The share of the monthly LINE push quota at which staff are alerted, once a month. */
export const PUSH_QUOTA_ALERT_PERCENT = 80;

/** Announcement targets. */
export const ANNOUNCEMENT_TARGETS = ['all', 'round', 'member'] as const;
export type AnnouncementTarget = (typeof ANNOUNCEMENT_TARGETS)[number];
