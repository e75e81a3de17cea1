import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { ledgerProblems } from '../ledger/invariants';
import { removeTempDirs, tempDir, testConfig } from './fixtures';
import { createTestDatabase } from './testDb';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
}

/**
 * The app of one test file on a fresh database: built before the file's tests and closed after
 * them. `receive` hands both to the file. With `checkLedger`, the ledger invariants of docs/money.md
 * are asserted after every test, as every test that moves money must.
 */
export function setUpTestApp(receive: (started: TestApp) => void, { checkLedger = false } = {}): void {
  let started: TestApp | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    started = { database, app: await buildApp(testConfig(tempDir()), { database }) };
    receive(started);
  });
  afterAll(async () => {
    await started?.app.close();
    await started?.database.close();
    removeTempDirs();
  });
  if (checkLedger) {
    afterEach(async () => {
      expect(await ledgerProblems(started!.database.db)).toEqual([]);
    });
  }
}
