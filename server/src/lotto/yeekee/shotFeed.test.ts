import type { YeekeeShot } from '@lotto/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { NotificationListener } from '../../db/notifications';
import { createTestDatabase } from '../../testing/testDb';
import { ShotFeed } from './shotFeed';

const postgresUrl = process.env.DATABASE_URL;

/** Resolves at the next call of the returned function. */
function nextCall(): { happened: Promise<void>; call: () => void } {
  let call!: () => void;
  const happened = new Promise<void>((resolve) => (call = resolve));
  return { happened, call };
}

const shot = (seq: number): YeekeeShot => ({
  seq,
  member: '08x-xxx-1234',
  number: '12345',
  createdAt: new Date().toISOString(),
  digest: 'a'.repeat(64),
});

test('a shot reaches the viewers of its round only, and a viewer who left hears nothing more', async () => {
  const database = await createTestDatabase();
  const listener = database.notifications({ interrupted: () => {}, resumed: () => {} });
  const feed = new ShotFeed(listener);
  try {
    await feed.start((error) => {
      throw error;
    });
    const seen: string[] = [];
    let arrived = nextCall();
    const viewer = (name: string) => (delivered: YeekeeShot) => {
      seen.push(`${name}:${delivered.seq}`);
      arrived.call();
    };
    const leave = feed.subscribe(7, viewer('seven'), () => {});
    feed.subscribe(8, viewer('eight'), () => {});
    const send = (roundId: number, seq: number) =>
      sql`select pg_notify('yeekee_shots', ${JSON.stringify({ roundId, shot: shot(seq) })})`.execute(database.db);

    await send(7, 1);
    await arrived.happened;
    expect(seen).toEqual(['seven:1']);

    leave();
    arrived = nextCall();
    await send(7, 2);
    await send(8, 3);
    await arrived.happened;
    expect(seen).toEqual(['seven:1', 'eight:3']);
  } finally {
    feed.stop();
    await listener.close();
    await database.close();
  }
});

// A connection cut is PostgreSQL's: the embedded engine delivers in the process, with no connection to lose.
if (postgresUrl) {
  describe('on PostgreSQL, the listener whose connection is cut', () => {
    let database: Database;
    let listener: NotificationListener;
    let interrupted = nextCall();
    let resumed = nextCall();

    beforeAll(async () => {
      database = await createTestDatabase();
      listener = database.notifications({ interrupted: () => interrupted.call(), resumed: () => resumed.call() });
    });
    afterAll(async () => {
      await listener.close();
      await database.close();
    });

    const cutListeningConnection = () =>
      sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN%'`.execute(database.db);

    test('listens again by itself; yeekee viewers are told of the gap and live shots flow again', async () => {
      const feed = new ShotFeed(listener);
      await feed.start((error) => {
        throw error;
      });
      const seen: number[] = [];
      let gaps = 0;
      let arrived = nextCall();
      feed.subscribe(
        7,
        (delivered) => {
          seen.push(delivered.seq);
          arrived.call();
        },
        () => gaps++,
      );
      const send = (seq: number) =>
        sql`select pg_notify('yeekee_shots', ${JSON.stringify({ roundId: 7, shot: shot(seq) })})`.execute(database.db);

      await send(1);
      await arrived.happened;
      expect(seen).toEqual([1]);

      await cutListeningConnection();
      await interrupted.happened;
      expect(gaps).toBe(1);
      // About a second later another connection listens.
      await resumed.happened;
      expect(gaps).toBe(2);

      arrived = nextCall();
      await send(2);
      await arrived.happened;
      expect(seen).toEqual([1, 2]);

      // And again: every cut is survived, not only the first.
      [interrupted, resumed] = [nextCall(), nextCall()];
      await cutListeningConnection();
      await interrupted.happened;
      await resumed.happened;
      arrived = nextCall();
      await send(3);
      await arrived.happened;
      expect(seen).toEqual([1, 2, 3]);
      expect(gaps).toBe(4);
      feed.stop();
    });
  });
}
