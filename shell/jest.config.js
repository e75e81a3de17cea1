module.exports = require('../jest.preset')({
  testEnvironment: 'jsdom',
  // Test files are independent: one worker per core of the CI machine (jest's default leaves one idle).
  maxWorkers: 2,
});
