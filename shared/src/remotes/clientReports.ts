import * as yup from 'yup';
import { CLIENT_REPORT_BATCH_MAX, CLIENT_REPORT_KINDS, CLIENT_REPORT_MESSAGE_MAX, PAGE_LOAD_ID_MAX } from './clientReportLimits';
import { REMOTE_NAMES } from './manifest';

export * from './clientReportLimits';

/** One report of POST /client-errors (the kinds and limits: clientReportLimits.ts). */
export const clientReportSchema = yup.object({
  remote: yup.string().required().oneOf(REMOTE_NAMES),
  version: yup.string().required().max(64),
  kind: yup.string().required().oneOf(CLIENT_REPORT_KINDS),
  message: yup.string().max(CLIENT_REPORT_MESSAGE_MAX),
});

/** POST /client-errors. Reports without a valid page load are logged and not counted. */
export const clientReportBatchSchema = yup.object({
  page_load: yup.string().max(PAGE_LOAD_ID_MAX),
  reports: yup.array(clientReportSchema.required()).required().min(1).max(CLIENT_REPORT_BATCH_MAX),
});

export type ClientReport = yup.InferType<typeof clientReportSchema>;
export type ClientReportBatch = yup.InferType<typeof clientReportBatchSchema>;
