import * as yup from 'yup';
import { isSitePath, isWebLink } from '../config/siteConfig';
import { th } from '../labels/th';
import { BET_HISTORY_PAGE_SIZE } from '../constants';
import { BET_STATUSES, BET_TYPES, isBetType, isValidBetNumber } from '../lotto/betTypes';
import { priceStakeRule } from '../lotto/betRequest';
import { hasAtMostTwoDecimals } from '../money/satang';
import { ID_DIGITS, INT4_MAX, MAX_BAHT, MAX_PAGE, MAX_RATE } from './bounds';
import { amountNumber } from './amounts';
import { bangkokDateRule, isoTimeRule } from './dates';
import { validationMessages as m } from './messages';

/**
 * The request parts of the API that no form fills in (tokens, pages, path parameters, lottery
 * reads, staff calls). Like the form schemas, each is the one definition of its request: the
 * server validates with it, types with it and documents it at /docs.
 */

const generic = th.errors.validation;

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

/** '' and 'null' (docs/api-conventions.md#calls) mean "not given". */
const absentText = (value: unknown) => (value === '' || value === 'null' || value === null ? undefined : value);

const pageRule = (message: string) =>
  yup.number().transform((value, original) => (original === '' || original === null ? undefined : value)).typeError(message).integer(message).min(1, message).max(MAX_PAGE, message);

export const refreshRequestSchema = yup.object({ refresh_token: yup.string().required(generic).max(200, generic) });

export const usernameCheckSchema = yup.object({ username: yup.string().required(generic).max(20, generic) });

export const accountNumberCheckSchema = yup.object({ account_number: yup.string().required(generic).max(30, generic) });

/** POST /lto-public-api/transaction. */
export const statementRequestSchema = yup.object({
  type: yup.string().oneOf(['', 'deposit', 'withdraw'], generic).default(''),
  page: pageRule(generic).default(1),
});

/** The longest Idempotency-Key a client may send (a UUID is 36 characters). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** The Idempotency-Key header of the calls that move money: every such route declares it, so this is its one rule. */
export const idempotencyKeyHeaderSchema = yup.object({
  'idempotency-key': yup.string().min(1, th.errors.idempotencyKeyInvalid).max(IDEMPOTENCY_KEY_MAX_LENGTH, th.errors.idempotencyKeyInvalid).meta({
    description: 'Optional. A retry with the same key and body gets the first answer and moves no money twice.',
  }),
});

/** POST /lto-public-api/upload_slip: a multipart form; the handler reads its file part, the body stays empty. */
export const slipUploadFormSchema = yup.object({
  file: yup.mixed().meta({ jsonSchema: { type: 'string', format: 'binary' }, description: 'JPEG, PNG, GIF or WebP, at most 5 MB.' }),
});

export const idParamsSchema = yup.object({ id: int4IdRule(th.errors.notFound) });
export const roundParamsSchema = yup.object({ round_id: int4IdRule(th.lotto.roundNotFound) });
export const slipParamsSchema = yup.object({ id: yup.string().required(th.errors.notFound).max(64, th.errors.notFound) });
export const lotteryCodeParamsSchema = yup.object({ code: yup.string().required(th.lotto.lotteryNotFound).max(40, th.lotto.lotteryNotFound) });

/** GET /admin-api/deposits and /admin-api/withdrawals. */
export const staffMoneyListQuerySchema = yup.object({
  status: yup.string().oneOf(['pending', 'success', 'reject'] as const, generic).meta({ description: 'Only this status; all when absent.' }),
  member_id: int4IdRule(generic).optional().meta({ description: "Only this member's requests." }),
  page: pageRule(generic).default(1),
});

/** GET /cl-api/banners/{number}.svg: one of the default banners. */
export const bannerParamsSchema = yup.object({ number: int4IdRule(th.errors.notFound) });

const siteConfigLabels = th.backoffice.siteConfig;
const link = yup.string().max(2000, generic);
/** The contact link: empty (none) or http(s), parsed on the server as the site parses it. */
const webLink = link.test('web-link', siteConfigLabels.linkInvalid, (text) => text === undefined || text === '' || isWebLink(text));
/** Images and the other links: empty, http(s), or a path of the site (the default banners are /cl-api/banners/1.svg). */
const webLinkOrSitePath = link.test(
  'web-link-or-path',
  siteConfigLabels.pathInvalid,
  (text) => text === undefined || text === '' || isWebLink(text) || isSitePath(text),
);

/** PATCH /admin-api/site-config: any of the fields, nothing else. Links that staff set take http: and https: only (or site paths). */
export const siteConfigChangesRequestSchema = yup.object({
  line_url: webLink,
  popup_status: yup.boolean().strict().typeError(generic),
  popup_link: webLinkOrSitePath,
  popup_url: webLinkOrSitePath,
  banners: yup
    .array()
    .of(yup.object({ image_url: webLinkOrSitePath.required(generic), link: webLinkOrSitePath.required(generic) }))
    .max(20, generic),
  rates: yup
    .array()
    .of(yup.object({ label: yup.string().required(generic).max(100, generic), rate: yup.number().required(generic).min(0, generic).max(MAX_RATE, generic) }))
    .max(50, generic),
});

export type SiteConfigChangesRequest = yup.InferType<typeof siteConfigChangesRequestSchema>;

// --- lottery reads ---

const lotteryCodeRule = yup
  .string()
  .transform((value: unknown, original: unknown) => absentText(original) as string | undefined)
  .typeError(th.lotto.lotteryNameInvalid)
  .matches(/^[a-z0-9_]{1,40}$/, th.lotto.lotteryNameInvalid)
  .meta({ description: "Lottery code; absent, '' or 'null' for none.", examples: ['government'] });

/** bet_result: one lottery's draws, or each lottery's newest; optionally of one Bangkok draw date. */
export const betResultRequestSchema = yup.object({
  name: lotteryCodeRule,
  date: bangkokDateRule(th.lotto.resultDateInvalid).meta({ examples: ['2026-11-16'] }),
});

/** result_dates: the dates on which a lottery has a result. */
export const resultDatesRequestSchema = yup.object({ name: lotteryCodeRule.required(th.lotto.lotteryNameInvalid) });

/** pay_rate: a lottery's rates (at a stake, its bands'); the government lottery when none is named. */
export const payRateRequestSchema = yup.object({ name: lotteryCodeRule, amount: priceStakeRule() });

/** history: the member's slips, a page at a time; '' name and status mean all. */
export const historyRequestSchema = yup.object({
  name: lotteryCodeRule,
  status: yup
    .string()
    .transform((value: unknown, original: unknown) => absentText(original) as string | undefined)
    .oneOf([...BET_STATUSES, undefined], th.lotto.historyStatusInvalid),
  page: pageRule(th.lotto.pageInvalid).default(1),
  limit: yup
    .number()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .typeError(th.lotto.pageLimitInvalid)
    .integer(th.lotto.pageLimitInvalid)
    .min(1, th.lotto.pageLimitInvalid)
    .max(INT4_MAX, th.lotto.pageLimitInvalid)
    .default(BET_HISTORY_PAGE_SIZE)
    .meta({ description: `Slips per page; more than ${BET_HISTORY_PAGE_SIZE} answers ${BET_HISTORY_PAGE_SIZE}.` }),
});

/** history_detail: the member's lines of a round, of one slip when its createdAt is given. */
export const historyDetailRequestSchema = yup.object({
  round_id: int4IdRule(th.lotto.roundIdInvalid),
  date: isoTimeRule(th.lotto.slipDateInvalid),
});

// --- staff round calls ---

const digits = (count: number) => yup.string().matches(new RegExp(`^\\d{${count}}$`), th.lotto.resultInvalid);
const twoPrizes = (count: number) => yup.array().of(digits(count).required(th.lotto.resultInvalid)).max(2, th.lotto.resultInvalid);

/** POST /admin-api/rounds/{round_id}/result: the prize numbers; which ones a lottery needs is checked with the round. */
export const roundResultRequestSchema = yup.object({
  first_prize: digits(6),
  '3front': twoPrizes(3),
  '3back': twoPrizes(3),
  '4top': digits(4),
  '3top': digits(3),
  '2top': digits(2),
  '2bottom': digits(2),
}).meta({
  description:
    'Government lotteries: {first_prize (6 digits), "3front": [a, b], "3back": [a, b], "2bottom"}; ' +
    'others: {"4top" (where the lottery has four digits), "3top", "2top", "2bottom"}; all strings of digits.',
  examples: [{ first_prize: '123456', '3front': ['123', '456'], '3back': ['789', '012'], '2bottom': '34' }, { '3top': '123', '2top': '23', '2bottom': '45' }],
});

/** PATCH /admin-api/rounds/{round_id}: one to three ISO times, by the table's names or the API's (start_at, end_at). */
export const roundTimesRequestSchema = yup
  .object({
    open_at: isoTimeRule(th.lotto.timesInvalid),
    start_at: isoTimeRule(th.lotto.timesInvalid),
    close_at: isoTimeRule(th.lotto.timesInvalid),
    end_at: isoTimeRule(th.lotto.timesInvalid),
    draw_at: isoTimeRule(th.lotto.timesInvalid),
  })
  .test('times', th.lotto.timesInvalid, (value) => {
    const given = (field: string | undefined) => field !== undefined;
    const bothNames = (given(value.open_at) && given(value.start_at)) || (given(value.close_at) && given(value.end_at));
    return !bothNames && Object.values(value).some(given);
  });

const positiveHundredths = (message: string, max: number) =>
  amountNumber(message)
    .nullable()
    .moreThan(0, message)
    .max(max, message)
    .test('decimals', message, (value) => value === undefined || value === null || hasAtMostTwoDecimals(value));

/** POST /admin-api/limited-numbers: a reduced rate, closed, or a cap on all stakes (baht); at least one. */
export const limitRuleRequestSchema = yup
  .object({
    lottery_code: yup.string().required(th.lotto.lotteryNotFound).max(40, th.lotto.lotteryNotFound),
    round_id: int4IdRule(th.lotto.roundNotFound).nullable().optional(),
    type: yup.string().required(m.bet.typeInvalid).oneOf(BET_TYPES, m.bet.typeInvalid),
    number: yup
      .string()
      .required(m.bet.numberInvalid)
      .test('digits', m.bet.numberInvalid, (number, context) => {
        const type: unknown = context.parent.type;
        return !isBetType(type) || isValidBetNumber(type, number);
      }),
    rate: positiveHundredths(m.bet.rateRequired, MAX_RATE),
    closed: yup.boolean().strict().typeError(generic),
    stake_cap: positiveHundredths(m.bet.amountPositive, MAX_BAHT),
  })
  .test(
    'some-limit',
    th.lotto.limitRuleEmpty,
    (value) => (value.rate ?? null) !== null || value.closed === true || (value.stake_cap ?? null) !== null,
  );

export type StatementRequestInput = yup.InferType<typeof statementRequestSchema>;
export type HistoryRequestInput = yup.InferType<typeof historyRequestSchema>;
export type HistoryDetailRequest = yup.InferType<typeof historyDetailRequestSchema>;
export type BetResultRequest = yup.InferType<typeof betResultRequestSchema>;
export type ResultDatesRequest = yup.InferType<typeof resultDatesRequestSchema>;
export type PayRateRequest = yup.InferType<typeof payRateRequestSchema>;
export type LotteryCodeParams = yup.InferType<typeof lotteryCodeParamsSchema>;
export type RoundTimesRequestInput = yup.InferType<typeof roundTimesRequestSchema>;
export type LimitRuleRequestBody = yup.InferType<typeof limitRuleRequestSchema>;
export type RoundResultRequest = yup.InferType<typeof roundResultRequestSchema>;
