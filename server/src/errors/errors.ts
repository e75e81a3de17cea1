import type { BreakInForce, CurrentRate, Incompatibility, LimitKind, LimitPeriod } from '@lotto/shared';

/**
 * Every way a rule, the ledger or a service can refuse, with what the member must be told about
 * it. Domain code names the failure; how it leaves over HTTP (status, code, Thai message) is
 * decided once, in http/domainErrors.ts.
 */
export interface DomainErrorDetails {
  notFound: void;
  unauthorized: void;
  forbidden: void;
  /** The thing was already done (a decided request, a transfer already made). */
  alreadyDone: void;
  /** Staff may not decide a money request of their own. */
  ownRequest: void;
  /** Too many requests of one kind from one address: try again after `seconds`. */
  tooManyRequests: { seconds: number };
  /** A value broke one of the shared rules; the rule's own Thai message is kept. */
  invalid: { message: string };
  /** A maintenance window closes the call's module (ปิดปรับปรุง): its message. */
  maintenance: { message: string };

  lotteryNotFound: void;
  roundNotFound: void;
  betTypeNotOffered: void;
  roundClosed: void;
  /** The round's opening time is still ahead. */
  roundNotYetOpen: void;
  roundStillOpen: void;
  roundSettled: void;
  /** The round was voided: it takes no result, and is not voided again. */
  roundVoided: void;
  roundTimesLocked: void;
  roundTimesInvalid: void;
  /** Rounds open at most a year ahead: a typo of the year is refused, not scheduled. */
  roundOpenTooFar: void;
  /** A result is recorded only once the round's draw time has passed (staff move the draw time first). */
  drawTimeNotReached: void;
  resultInvalid: void;
  /** The same result is already recorded: nothing to correct. */
  resultUnchanged: void;
  /** Only the draw decides a yeekee round: staff neither record its result nor move its times. */
  yeekeeDrawnOnly: void;
  /** Result import: the round has no staged result to confirm (none yet, disagreeing sources, or settled). */
  nothingStaged: void;
  /** The staged answer is for another draw date than the round's (staff moved the draw since): `date` null when unknown. */
  stagedOtherDate: { date: string | null; roundDate: string };
  /** Yeekee shooting (docs/lottery-rules.md): the round is not a yeekee round, not open, or over. */
  yeekeeNotYeekee: void;
  yeekeeShootNotOpen: void;
  yeekeeShootClosed: void;
  /** A suspended member cannot shoot. */
  yeekeeMemberInactive: void;
  /** The member shot less than the cool-down ago. */
  yeekeeCoolDown: { seconds: number };
  /** The member has made the round's cap of shots. */
  yeekeeShotCap: { cap: number };
  /** The member, or the address without a session, holds `cap` live streams already. */
  tooManyStreams: { cap: number };
  /** The process holds as many live streams as its open files allow. */
  streamsFull: void;
  limitRateAboveBase: void;
  betSlipNotFound: void;
  betSlipNotRunning: void;
  /** The cancel would take the round's stakes below what one of its outcomes' budget counts on. */
  cancelOverBudget: void;
  savedSlipNotFound: void;
  /** The member keeps SAVED_SLIPS_PER_MEMBER saved slips already. */
  tooManySavedSlips: void;
  numberClosed: { number: string };
  stakeLimit: { number: string; left: string };
  /** The rates changed since the member priced the slip: the current rate of every line. */
  rateChanged: { rates: CurrentRate[] };

  insufficientCredit: { message?: string };
  slipFileRequired: void;
  slipTooLarge: void;
  slipNotImage: void;
  slipUploadFailed: void;
  tooManyUnusedSlips: void;
  slipImageUsed: void;
  slipReferenceUsed: { reference: string };
  /** Staff approve a deposit whose transfer (its slip's reference) already backs another deposit. */
  depositReferenceUsed: { reference: string };
  /** The slip's QR code could not be read again in time before an approval. */
  slipCheckUnfinished: void;
  depositSlipNotFound: void;
  depositBankInvalid: void;
  noReceivingAccount: void;
  withdrawNoBankAccount: void;
  withdrawDailyLimit: void;

  /** No active receiving account has a PromptPay ID or biller ID. */
  depositQrUnavailable: void;
  /** Every amount a reservation of this base could take is held. */
  depositQrNoAmount: void;
  depositQrNotFound: void;
  withdrawPinNotSet: void;
  /** A wrong withdrawal PIN; `left` more before withdrawals stop. */
  withdrawPinWrong: { left: number };
  withdrawPinLocked: { until: Date };
  passwordWrong: void;
  /** The first approver of a withdrawal that needs two tried to be the second. */
  secondApproverSame: void;
  /** The second approver's own approval limit is below the amount too. */
  secondApproverOverLimit: void;
  notApprovedYet: void;
  alreadyPaid: void;
  /** A pushed statement whose signature or timestamp is wrong. */
  feedSignatureInvalid: void;
  bankAccountNotFound: void;
  bankAccountTaken: void;
  lineNotUnmatched: void;
  /** Staff match a line to a suspended member: the money is returned instead. */
  memberNotCreditable: void;
  lineNotIncoming: void;
  matchDepositInvalid: void;
  csvInvalid: { row: number; problem: string };
  demoBankOnlyEmbedded: void;

  /** A deposit or bet would pass one of the member's own limits: the tightest, and what is left of it (baht text). */
  playLimit: { kind: LimitKind; period: LimitPeriod; left: string };
  /** A time-out or self-exclusion is in force until `until`. */
  selfExcluded: BreakInForce<Date>;
  /** Nobody, staff included, ends a time-out or self-exclusion early. */
  breakCannotEndEarly: void;

  memberNotFound: void;
  cannotSuspendSelf: void;
  memberAlreadySuspended: void;
  memberAlreadyActive: void;
  remoteNotFound: void;
  remoteVersionNotDeployed: { name: string; version: string };
  /** The live shell cannot run this remote version (compatibility.ts says why). */
  remoteIncompatible: { name: string; version: string; incompatibility: Incompatibility };
  remoteNoCanary: { name: string };
  /** A canary of the version every member already gets. */
  remoteCanaryIsLive: { name: string; version: string };

  loginFailed: void;
  /** The member ends a session that is not theirs, or has ended already. */
  sessionNotFound: void;
  loginWait: { seconds: number };
  tooManyLoginAttempts: void;
  /** Staff two-factor sign-in: a login's challenge unknown or older than 5 minutes. */
  secondFactorChallengeInvalid: void;
  /** The code of a login's second step is wrong or was accepted before. */
  secondFactorFailed: void;
  /** The code confirming an enrolment is wrong. */
  secondFactorCodeWrong: void;
  secondFactorAlreadyEnrolled: void;
  /** Confirming an enrolment that was never started. */
  secondFactorNotStarted: void;
  /** The admin resets a second factor the member does not have. */
  secondFactorNotEnrolled: void;
  cannotResetOwnSecondFactor: void;
  /** Refused: the last active admin would lose a right. */
  lastAdmin: void;
  cannotChangeOwnPermissions: void;
  /** The site requires this staff member's second factor and it is not set up: only enrolment is open. */
  secondFactorEnrolmentRequired: void;
  usernameTaken: void;
  accountNumberTaken: void;
  idempotencyKeyInvalid: void;
  idempotencyKeyReused: void;

  /** The site has no LINE configured: nothing to link. */
  lineOff: void;
}

export type DomainErrorKind = keyof DomainErrorDetails;

type DetailsArgs<K extends DomainErrorKind> = DomainErrorDetails[K] extends void ? [] : [DomainErrorDetails[K]];

export class DomainError<K extends DomainErrorKind = DomainErrorKind> extends Error {
  readonly details: DomainErrorDetails[K];

  constructor(
    readonly kind: K,
    ...details: DetailsArgs<K>
  ) {
    super(kind);
    this.name = 'DomainError';
    this.details = details[0] as DomainErrorDetails[K];
  }
}
