import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { openPostgres } from '../db/database';
import type { Schema } from '../db/schema';
import { adminQuery, PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV, prepareTestDatabase } from './testDb';

/**
 * jest's global setup: one migrated database that every test file's createTestDatabase copies,
 * instead of each running the migrations (and, on PGlite, initdb). On PGlite it is dumped to a
 * file; on PostgreSQL it is a database of its own, copied by CREATE DATABASE … TEMPLATE. The
 * workers inherit the variable naming it.
 */
export default async function makeTestDatabaseTemplate(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `lotto_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    process.env[POSTGRES_TEMPLATE_ENV] = name;
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString(), (error) => {
      throw error;
    });
    try {
      await prepareTestDatabase(database.db);
    } finally {
      // Every connection ends: a database is copied only while nobody is connected to it.
      await database.close();
    }
    return;
  }
  const pglite = await PGlite.create();
  const db = new Kysely<Schema>({ dialect: new PGliteDialect(pglite) });
  try {
    await prepareTestDatabase(db);
    const file = path.join(os.tmpdir(), `lotto-pglite-template-${process.pid}.tar`);
    writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    process.env[PGLITE_TEMPLATE_ENV] = file;
  } finally {
    await db.destroy();
    if (!pglite.closed) await pglite.close();
  }
}

/** jest's global teardown: the template's file or database goes. */
export async function removeTestDatabaseTemplate(): Promise<void> {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (file) rmSync(file, { force: true });
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  if (template && process.env.DATABASE_URL) await adminQuery(process.env.DATABASE_URL, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
}
