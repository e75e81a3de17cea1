import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { CommittedWrites, tablesWritten } from '../../db/committedWrites';
import type { Database } from '../../db/database';
import { NotificationListener, type ListeningEvents, type NotificationSource } from '../../db/notifications';
import type { Schema } from '../../db/schema';
import { setUpTestDatabase } from '../../testing/testApp';
import { ReadModelCache } from './cache';

let database: Database;

setUpTestDatabase((opened) => (database = opened));

const quiet: ListeningEvents = { interrupted: () => {}, resumed: () => {} };

/** The cache's own database, which must not be asked while the cache listens: every query fails, and is counted. */
function databaseNotToAsk(): { db: Kysely<Schema>; asked: () => number } {
  let asked = 0;
  const pool = {
    connect: async () => {
      asked += 1;
      throw new Error('the cache asked the database');
    },
    end: async () => {},
  } as unknown as pg.Pool;
  return { db: new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) }), asked: () => asked };
}

/** A value loaded afresh each time the cache asks: 1, 2, 3, … */
function counter(): () => Promise<{ value: number; validUntil: number }> {
  let loads = 0;
  return async () => ({ value: ++loads, validUntil: Infinity });
}

/** Retries `check` until it passes: news from the database arrives a moment after the commit. */
async function eventually(check: () => Promise<void>, attempts = 100): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await check();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

const touchLaoRates = () =>
  database.db
    .updateTable('lottery_rates')
    .set((eb) => ({ rate_x100: eb.ref('rate_x100') }))
    .where('lottery_code', '=', 'lao')
    .execute();

describe('the read cache while it listens', () => {
  it('answers from memory without asking the database; empties at once on its own committed write, and on the news of another', async () => {
    const { db, asked } = databaseNotToAsk();
    // This process's writes: a CommittedWrites of its own, so the database's writes below stand for another process's.
    const ownWrites = new CommittedWrites();
    const notifications = database.notifications(quiet);
    const cache = new ReadModelCache(db, { notifications, committedWrites: ownWrites });
    await cache.start();
    try {
      const load = counter();
      expect(await cache.get('rates', load)).toBe(1);
      expect(await cache.get('rates', load)).toBe(1);

      ownWrites.committed(new Set(['bet_slips']));
      expect(await cache.get('rates', load)).toBe(1);
      ownWrites.committed(new Set(['lottery_rates']));
      expect(await cache.get('rates', load)).toBe(2);

      await touchLaoRates();
      await eventually(async () => expect(await cache.get('rates', load)).toBe(3));
      expect(asked()).toBe(0);
    } finally {
      cache.stop();
      await notifications.close();
      await db.destroy();
    }
  });

  it('asks the version on every read while the listening is broken, and answers from memory again once it listens', async () => {
    const { db, asked } = databaseNotToAsk();
    let events: ListeningEvents | undefined;
    const source: NotificationSource = { listen: async () => {}, close: async () => {} };
    const notifications = new NotificationListener((sourceEvents) => ((events = sourceEvents), source), quiet);
    const cache = new ReadModelCache(db, { notifications, committedWrites: new CommittedWrites() });
    await cache.start();
    try {
      const load = counter();
      expect(await cache.get('rates', load)).toBe(1);

      events!.interrupted(new Error('connection cut'));
      await expect(cache.get('rates', load)).rejects.toThrow('the cache asked the database');
      expect(asked()).toBeGreaterThan(0);

      events!.resumed();
      const askedBefore = asked();
      // What was sent meanwhile is lost: the cache starts again from the database.
      expect(await cache.get('rates', load)).toBe(2);
      expect(await cache.get('rates', load)).toBe(2);
      expect(asked()).toBe(askedBefore);
    } finally {
      cache.stop();
      await db.destroy();
    }
  });
});

describe("this process's committed writes", () => {
  it('are told outside a transaction at once, inside one at its commit only, never when it rolls back', async () => {
    let told = 0;
    const stop = database.committedWrites.subscribe(['lottery_rates'], () => (told += 1));
    try {
      await touchLaoRates();
      expect(told).toBe(1);

      await database.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('lottery_rates')
          .set((eb) => ({ rate_x100: eb.ref('rate_x100') }))
          .where('lottery_code', '=', 'lao')
          .execute();
        expect(told).toBe(1);
      });
      expect(told).toBe(2);

      await expect(
        database.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('lottery_rates')
            .set((eb) => ({ rate_x100: eb.ref('rate_x100') }))
            .where('lottery_code', '=', 'lao')
            .execute();
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect(told).toBe(2);

      await database.db.selectFrom('lottery_rates').selectAll().forUpdate().where('lottery_code', '=', 'lao').execute();
      await database.db.updateTable('site_config').set({ updated_at: new Date() }).execute();
      expect(told).toBe(2);
    } finally {
      stop();
    }
  });
});

describe('tablesWritten', () => {
  it.each([
    ['update "lottery_rates" set "rate_x100" = $1 where "lottery_code" = $2', ['lottery_rates']],
    ['insert into "rounds" ("lottery_code") values ($1) returning "id"', ['rounds']],
    ['delete from limited_numbers where id = $1', ['limited_numbers']],
    ['truncate table lotteries', ['lotteries']],
    [
      'with moved as (update rounds set close_at = $1 returning id) insert into audit_log (action) select $2 from moved',
      ['rounds', 'audit_log'],
    ],
    ['select * from "lottery_rates" where "lottery_code" = $1 for update', []],
    ['select * from rounds for no key update skip locked', []],
    ['select * from rounds for update of rounds', []],
    ['insert into limited_numbers (number) values ($1) on conflict (number) do update set number = $1', ['limited_numbers']],
  ])('%s writes %j', (sqlText, tables) => {
    expect(tablesWritten(sqlText)).toEqual(tables);
  });
});
