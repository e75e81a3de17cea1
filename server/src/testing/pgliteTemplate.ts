import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { Schema } from '../db/schema';
import { PGLITE_TEMPLATE_ENV, prepareTestDatabase } from './testDb';

/**
 * jest's global setup on PGlite: one migrated database, dumped to a file that every test file's
 * createTestDatabase starts from, instead of each running PGlite's initdb and the migrations.
 * The workers inherit the variable naming the file.
 */
export default async function makePgliteTemplate(): Promise<void> {
  if (process.env.DATABASE_URL) return;
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

/** jest's global teardown: the template's file goes. */
export function removePgliteTemplate(): void {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (file) rmSync(file, { force: true });
}
