import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { CommittedWrites } from './committedWrites';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { DatabaseTarget } from '../config/env';
import { lockDataDir } from './dataDirLock';
import { prepareHotStatements } from './preparedStatements';
import { NotificationListener, pgliteNotifications, postgresNotifications, type ListeningEvents } from './notifications';
import type { Schema } from './schema';

export interface Database {
  db: Kysely<Schema>;
  engine: DatabaseTarget['engine'];
  /** Ends every connection (and frees the data directory of the embedded engine). */
  close(): Promise<void>;
  /**
   * A listener of its own for NOTIFY (one per server process, see server/src/db/notifications.ts):
   * on PostgreSQL one dedicated connection of the pool; on the embedded engine, which serves one
   * process, PGlite's own delivery at commit. `events` hears the listening break and work again.
   */
  notifications(events: ListeningEvents): NotificationListener;
  /** This process's own writes, told once committed (server/src/db/committedWrites.ts). */
  committedWrites: CommittedWrites;
  /** PostgreSQL only: the pool's connections (GET /metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

const INT8_OID = 20;
const INT8_ARRAY_OID = 1016;
/** A calendar date (a round's Bangkok draw date) stays 'YYYY-MM-DD': a JS Date would shift it by time zone. */
const DATE_OID = 1082;
const dateAsText = (value: string): string => value;

/** Money is bigint satang: int8 must come back as BigInt, never as a rounded number or a string. */
const parseInt8 = (value: string): bigint => BigInt(value);

export function openDatabase(target: DatabaseTarget, onIdleError: (error: Error) => void): Promise<Database> {
  return target.engine === 'postgres' ? openPostgres(target.url, onIdleError) : openPglite(target.dataDir);
}

/** `onIdleError` receives failures of idle pooled connections, which would otherwise crash the process. */
export async function openPostgres(url: string, onIdleError: (error: Error) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, types: { getTypeParser: int8AsBigInt } });
  pool.on('error', onIdleError);
  prepareHotStatements(pool);
  const committedWrites = new CommittedWrites();
  const db = new Kysely<Schema>({ dialect: committedWrites.watch(new PostgresDialect({ pool })) });
  const listeners = new Set<NotificationListener>();
  return {
    db,
    engine: 'postgres',
    committedWrites,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    notifications: (events) => {
      const listener = new NotificationListener(
        (sourceEvents) => postgresNotifications(pool, sourceEvents),
        events,
        () => listeners.delete(listener),
      );
      listeners.add(listener);
      return listener;
    },
    close: async () => {
      // A listening connection stays checked out: ending the pool would wait for it forever.
      for (const listener of listeners) await listener.close();
      await db.destroy();
      // Kysely ends the pool only if a query ever ran.
      if (!pool.ended) await pool.end();
    },
  };
}

/** The parsers of this pool only: pg's global `types.setTypeParser` would change every pool in the process. */
const int8AsBigInt: pg.CustomTypesConfig['getTypeParser'] = (oid, format) => {
  if (format === 'binary') return pg.types.getTypeParser(oid, format);
  const id: number = oid; // pg's TypeId enum lists no array types
  if (id === INT8_OID) return parseInt8;
  if (id === DATE_OID) return dateAsText;
  if (id === INT8_ARRAY_OID) {
    const parseArray: (value: string) => (string | null)[] = pg.types.getTypeParser(oid, 'text');
    return (value: string) => parseArray(value).map((item) => (item === null ? null : BigInt(item)));
  }
  return pg.types.getTypeParser(oid, format);
};

/**
 * The embedded engine. With a data directory its files live in `<dataDir>/pglite` and the directory
 * is locked against a second process; without one the database lives in memory (tests), started
 * from `template` (a dumped data directory) when given, which skips PGlite's initdb.
 */
export async function openPglite(dataDir?: string, template?: Blob): Promise<Database> {
  const lock = dataDir === undefined ? undefined : lockDataDir(ensureDir(dataDir));
  try {
    // One options object: PGlite.create(undefined, options) would ignore the options.
    const pglite = await PGlite.create({
      ...(dataDir !== undefined && { dataDir: ensureDir(path.join(dataDir, 'pglite')) }),
      ...(template && { loadDataDir: template }),
      // Element parsers also apply inside arrays, so int8[] comes back as bigint[] too.
      parsers: { [INT8_OID]: parseInt8, [DATE_OID]: dateAsText },
    });
    const committedWrites = new CommittedWrites();
    const db = new Kysely<Schema>({ dialect: committedWrites.watch(new PGliteDialect(pglite)) });
    return {
      db,
      engine: 'pglite',
      committedWrites,
      notifications: (events) => new NotificationListener(() => pgliteNotifications(pglite), events),
      close: async () => {
        try {
          await db.destroy();
          // Kysely closes PGlite only if a query ever ran; an open PGlite keeps the process alive.
          if (!pglite.closed) await pglite.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

function ensureDir(dir: string): string {
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}
