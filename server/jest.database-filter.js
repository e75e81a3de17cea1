/**
 * The PostgreSQL pass (`npm run test:database`) runs the test files that open a database: the
 * others (pure rules, parsers, the architecture's lint-like checks) run the same code on either
 * engine and ran in the PGlite pass already. A file opens one through these helpers, or reads
 * DATABASE_URL itself.
 */
const { readFileSync } = require('node:fs');

const OPENS_A_DATABASE = /\b(setUpTestApp|setUpTestDatabase|createTestDatabase|buildApp|openPostgres|openPglite|DATABASE_URL)\b/;

module.exports = async (testPaths) => ({ filtered: testPaths.filter((file) => OPENS_A_DATABASE.test(readFileSync(file, 'utf8'))) });
