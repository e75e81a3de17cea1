/**
 * The shared preset, plus two dependencies that jest on Node 20 cannot load as they ship:
 * - PGlite's CommonJS build calls `import()` for Node built-ins (see jest.pglite-transform.js);
 * - `cookie` 2, needed by Fastify's `inject`, is ES modules only, so ts-jest compiles it to CommonJS.
 */
const preset = require('../jest.preset')({ testEnvironment: 'node' });

const esmToCommonJs = [
  'ts-jest',
  { tsconfig: { isolatedModules: true, allowJs: true, module: 'commonjs', moduleResolution: 'node10', ignoreDeprecations: '6.0' } },
];

module.exports = {
  ...preset,
  // Each test file starts its own database (PGlite boots in about two seconds).
  testTimeout: 30_000,
  // Files are independent (each opens its own PGlite, or creates its own PostgreSQL database): a
  // worker more than CI's two cores, since on PostgreSQL a file also waits on the database's own processes.
  maxWorkers: 3,
  // One migrated database that every test file copies (src/testing/databaseTemplate.ts).
  globalSetup: '<rootDir>/src/testing/databaseTemplate.ts',
  globalTeardown: '<rootDir>/src/testing/databaseTemplateTeardown.ts',
  // Every answer of every test is checked against what its handler gave (src/testing/replyCheck.ts).
  setupFilesAfterEnv: ['<rootDir>/src/testing/replyCheck.ts'],
  transform: {
    ...preset.transform,
    '/node_modules/@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/jest.pglite-transform.js',
    '/node_modules/cookie/dist/.+\\.js$': esmToCommonJs,
  },
  transformIgnorePatterns: ['/node_modules/(?!(@electric-sql/pglite|cookie)/dist/)'],
};
