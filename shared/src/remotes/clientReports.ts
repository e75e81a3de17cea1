import * as yup from 'yup';
import { REMOTE_NAMES } from './manifest';

/**
 * What the shell tells the server about the remotes of one page (POST /client-errors): that a
 * version was loaded, failed to load, was caught by the error boundary, or threw an unhandled
 * error. Counts per remote and version only: no member, no address, no URL.
 */
export const CLIENT_REPORT_KINDS = ['load', 'loadFailure', 'boundary', 'unhandled'] as const;
export type ClientReportKind = (typeof CLIENT_REPORT_KINDS)[number];

/** Longest message the shell sends (it cuts longer ones); the server refuses longer. */
export const CLIENT_REPORT_MESSAGE_MAX = 500;
/** Reports the shell sends in one request at most. */
export const CLIENT_REPORT_BATCH_MAX = 50;

export const clientReportSchema = yup.object({
  remote: yup.string().required().oneOf(REMOTE_NAMES),
  version: yup.string().required().max(64),
  kind: yup.string().required().oneOf(CLIENT_REPORT_KINDS),
  message: yup.string().max(CLIENT_REPORT_MESSAGE_MAX),
});

/** POST /client-errors. */
export const clientReportBatchSchema = yup.object({
  reports: yup.array(clientReportSchema.required()).required().min(1).max(CLIENT_REPORT_BATCH_MAX),
});

export type ClientReport = yup.InferType<typeof clientReportSchema>;
export type ClientReportBatch = yup.InferType<typeof clientReportBatchSchema>;

/** A message as the shell sends it: at most CLIENT_REPORT_MESSAGE_MAX characters. */
export function truncateReportMessage(message: string): string {
  return message.length <= CLIENT_REPORT_MESSAGE_MAX ? message : message.slice(0, CLIENT_REPORT_MESSAGE_MAX);
}
