import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/database';
import type { Schema } from '../db/schema';
import { migrateToLatest } from '../db/migrate';
import { setSecondFactorPolicy } from '../auth/secondFactor/repository';

/** Set by jest's global setup (databaseTemplate.ts): the file of a PGlite data directory made by `prepareTestDatabase`. */
export const PGLITE_TEMPLATE_ENV = 'LOTTO_TEST_PGLITE_TEMPLATE';

/** Set by jest's global setup on PostgreSQL (databaseTemplate.ts): a database made by `prepareTestDatabase` that each file's is copied from. */
export const POSTGRES_TEMPLATE_ENV = 'LOTTO_TEST_POSTGRES_TEMPLATE';

/**
 * A fresh, migrated database for one test file, requiring nobody's second factor. Without DATABASE_URL: PGlite in memory,
 * a copy of the template when jest's global setup made one (PGlite's initdb takes seconds). With it:
 * a database of its own created on that server (a copy of the global setup's migrated template,
 * when there is one) and dropped by `close()`, so test files can run side by side.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = process.env[POSTGRES_TEMPLATE_ENV];
    return template ? createPostgresDatabase(serverUrl, template) : prepared(await createPostgresDatabase(serverUrl));
  }
  const templateFile = process.env[PGLITE_TEMPLATE_ENV];
  if (templateFile) return openPglite(undefined, new Blob([readFileSync(templateFile)]));
  return prepared(await openPglite());
}

/** Migrates a new database and, like the demo site, lets test staff reach the back office with a token alone (secondFactor.test.ts requires it). */
export async function prepareTestDatabase(db: Kysely<Schema>): Promise<void> {
  await migrateToLatest(db);
  await setSecondFactorPolicy(db, 'nobody');
}

async function prepared(database: Database): Promise<Database> {
  try {
    await prepareTestDatabase(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** A database of its own on the server, empty or a copy of `template` (a database nobody is connected to). */
async function createPostgresDatabase(serverUrl: string, template?: string): Promise<Database> {
  const name = `lotto_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
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

export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
