import type { Kysely } from 'kysely';
import type { CommittedWrites } from '../../db/committedWrites';
import type { NotificationListener } from '../../db/notifications';
import type { Schema } from '../../db/schema';
import { findReadModelVersion } from './repository';

/** NOTIFYed by the database (migration 030) on every write of the read model's tables. */
export const READ_MODEL_CHANGED_CHANNEL = 'read_model_changed';

/** The tables of the read model (migrations 010 and 016): a write to one raises its version and NOTIFYs. */
export const READ_MODEL_TABLES = ['lotteries', 'lottery_rates', 'lottery_rate_bands', 'rounds', 'limited_numbers'] as const;

interface Entry {
  value: Promise<unknown>;
  /** Epoch ms after which the value is stale by time alone (a round opening or closing); Infinity: never. */
  validUntil: number;
}

/**
 * Answers of reads made only of lotteries, rates, rounds and limited numbers, kept in this process.
 * Every write to those tables raises the read-model version and NOTIFYs 'read_model_changed' in
 * its own transaction (migrations 010, 030). While this process listens, the cache is emptied
 * when the news comes (another process: staff, the scheduler, settlement) and at once when one of
 * this process's own writes commits (`committedWrites`), so a cached read makes no round trip and
 * a member or staff user sees their own change on their next read. While it cannot listen (the
 * listener's connection broke; or no listener), every read asks the version row, as the cache did
 * before: a value read after the version was is never older than it.
 */
export class ReadModelCache {
  private version: bigint | undefined;
  private readonly entries = new Map<string, Entry>();
  private listening = false;
  private stopListening: (() => void) | undefined;
  private stopWatching: (() => void) | undefined;

  constructor(
    private readonly db: Kysely<Schema>,
    private readonly news: { notifications?: NotificationListener; committedWrites?: CommittedWrites } = {},
  ) {}

  /** Listens for the news, when there is a listener and this process's own writes are told. */
  async start(): Promise<void> {
    const { notifications, committedWrites } = this.news;
    if (!notifications || !committedWrites) return;
    this.stopWatching = committedWrites.subscribe(READ_MODEL_TABLES, () => this.changed());
    this.stopListening = await notifications.listen(READ_MODEL_CHANGED_CHANNEL, () => this.changed(), {
      interrupted: () => {
        this.listening = false;
        this.changed();
      },
      resumed: () => {
        this.changed();
        this.listening = true;
      },
    });
    this.changed();
    this.listening = true;
  }

  stop(): void {
    this.listening = false;
    this.changed();
    this.stopListening?.();
    this.stopWatching?.();
  }

  async get<T>(key: string, load: () => Promise<{ value: T; validUntil: number }>): Promise<T> {
    if (!this.listening) {
      const version = await findReadModelVersion(this.db);
      if (version !== this.version) {
        this.entries.clear();
        this.version = version;
      }
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

  /** Empties the cache: a write committed somewhere, or the news may have been missed. */
  private changed(): void {
    this.entries.clear();
    this.version = undefined;
  }
}
