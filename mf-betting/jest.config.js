module.exports = require('../jest.preset')({
  testEnvironment: 'jsdom',
  globals: { __REMOTE_VERSION__: 'test' },
  setupFilesAfterEnv: ['@testing-library/jest-dom', '<rootDir>/src/testing/setup.ts'],
  testTimeout: 20_000,
  // Test files are independent: one worker per core of the CI machine (jest's default leaves one idle).
  maxWorkers: 2,
});
