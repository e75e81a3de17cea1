import { sql } from 'kysely';
import { createTestDatabase } from '../testing/testDb';

test('int8 values come back as BigInt, also inside arrays, beyond the safe integer range', async () => {
  const database = await createTestDatabase();
  try {
    const { rows } = await sql<{ big: bigint; list: bigint[]; small: number }>`
      select 9007199254740993::int8 as big, array[1, -2]::int8[] as list, 7::int4 as small
    `.execute(database.db);
    expect(rows[0]).toEqual({ big: 9007199254740993n, list: [1n, -2n], small: 7 });
  } finally {
    await database.close();
  }
});

describe('dates', () => {
  it('come back as YYYY-MM-DD text on the embedded engine and on PostgreSQL', async () => {
    const database = await createTestDatabase();
    try {
      const { rows } = await sql<{ day: string }>`select date '2026-01-17' as day`.execute(database.db);
      expect(rows[0]?.day).toBe('2026-01-17');
    } finally {
      await database.close();
    }
  });
});
