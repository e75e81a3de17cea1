module.exports = require('../jest.preset')({
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  // A test file starts a server and a browser of its own; a test drives several pages, each of
  // which may take tens of seconds to draw on a machine running three files at once.
  testTimeout: 120_000,
  // Files are independent (each its own server, port, web folder, database and browser), and each
  // spends part of its time waiting on its pages and its server: three at a time keep both cores busy.
  maxWorkers: 3,
  globalSetup: '<rootDir>/src/siteTemplate.ts',
  globalTeardown: '<rootDir>/src/siteTemplateTeardown.ts',
});
