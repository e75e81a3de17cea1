import * as yup from 'yup';
import { decimal, integer, isoTime, listOf, oneOfText, shape, text } from '../../api/replies';
import { REMOTE_NAMES } from '../../remotes/manifest';
import { validationMessages as m } from '../../validation/messages';
import { generic } from './fields';

/**
 * The remotes' releases (/admin-api/remotes, admin only): pinning a version, a canary; request
 * schemas, reply schema and their types.
 */

// --- requests ---

/** /admin-api/remotes/{name}/…. */
export const remoteNameParamsSchema = yup.object({ name: yup.string().required(generic).max(64, generic) });

/** POST /admin-api/remotes/{name}/pin. */
export const remotePinSchema = yup.object({
  version: yup.string().trim().required(m.backoffice.versionRequired).max(64, m.backoffice.versionRequired),
});

/** POST /admin-api/remotes/{name}/canary: a version for a share of members. */
export const remoteCanarySchema = remotePinSchema.shape({
  percent: yup
    .number()
    .typeError(m.backoffice.canaryPercent)
    .required(m.backoffice.canaryPercent)
    .integer(m.backoffice.canaryPercent)
    .min(1, m.backoffice.canaryPercent)
    .max(99, m.backoffice.canaryPercent),
});

// --- replies ---

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
  live: text()
    .nullable()
    .meta({ description: 'The stable version the shell loads: the pinned one, else the highest the live shell can run.' }),
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

/** One item of GET /admin-api/remotes (admin); also the answer of pin and unpin. */
export type RemoteReleases = yup.InferType<typeof remoteReleasesSchema>;
