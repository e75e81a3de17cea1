import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PipelinedQuery, pipelineTransaction, THEN_COMMIT, type ClientQuery } from './pipelinedTransaction';
import { prepareHotStatements } from './preparedStatements';

describe('pipelineTransaction', () => {
  /** What reaches the driver: each call's config, through `query` (as it comes) or `send` (pipelined, or a held-back BEGIN). */
  function recorded() {
    const calls: { via: string; config: unknown }[] = [];
    const answer =
      (via: string): ClientQuery =>
      (config) => {
        calls.push({ via, config });
        if (config instanceof PipelinedQuery) {
          (config as unknown as { callback: (error: undefined, result: unknown) => void }).callback(undefined, {
            command: 'INSERT',
            rows: [],
          });
          return undefined;
        }
        return Promise.resolve({ command: 'SELECT', rowCount: 1, rows: [] });
      };
    return { calls, query: pipelineTransaction(answer('query'), answer('send'), (text) => (text.includes('hot') ? 'k-hot' : undefined)) };
  }

  it("holds back Kysely's begin and sends it in front of the first statement, named when it is hot", async () => {
    const { calls, query } = recorded();

    await expect(query('begin', [])).resolves.toMatchObject({ command: 'BEGIN', rows: [] });
    expect(calls).toEqual([]);
    void query('select hot from t where id = $1', [7]);
    await query('commit', []);

    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({
      via: 'send',
      config: { afterBegin: true, thenCommit: false, name: 'k-hot', text: 'select hot from t where id = $1', values: [7] },
    });
    expect(calls[1]).toEqual({ via: 'query', config: 'commit' });
  });

  it('sends a last statement marked THEN_COMMIT with the COMMIT, and answers the commit that follows itself', async () => {
    const { calls, query } = recorded();

    await query('begin', []);
    await query('select hot from t', []);
    await expect(query(`insert into t values ($1)${THEN_COMMIT}`, [1])).resolves.toMatchObject({ command: 'INSERT' });
    await expect(query('commit', [])).resolves.toMatchObject({ command: 'COMMIT' });
    // Outside a transaction the mark is only a comment.
    await query(`insert into t values ($1)${THEN_COMMIT}`, [2]);

    expect(calls.map(({ via, config }) => [via, config instanceof PipelinedQuery ? { ...config } : config])).toEqual([
      ['send', expect.objectContaining({ afterBegin: true, thenCommit: false, text: 'select hot from t' })],
      [
        'send',
        expect.objectContaining({ afterBegin: false, thenCommit: true, text: `insert into t values ($1)${THEN_COMMIT}`, values: [1] }),
      ],
      ['query', `insert into t values ($1)${THEN_COMMIT}`],
    ]);
  });

  it('refuses a rollback or a statement after a transaction committed with its last statement', async () => {
    const { query } = recorded();

    await query('begin', []);
    await query(`insert into t values ($1)${THEN_COMMIT}`, [1]);
    await expect(query('rollback', [])).rejects.toThrow(
      `the transaction had committed with its last statement (THEN_COMMIT) when it was sent: rollback`,
    );
    await query('begin', []);
    await query(`insert into t values ($1)${THEN_COMMIT}`, [1]);
    await expect(query('select 1', [])).rejects.toThrow('when it was sent: select 1');
  });

  it('sends nothing for a transaction that ends before a statement, and a plain BEGIN before a call not from Kysely', async () => {
    const { calls, query } = recorded();

    await query('begin', []);
    await expect(query('rollback', [])).resolves.toMatchObject({ command: 'ROLLBACK' });
    await query('begin', []);
    await query({ text: 'LISTEN "x"' });

    expect(calls).toEqual([
      { via: 'send', config: 'begin' },
      { via: 'query', config: { text: 'LISTEN "x"' } },
    ]);
  });
});

const postgresUrl = process.env.DATABASE_URL;

// On the pg driver's pool only: the embedded engine has no network round trip to save.
if (postgresUrl)
  describe('a transaction on PostgreSQL', () => {
    let pool: pg.Pool;
    let db: Kysely<{ pipelined_begin: { id: number; note: string } }>;
    /** Round trips: each ends with one ReadyForQuery, counted on every connection of the pool. */
    let roundTrips = 0;

    beforeAll(async () => {
      pool = new pg.Pool({ connectionString: postgresUrl, max: 1 });
      prepareHotStatements(pool);
      pool.on('connect', (client) => {
        (client as unknown as { connection: pg.Connection }).connection.on('readyForQuery', () => (roundTrips += 1));
      });
      db = new Kysely({ dialect: new PostgresDialect({ pool }) });
      await sql`create temp table if not exists pipelined_begin (id int primary key, note text not null)`.execute(db);
    });

    afterAll(async () => {
      await db.destroy();
    });

    beforeEach(async () => {
      await sql`truncate pipelined_begin`.execute(db);
      roundTrips = 0;
    });

    it('sends BEGIN with its first statement: three statements and COMMIT in four round trips, in one transaction', async () => {
      const times = await db.transaction().execute(async (trx) => {
        await trx.insertInto('pipelined_begin').values({ id: 1, note: 'first' }).execute();
        // now() is the transaction's start: the same for both statements only inside one transaction.
        const first = await sql<{ at: Date; statement: Date }>`select now() as at, statement_timestamp() as statement`.execute(trx);
        await new Promise((resolve) => setTimeout(resolve, 20));
        const second = await sql<{ at: Date; statement: Date }>`select now() as at, statement_timestamp() as statement`.execute(trx);
        return [first.rows[0]!, second.rows[0]!];
      });

      expect(roundTrips).toBe(4);
      expect(times[0]!.at).toEqual(times[1]!.at);
      expect(times[1]!.statement.getTime()).toBeGreaterThan(times[0]!.at.getTime());
      expect(await db.selectFrom('pipelined_begin').selectAll().execute()).toEqual([{ id: 1, note: 'first' }]);
    });

    it('rolls back what the transaction wrote when a later statement fails', async () => {
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.insertInto('pipelined_begin').values({ id: 1, note: 'kept?' }).execute();
          await trx.insertInto('pipelined_begin').values({ id: 1, note: 'again' }).execute();
        }),
      ).rejects.toMatchObject({ code: '23505' });

      expect(await db.selectFrom('pipelined_begin').selectAll().execute()).toEqual([]);
    });

    it('answers a failing first statement with its own error, and the connection goes on', async () => {
      await db.insertInto('pipelined_begin').values({ id: 1, note: 'there' }).execute();

      await expect(
        db.transaction().execute((trx) => trx.insertInto('pipelined_begin').values({ id: 1, note: 'twice' }).execute()),
      ).rejects.toMatchObject({ code: '23505', constraint: 'pipelined_begin_pkey' });

      const again = await db.transaction().execute((trx) => trx.selectFrom('pipelined_begin').select('note').execute());
      expect(again).toEqual([{ note: 'there' }]);
    });

    it('sends nothing for a transaction that ends before any statement', async () => {
      await db.transaction().execute(async () => undefined);
      await expect(
        db.transaction().execute(async () => {
          throw new Error('given up before any statement');
        }),
      ).rejects.toThrow('given up before any statement');

      expect(roundTrips).toBe(0);
    });

    /** Whether this connection is outside any transaction: its transaction began with the statement asking. */
    async function noTransactionOpen() {
      const { rows } = await sql<{
        fresh: boolean;
      }>`select xact_start = statement_timestamp() as fresh from pg_stat_activity where pid = pg_backend_pid()`.execute(db);
      return rows[0]!.fresh;
    }

    it('sends a last statement marked THEN_COMMIT with the COMMIT: two statements in two round trips, committed', async () => {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('pipelined_begin').values({ id: 1, note: 'first' }).execute();
        await trx.insertInto('pipelined_begin').values({ id: 2, note: 'last' }).modifyEnd(sql.raw(THEN_COMMIT)).execute();
      });

      expect(roundTrips).toBe(2);
      expect(await noTransactionOpen()).toBe(true);
      expect(await db.selectFrom('pipelined_begin').select('note').orderBy('id').execute()).toEqual([{ note: 'first' }, { note: 'last' }]);
    });

    it('sends a transaction of one statement marked THEN_COMMIT, BEGIN and COMMIT with it, in one round trip', async () => {
      await db
        .transaction()
        .execute((trx) => trx.insertInto('pipelined_begin').values({ id: 1, note: 'alone' }).modifyEnd(sql.raw(THEN_COMMIT)).execute());

      expect(roundTrips).toBe(1);
      expect(await noTransactionOpen()).toBe(true);
      expect(await db.selectFrom('pipelined_begin').select('note').execute()).toEqual([{ note: 'alone' }]);
    });

    it('rolls back the whole transaction when the statement marked THEN_COMMIT fails, and the connection goes on', async () => {
      await db.insertInto('pipelined_begin').values({ id: 2, note: 'there' }).execute();

      await expect(
        db.transaction().execute(async (trx) => {
          await trx.insertInto('pipelined_begin').values({ id: 1, note: 'kept?' }).execute();
          await trx.insertInto('pipelined_begin').values({ id: 2, note: 'twice' }).modifyEnd(sql.raw(THEN_COMMIT)).execute();
        }),
      ).rejects.toMatchObject({ code: '23505', constraint: 'pipelined_begin_pkey' });

      expect(await noTransactionOpen()).toBe(true);
      expect(await db.selectFrom('pipelined_begin').select('note').execute()).toEqual([{ note: 'there' }]);
    });

    it('pipelines a hot (named) first statement too', async () => {
      for (let id = 1; id <= 8; id++) {
        await db.transaction().execute((trx) =>
          trx
            .insertInto('pipelined_begin')
            .values({ id, note: `note ${id}` })
            .execute(),
        );
      }

      expect(roundTrips).toBe(16);
      const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db);
      expect(prepared.rows.map((row) => row.statement)).toContain('insert into "pipelined_begin" ("id", "note") values ($1, $2)');
      expect(await db.selectFrom('pipelined_begin').select('id').orderBy('id').execute()).toHaveLength(8);
    });
  });
