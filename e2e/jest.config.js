module.exports = require('../jest.preset')({
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  // A test file starts a server and a browser of its own.
  testTimeout: 60_000,
  // Files are independent (each its own server, port, web folder, database and browser), and
  // one waits up to a minute for the round scheduler's tick: two at a time keep both cores busy.
  maxWorkers: 2,
  globalSetup: '<rootDir>/src/siteTemplate.ts',
  globalTeardown: '<rootDir>/src/siteTemplateTeardown.ts',
});
