module.exports = require('../jest.preset')({
  testEnvironment: 'node',
  // Component tests choose jsdom in their docblock; they need its polyfills and matchers too.
  setupFiles: [require.resolve('../tooling/jest.jsdom-polyfills.js')],
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  // Test files are independent: one worker per core of the CI machine (jest's default leaves one idle).
  maxWorkers: 2,
});
