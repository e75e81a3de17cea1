// PostgreSQL (DATABASE_URL set) runs every phase; the PGlite run of CI runs the crash phase only,
// since the other phases need several processes or a second connection on one database.
const onPostgres = Boolean(process.env.DATABASE_URL);

module.exports = require('../jest.preset')({
  testEnvironment: 'node',
  testMatch: onPostgres ? ['<rootDir>/tests/**/*.test.ts'] : ['<rootDir>/tests/crash.test.ts'],
  // Each phase starts servers of its own and runs bounded load against them.
  testTimeout: 480_000,
  // One phase at a time: each puts the machine under load and judges the servers it started.
  maxWorkers: 1,
});
