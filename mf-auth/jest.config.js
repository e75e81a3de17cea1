module.exports = require('../jest.preset')({
  testEnvironment: 'jsdom',
  globals: { __REMOTE_VERSION__: 'test' },
  // Test files are independent: one worker per core of the CI machine (jest's default leaves one idle).
  maxWorkers: 2,
});
