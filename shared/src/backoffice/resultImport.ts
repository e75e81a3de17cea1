import * as yup from 'yup';
import { anyOf, calendarDate, flag, integer, isoTime, listOf, oneOfText, recordOf, shape, text } from '../api/replies';
import { backofficeLabels } from '../labels/backoffice';
import type { LotteryResult } from '../lotto/matcher';

/**
 * Results imported from sources (docs/result-import.md): per lottery at most two source URLs, each
 * read in one format. `glo` is the answer of the government lottery office's `getLatestLottery`;
 * `site` is this site's own `{draw_date, result}`, for an adapter in front of any other feed.
 */
export const RESULT_SOURCE_FORMATS = ['glo', 'site'] as const;
export type ResultSourceFormat = (typeof RESULT_SOURCE_FORMATS)[number];

/** Two agreeing sources settle a round by themselves; a third would add nothing but another way to fail. */
export const MAX_RESULT_SOURCES = 2;

/** Where an import stands: fetching, staged for staff, disagreeing, failing too long, or settled by two sources. */
export const RESULT_IMPORT_STATES = ['fetching', 'staged', 'disagreement', 'failing', 'settled'] as const;
export type ResultImportState = (typeof RESULT_IMPORT_STATES)[number];

/**
 * Why a fetch gave no usable result. `refused`: the source's address is inside (loopback, a private
 * network, the cloud's metadata service…), so it is not asked; `redirect`: it answered with a
 * redirect, which the import never follows (docs/result-import.md#where-a-source-may-be).
 */
export const RESULT_FETCH_FAILURES = [
  'timeout',
  'unreachable',
  'http_status',
  'malformed',
  'unavailable',
  'shape',
  'draw_date',
  'refused',
  'redirect',
] as const;
export type ResultFetchFailure = (typeof RESULT_FETCH_FAILURES)[number];

const words = backofficeLabels.resultImport;

/** A URL as the WHATWG parser reads it (the server's fetch reads it the same way), or null. */
function parsedUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * The host a source is on, as one name: the parser lowercases it and writes every spelling of an
 * IPv4 address (`2130706433`, `0x7f.1`, `127.1`) as dotted decimal; a trailing dot is dropped. Two
 * sources on one host are one source (docs/result-import.md#where-a-source-may-be).
 */
export function resultSourceHost(url: string): string | null {
  const parsed = parsedUrl(url.trim());
  return parsed ? parsed.hostname.replace(/\.$/, '') : null;
}

const sourceRule = yup.object({
  url: yup
    .string()
    .trim()
    .required(words.urlRequired)
    .max(500, words.urlInvalid)
    .matches(/^https?:\/\/[^\s]+$/, words.urlInvalid)
    .test('url-parses', words.urlInvalid, (url) => {
      const parsed = url === undefined ? null : parsedUrl(url);
      return parsed !== null && (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
    })
    .test('url-credentials', words.urlCredentials, (url) => {
      const parsed = url === undefined ? null : parsedUrl(url);
      return parsed === null || (parsed.username === '' && parsed.password === '');
    }),
  format: yup.string<ResultSourceFormat>().required(words.formatRequired).oneOf(RESULT_SOURCE_FORMATS, words.formatRequired),
});

/** PUT /admin-api/result-sources/{lottery_code}: the lottery's sources, replaced whole; none stops importing. */
export const resultSourcesRequestSchema = yup.object({
  sources: yup
    .array(sourceRule.required())
    .required(words.sourcesRequired)
    .max(MAX_RESULT_SOURCES, words.tooManySources)
    // Two sources agreeing settle a round by themselves: the same host twice is one source, not two.
    .test('distinct-hosts', words.sameHost, (sources) => {
      const hosts = (sources ?? []).map((source) => (typeof source?.url === 'string' ? resultSourceHost(source.url) : null));
      const named = hosts.filter((host): host is string => host !== null);
      return new Set(named).size === named.length;
    }),
});
export type ResultSourcesRequest = yup.InferType<typeof resultSourcesRequestSchema>;

const resultValue = () => recordOf<string | string[], LotteryResult>(anyOf(text(), listOf(text())));

export const resultSourceSchema = shape({ url: text(), format: oneOfText(RESULT_SOURCE_FORMATS) });
export type ResultSource = yup.InferType<typeof resultSourceSchema>;

/** GET and PUT /admin-api/result-sources: each lottery that may import (yeekee is drawn here, never imported). */
export const lotteryResultSourcesSchema = shape({ lottery_code: text(), lottery_name: text(), sources: listOf(resultSourceSchema) });
export type LotteryResultSources = yup.InferType<typeof lotteryResultSourcesSchema>;

/** One source's last answer for the round. */
export const stagedSourceSchema = shape({
  url: text(),
  format: oneOfText(RESULT_SOURCE_FORMATS),
  result: resultValue().nullable(),
  failure: oneOfText(RESULT_FETCH_FAILURES).nullable(),
  draw_date: calendarDate().nullable().meta({ description: "The draw date the source's answer was for; null when it could not be read." }),
  fetched_at: isoTime(),
});
export type StagedSource = yup.InferType<typeof stagedSourceSchema>;

/** A round's imported result as staff see it beside the round (`staged_result` of GET /admin-api/rounds/{round_id}). */
export const stagedResultSchema = shape({
  state: oneOfText(RESULT_IMPORT_STATES),
  result: resultValue().nullable().meta({ description: 'What the answering sources agree on; null while none answered or they disagree.' }),
  sources: listOf(stagedSourceSchema),
  fetched_at: isoTime().nullable(),
  attempts: integer(),
  confirmable: flag().meta({ description: 'POST …/result/confirm would settle the round with `result`.' }),
});
export type StagedResult = yup.InferType<typeof stagedResultSchema>;

/** GET /admin-api/result-imports/alerts: rounds whose sources disagree or have failed for too long. */
export const resultAlertSchema = shape({
  round_id: integer(),
  lottery_code: text(),
  lottery_name: text(),
  round_date: text(),
  state: oneOfText(['disagreement', 'failing'] as const),
  since: isoTime(),
});
export type ResultAlert = yup.InferType<typeof resultAlertSchema>;
