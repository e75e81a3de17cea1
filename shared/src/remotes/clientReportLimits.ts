/**
 * What the shell tells the server about the remotes of one page (POST /client-errors): that a
 * version failed to load, was caught by the error boundary, or threw an unhandled error, with the
 * page load GET /remotes.json gave it. No member, no address, no URL. The server counts the page
 * loads itself, from its /remotes.json answers; `load` reports are accepted and not counted.
 * The kinds, limits and header without the schemas (clientReports.ts): the shell's start-up
 * evaluates these, and building a schema there would bring yup into its first render.
 */
export const CLIENT_REPORT_KINDS = ['load', 'loadFailure', 'boundary', 'unhandled'] as const;
export type ClientReportKind = (typeof CLIENT_REPORT_KINDS)[number];

/** Longest message the shell sends (it cuts longer ones); the server refuses longer. */
export const CLIENT_REPORT_MESSAGE_MAX = 500;
/** Reports the shell sends in one request at most. */
export const CLIENT_REPORT_BATCH_MAX = 50;

/**
 * The response header of GET /remotes.json with the page load's id: signed by the server, naming
 * the versions it served, short-lived. The shell sends it back with its reports; the server counts
 * at most one failure per page load and remote, only for the version served.
 */
export const PAGE_LOAD_HEADER = 'x-page-load';

/** Longest page-load id the server accepts (the ids it signs are shorter). */
export const PAGE_LOAD_ID_MAX = 2048;

/** A message as the shell sends it: at most CLIENT_REPORT_MESSAGE_MAX characters. */
export function truncateReportMessage(message: string): string {
  return message.length <= CLIENT_REPORT_MESSAGE_MAX ? message : message.slice(0, CLIENT_REPORT_MESSAGE_MAX);
}
