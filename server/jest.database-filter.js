/**
 * The PostgreSQL pass (`npm run test:database`) runs the test files that open a database through
 * DATABASE_URL. The others run once, in the PGlite pass: those that open none (pure rules, parsers,
 * the architecture's lint-like checks) and the embedded engine's own (`*.embedded.test.ts`), which
 * open PGlite whatever DATABASE_URL says. A file opens one through these helpers, or reads
 * DATABASE_URL itself.
 */
const { readFileSync } = require('node:fs');

const OPENS_A_DATABASE = /\b(setUpTestApp|setUpTestDatabase|createTestDatabase|buildApp|openPostgres|DATABASE_URL)\b/;
const EMBEDDED_ONLY = /\.embedded\.test\.ts$/;

module.exports = async (testPaths) => ({
  filtered: testPaths.filter((file) => !EMBEDDED_ONLY.test(file) && OPENS_A_DATABASE.test(readFileSync(file, 'utf8'))),
});
