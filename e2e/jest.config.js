module.exports = require('../jest.preset')({
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  // A test file starts a server and a browser of its own.
  testTimeout: 60_000,
});
