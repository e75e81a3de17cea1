module.exports = require('../jest.preset')({
  testEnvironment: 'jsdom',
  globals: { __REMOTE_VERSION__: 'test' },
});
