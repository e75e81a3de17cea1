import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { deleteUnusedSlips } from './repository';
import { UNUSED_SLIP_LIFETIME_MS } from './rules';

/**
 * Removes slips uploaded and never reported once they are a day old: a job of the scheduler
 * (server.ts, every UNUSED_SLIP_SWEEP_MS); a DELETE is safe on any number of servers.
 */
export async function removeUnusedSlips(db: Kysely<Schema>, now: Date): Promise<void> {
  await deleteUnusedSlips(db, new Date(now.getTime() - UNUSED_SLIP_LIFETIME_MS));
}
