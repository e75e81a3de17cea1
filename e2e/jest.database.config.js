/**
 * The browser tests of the PostgreSQL pass (`npm run test:database`): money in and out end to end
 * (a bet placed, cancelled and settled; a deposit and a withdrawal decided by staff) on the engine
 * the site runs in production.
 * The rest (screens at two widths, reports, results, yeekee, the shell, remote releases) run in
 * the PGlite pass: the server's own tests run every query on both engines, and CI's twenty
 * minutes do not hold every browser test twice.
 */
const base = require('./jest.config');

const onBothEngines = ['betting', 'backoffice-money'];

module.exports = { ...base, testMatch: onBothEngines.map((name) => `<rootDir>/tests/${name}.test.ts`) };
