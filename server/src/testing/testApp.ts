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

export interface TestSetUpOptions {
  /** Asserts the ledger invariants of docs/money.md after every test, as every test that moves money must. */
  checkLedger?: boolean;
}

export interface TestAppOptions extends TestSetUpOptions {
  /** The app on the database: by default the whole app as buildApp makes it (`buildAuthTestApp`: the auth area alone). */
  build?: (database: Database) => Promise<FastifyInstance>;
}

const wholeApp = (database: Database) => buildApp(testConfig(tempDir()), { database });

/**
 * A fresh database for one test file: made before the file's tests and closed after them, with the
 * file's temporary folders. `receive` hands it to the file.
 */
export function setUpTestDatabase(receive: (database: Database) => void, options: TestSetUpOptions = {}): void {
  setUp(async (database) => receive(database), options);
}

/** The app of one test file on a fresh database (see setUpTestDatabase); `receive` hands both to the file. */
export function setUpTestApp(receive: (started: TestApp) => void, { build = wholeApp, ...options }: TestAppOptions = {}): void {
  setUp(async (database) => {
    const app = await build(database);
    receive({ app, database });
    return app;
  }, options);
}

/**
 * Starting and stopping a file's database and app is not what a test measures: on a machine busy
 * with other jobs, booting PGlite and building the app can take longer than a test may, so they
 * have a budget of their own.
 */
const SET_UP_TIMEOUT_MS = 120_000;

/** `start` makes what the file tests on the database; an app it answers is closed before the database. */
function setUp(start: (database: Database) => Promise<FastifyInstance | void>, { checkLedger = false }: TestSetUpOptions): void {
  let database: Database | undefined;
  let app: FastifyInstance | void;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await start(database);
  }, SET_UP_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    removeTempDirs();
  }, SET_UP_TIMEOUT_MS);
  if (checkLedger) {
    afterEach(async () => {
      expect(await ledgerProblems(database!.db)).toEqual([]);
    });
  }
}
