import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations/index';
import type { Schema } from './schema';

function migrator(db: Kysely<Schema>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/** Brings the schema up to date; several servers starting at once are serialised by Kysely's lock. */
export async function migrateToLatest(db: Kysely<Schema>): Promise<void> {
  const { error, results } = await migrator(db).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    const what = failed ? `Migration ${failed}` : 'Migrating the database';
    throw new Error(`${what} failed: ${String(error)}`, { cause: error });
  }
}

/** Names of migrations not yet applied; throws when the database cannot be reached. */
export async function pendingMigrations(db: Kysely<Schema>): Promise<string[]> {
  const all = await migrator(db).getMigrations();
  return all.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
