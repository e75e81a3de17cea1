import {
  backofficeLabels,
  bangkokClockTime,
  breakRefusal,
  type ErrorCode,
  incompatibilityInThai,
  limitLeftMessage,
  th,
  validationMessages as m,
  withValues,
} from '@lotto/shared';
import type { DomainErrorDetails, DomainErrorKind } from '../errors/errors';

export interface HttpFailure {
  status: number;
  code: ErrorCode;
  message: string;
  /** What the client needs to recover, such as the current rates of RATE_CHANGED. */
  payload?: unknown;
}

const fixed = (status: number, code: ErrorCode, message: string) => (): HttpFailure => ({ status, code, message });

/** How each domain failure leaves the server: its HTTP status, error code and Thai message. */
const DOMAIN_ERRORS: { [K in DomainErrorKind]: (details: DomainErrorDetails[K]) => HttpFailure } = {
  notFound: fixed(404, 'NOT_FOUND', th.errors.notFound),
  unauthorized: fixed(401, 'UNAUTHORIZED', th.errors.unauthorized),
  forbidden: fixed(403, 'FORBIDDEN', th.errors.forbidden),
  alreadyDone: fixed(409, 'CONFLICT', th.errors.alreadyDone),
  ownRequest: fixed(403, 'FORBIDDEN', th.money.ownRequest),
  tooManyRequests: ({ seconds }) => ({ status: 429, code: 'RATE_LIMITED', message: withValues(th.errors.tooManyRequests, { seconds }) }),
  invalid: ({ message }) => ({ status: 400, code: 'VALIDATION', message }),
  maintenance: ({ message }) => ({ status: 503, code: 'MAINTENANCE', message }),

  lotteryNotFound: fixed(404, 'NOT_FOUND', th.lotto.lotteryNotFound),
  roundNotFound: fixed(404, 'NOT_FOUND', th.lotto.roundNotFound),
  betTypeNotOffered: fixed(400, 'VALIDATION', th.lotto.typeNotOffered),
  roundClosed: fixed(409, 'ROUND_CLOSED', th.lotto.roundClosed),
  roundNotYetOpen: fixed(409, 'ROUND_CLOSED', th.pad.round.notYetOpen),
  roundStillOpen: fixed(409, 'CONFLICT', th.lotto.roundStillOpen),
  roundSettled: fixed(409, 'CONFLICT', th.lotto.roundSettled),
  roundVoided: fixed(409, 'CONFLICT', th.lotto.roundVoided),
  roundTimesLocked: fixed(409, 'CONFLICT', th.lotto.timesLocked),
  roundTimesInvalid: fixed(400, 'VALIDATION', th.lotto.timesInvalid),
  roundOpenTooFar: fixed(400, 'VALIDATION', th.lotto.openTooFar),
  drawTimeNotReached: fixed(409, 'CONFLICT', th.lotto.drawTimeNotReached),
  resultInvalid: fixed(400, 'VALIDATION', th.lotto.resultInvalid),
  resultUnchanged: fixed(409, 'CONFLICT', th.lotto.resultUnchanged),
  yeekeeDrawnOnly: fixed(403, 'FORBIDDEN', th.lotto.yeekeeDrawnOnly),
  nothingStaged: fixed(409, 'CONFLICT', backofficeLabels.resultImport.nothingStaged),
  stagedOtherDate: ({ date, roundDate }) => ({
    status: 409,
    code: 'CONFLICT',
    message: withValues(backofficeLabels.resultImport.stagedOtherDate, { date: date ?? '-', roundDate }),
  }),
  yeekeeNotYeekee: fixed(400, 'VALIDATION', th.yeekee.notYeekee),
  yeekeeShootNotOpen: fixed(409, 'ROUND_CLOSED', th.yeekee.shootNotOpen),
  yeekeeShootClosed: fixed(409, 'ROUND_CLOSED', th.yeekee.shootClosed),
  yeekeeMemberInactive: fixed(403, 'FORBIDDEN', th.yeekee.memberInactive),
  yeekeeCoolDown: ({ seconds }) => ({ status: 429, code: 'RATE_LIMITED', message: withValues(th.yeekee.coolDown, { seconds }) }),
  yeekeeShotCap: ({ cap }) => ({ status: 429, code: 'RATE_LIMITED', message: withValues(th.yeekee.shotCap, { cap }) }),
  tooManyStreams: ({ cap }) => ({ status: 429, code: 'RATE_LIMITED', message: withValues(th.yeekee.tooManyStreams, { cap }) }),
  streamsFull: fixed(503, 'UNAVAILABLE', th.yeekee.streamsFull),
  limitRateAboveBase: fixed(400, 'VALIDATION', th.lotto.limitRateAboveBase),
  betSlipNotFound: fixed(404, 'NOT_FOUND', th.lotto.slipNotFound),
  betSlipNotRunning: fixed(409, 'CONFLICT', th.lotto.slipNotRunning),
  cancelOverBudget: fixed(409, 'CONFLICT', th.lotto.cancelOverBudget),
  savedSlipNotFound: fixed(404, 'NOT_FOUND', th.pad.savedSlips.notFound),
  tooManySavedSlips: fixed(409, 'CONFLICT', th.pad.savedSlips.tooMany),
  numberClosed: ({ number }) => ({ status: 409, code: 'NUMBER_CLOSED', message: withValues(th.lotto.numberClosed, { number }) }),
  stakeLimit: ({ number, left }) => ({ status: 409, code: 'STAKE_LIMIT', message: withValues(th.lotto.stakeLimit, { number, left }) }),
  rateChanged: ({ rates }) => ({ status: 409, code: 'RATE_CHANGED', message: th.lotto.rateChanged, payload: rates }),

  insufficientCredit: ({ message }) => ({ status: 409, code: 'INSUFFICIENT_CREDIT', message: message ?? th.errors.insufficientCredit }),
  slipFileRequired: fixed(400, 'VALIDATION', m.slip.fileRequired),
  slipTooLarge: fixed(413, 'VALIDATION', m.slip.tooLarge),
  slipNotImage: fixed(400, 'VALIDATION', m.slip.notImage),
  slipUploadFailed: fixed(400, 'VALIDATION', th.money.uploadFailed),
  tooManyUnusedSlips: fixed(429, 'RATE_LIMITED', m.slip.tooManyUnused),
  slipImageUsed: fixed(400, 'DUPLICATE', m.deposit.slipUsed),
  slipReferenceUsed: ({ reference }) => ({
    status: 400,
    code: 'DUPLICATE',
    message: withValues(m.deposit.slipReferenceUsed, { reference }),
  }),
  depositReferenceUsed: ({ reference }) => ({
    status: 409,
    code: 'DUPLICATE',
    message: withValues(m.deposit.slipReferenceUsed, { reference }),
  }),
  slipCheckUnfinished: fixed(503, 'UNAVAILABLE', th.money.slipCheckUnfinished),
  depositSlipNotFound: fixed(400, 'VALIDATION', m.deposit.slipNotFound),
  depositBankInvalid: fixed(400, 'VALIDATION', m.deposit.bankInvalid),
  noReceivingAccount: fixed(404, 'NOT_FOUND', th.money.noReceivingAccount),
  withdrawNoBankAccount: fixed(400, 'VALIDATION', m.withdraw.noBankAccount),
  withdrawDailyLimit: fixed(429, 'RATE_LIMITED', m.withdraw.dailyLimit),
  depositQrUnavailable: fixed(404, 'NOT_FOUND', th.money.depositQrUnavailable),
  depositQrNoAmount: fixed(409, 'CONFLICT', th.money.depositQrNoAmount),
  depositQrNotFound: fixed(404, 'NOT_FOUND', th.money.depositQrNotFound),
  withdrawPinNotSet: fixed(400, 'VALIDATION', th.money.withdrawPinNotSet),
  withdrawPinWrong: ({ left }) => ({ status: 403, code: 'FORBIDDEN', message: withValues(th.money.withdrawPinWrong, { left }) }),
  withdrawPinLocked: ({ until }) => ({
    status: 429,
    code: 'RATE_LIMITED',
    message: withValues(th.money.withdrawPinLocked, { time: bangkokClockTime(until.toISOString()) }),
  }),
  passwordWrong: fixed(403, 'FORBIDDEN', th.money.passwordWrong),
  secondApproverSame: fixed(403, 'FORBIDDEN', th.money.secondApproverSame),
  secondApproverOverLimit: fixed(403, 'FORBIDDEN', th.money.secondApproverOverLimit),
  notApprovedYet: fixed(409, 'CONFLICT', th.money.notApprovedYet),
  alreadyPaid: fixed(409, 'CONFLICT', th.money.alreadyPaid),
  feedSignatureInvalid: fixed(401, 'UNAUTHORIZED', th.money.feedSignatureInvalid),
  bankAccountNotFound: fixed(404, 'NOT_FOUND', th.money.bankAccountNotFound),
  bankAccountTaken: fixed(409, 'DUPLICATE', th.money.bankAccountTaken),
  lineNotUnmatched: fixed(409, 'CONFLICT', th.money.lineNotUnmatched),
  memberNotCreditable: fixed(409, 'CONFLICT', th.money.memberNotCreditable),
  lineNotIncoming: fixed(400, 'VALIDATION', th.money.lineNotIncoming),
  matchDepositInvalid: fixed(400, 'VALIDATION', th.money.matchDepositInvalid),
  csvInvalid: ({ row, problem }) => ({ status: 400, code: 'VALIDATION', message: withValues(th.money.csvInvalid, { row, problem }) }),
  demoBankOnlyEmbedded: fixed(403, 'FORBIDDEN', th.money.demoBankOnlyEmbedded),

  playLimit: ({ kind, period, left }) => ({ status: 409, code: 'PLAY_LIMIT', message: limitLeftMessage(kind, period, left) }),
  selfExcluded: (inForce) => ({ status: 403, code: 'SELF_EXCLUDED', message: breakRefusal(inForce) }),
  breakCannotEndEarly: fixed(403, 'FORBIDDEN', th.protection.cannotEndEarly),

  memberNotFound: fixed(404, 'NOT_FOUND', th.staff.memberNotFound),
  cannotSuspendSelf: fixed(403, 'FORBIDDEN', th.staff.cannotSuspendSelf),
  memberAlreadySuspended: fixed(409, 'CONFLICT', th.staff.alreadySuspended),
  memberAlreadyActive: fixed(409, 'CONFLICT', th.staff.alreadyActive),
  remoteNotFound: fixed(404, 'NOT_FOUND', th.staff.remoteNotFound),
  remoteVersionNotDeployed: ({ name, version }) => ({
    status: 404,
    code: 'NOT_FOUND',
    message: withValues(th.staff.versionNotDeployed, { name, version }),
  }),
  remoteIncompatible: ({ name, version, incompatibility }) => ({
    status: 409,
    code: 'CONFLICT',
    message: incompatibilityInThai(name, version, incompatibility),
  }),
  remoteNoCanary: ({ name }) => ({ status: 409, code: 'CONFLICT', message: withValues(th.staff.remoteNoCanary, { name }) }),
  remoteCanaryIsLive: ({ name, version }) => ({
    status: 409,
    code: 'CONFLICT',
    message: withValues(th.staff.remoteCanaryIsLive, { name, version }),
  }),

  loginFailed: fixed(401, 'UNAUTHORIZED', th.auth.loginFailed),
  sessionNotFound: fixed(404, 'NOT_FOUND', th.account.sessionNotFound),
  loginWait: ({ seconds }) => ({ status: 429, code: 'RATE_LIMITED', message: withValues(th.errors.loginWait, { seconds }) }),
  tooManyLoginAttempts: fixed(429, 'RATE_LIMITED', th.errors.tooManyLoginAttempts),
  secondFactorChallengeInvalid: fixed(401, 'UNAUTHORIZED', th.secondFactor.challengeExpired),
  secondFactorFailed: fixed(401, 'UNAUTHORIZED', th.secondFactor.codeFailed),
  secondFactorCodeWrong: fixed(400, 'VALIDATION', th.secondFactor.codeFailed),
  secondFactorAlreadyEnrolled: fixed(409, 'CONFLICT', th.secondFactor.alreadyEnrolled),
  secondFactorNotStarted: fixed(409, 'CONFLICT', th.secondFactor.notEnrolled),
  secondFactorNotEnrolled: fixed(404, 'NOT_FOUND', th.secondFactor.notEnrolled),
  cannotResetOwnSecondFactor: fixed(403, 'FORBIDDEN', th.secondFactor.cannotResetOwn),
  lastAdmin: fixed(409, 'CONFLICT', th.staff.lastAdmin),
  cannotChangeOwnPermissions: fixed(403, 'FORBIDDEN', th.staff.cannotChangeOwnPermissions),
  secondFactorEnrolmentRequired: fixed(403, 'FORBIDDEN', th.secondFactor.enrolmentRequired),
  usernameTaken: fixed(409, 'DUPLICATE', m.username.taken),
  accountNumberTaken: fixed(409, 'DUPLICATE', m.bank.accountNumberTaken),
  idempotencyKeyInvalid: fixed(400, 'VALIDATION', th.errors.idempotencyKeyInvalid),
  idempotencyKeyReused: fixed(409, 'CONFLICT', th.errors.idempotencyKeyReused),

  lineOff: fixed(409, 'CONFLICT', th.inbox.line.off),
};

export function httpFailureOf<K extends DomainErrorKind>(kind: K, details: DomainErrorDetails[K]): HttpFailure {
  return DOMAIN_ERRORS[kind](details);
}
