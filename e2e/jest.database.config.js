/**
 * The browser tests of the PostgreSQL pass (`npm run test:database`): the flows whose outcome the
 * database decides, money and settlement end to end, on the engine the site runs in production.
 * The rest (screens at two widths, headers, the shell, remote releases) draw the same pages from
 * the same answers on either engine; they run in the PGlite pass, and the server's own tests run
 * every query on both engines.
 */
const base = require('./jest.config');

const onBothEngines = ['betting', 'wallet', 'backoffice-money', 'backoffice-reports', 'yeekee-shots', 'player-protection'];

module.exports = { ...base, testMatch: onBothEngines.map((name) => `<rootDir>/tests/${name}.test.ts`) };
