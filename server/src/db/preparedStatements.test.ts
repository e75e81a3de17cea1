import { sql } from 'kysely';
import { openPostgres } from './database';
import { StatementNames } from './preparedStatements';

describe('StatementNames', () => {
  const text = 'select id from members where id = $1';

  test('names a statement from its fifth run on, the same name every time', () => {
    const names = new StatementNames();
    const firstFour = [1, 2, 3, 4].map(() => names.nameOf(text));
    expect(firstFour).toEqual([undefined, undefined, undefined, undefined]);
    const name = names.nameOf(text);
    expect(name).toMatch(/^k[\w-]{27}$/);
    expect(names.nameOf(text)).toBe(name);
    expect(new StatementNames().nameOf(text)).toBeUndefined();
  });

  test('never names a statement that is not a query or a write (transactions, LISTEN, DDL)', () => {
    const names = new StatementNames();
    for (const statement of ['begin', 'commit', 'LISTEN "x"', 'create index i on t (c)']) {
      const named = Array.from({ length: 10 }, () => names.nameOf(statement));
      expect(named.every((name) => name === undefined)).toBe(true);
    }
    expect(Array.from({ length: 5 }, () => names.nameOf('  WITH x as (select 1) select * from x')).at(-1)).toBeDefined();
  });
});

const postgresUrl = process.env.DATABASE_URL;

// Named statements are the pg driver's: the embedded engine has no pool to prepare on.
if (postgresUrl) {
  test('on PostgreSQL a statement run often is prepared on its connection', async () => {
    const database = await openPostgres(postgresUrl, () => {});
    try {
      const prepared = await database.db.connection().execute(async (db) => {
        for (let i = 0; i < 6; i++) await sql`select ${i}::int + 1 as next`.execute(db);
        return (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows;
      });
      expect(prepared.map((row) => row.statement)).toContain('select $1::int + 1 as next');
    } finally {
      await database.close();
    }
  });
}
