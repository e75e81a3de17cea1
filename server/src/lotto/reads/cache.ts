import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { findReadModelVersion } from './repository';

interface Entry {
  value: Promise<unknown>;
  /** Epoch ms after which the value is stale by time alone (a round opening or closing); Infinity: never. */
  validUntil: number;
}

/**
 * Answers of reads made only of lotteries, rates, rounds and limited numbers, kept in this process.
 * Every write to those tables raises the read-model version in its own transaction (migration 010),
 * so one primary-key read per request tells whether any process (staff, the scheduler, settlement)
 * changed them; the cache is then emptied. A value read after the version was is never older
 * than it.
 */
export class ReadModelCache {
  private version: bigint | undefined;
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly db: Kysely<Schema>) {}

  async get<T>(key: string, load: () => Promise<{ value: T; validUntil: number }>): Promise<T> {
    const version = await findReadModelVersion(this.db);
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    const cached = this.entries.get(key);
    if (cached && Date.now() < cached.validUntil) return cached.value as Promise<T>;
    const loaded = load();
    const entry = { value: loaded.then(({ value }) => value), validUntil: Infinity };
    this.entries.set(key, entry);
    try {
      entry.validUntil = (await loaded).validUntil;
    } catch (error) {
      if (this.entries.get(key) === entry) this.entries.delete(key);
      throw error;
    }
    return entry.value as Promise<T>;
  }
}
