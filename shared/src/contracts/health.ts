import { flag, shape } from '../api/replies';

/** GET /healthz: the process is up. */
export const liveReplySchema = shape({ up: flag() });

/** GET /readyz: the database is reachable and migrated. */
export const readyReplySchema = shape({ ready: flag() });
