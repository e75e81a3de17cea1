import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { setSecondFactorPolicy } from '../auth/secondFactor/repository';

/**
 * A fresh, migrated database for one test file, requiring nobody's second factor. Without DATABASE_URL: PGlite in memory. With it:
 * a database of its own created on that server and dropped by `close()`, so test files can run
 * side by side.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  const database = serverUrl ? await createPostgresDatabase(serverUrl) : await openPglite();
  try {
    await migrateToLatest(database.db);
    // Like the demo site: test staff reach the back office with a token alone (secondFactor.test.ts requires it).
    await setSecondFactorPolicy(database.db, 'nobody');
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function createPostgresDatabase(serverUrl: string): Promise<Database> {
  const name = `lotto_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let closing = false;
  const database = await openPostgres(url.toString(), (error) => {
    // pg's pool.end() resolves before its sockets have closed; DROP … WITH (FORCE) then ends
    // those connections, which report it. Any other idle failure fails the test.
    if (!closing) throw error;
  });
  return {
    ...database,
    close: async () => {
      closing = true;
      await database.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

