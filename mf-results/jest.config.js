const preset = require('../jest.preset')({
  testEnvironment: 'jsdom',
  globals: { __REMOTE_VERSION__: 'test' },
  // Test files are independent: one worker per core of the CI machine (jest's default leaves one idle).
  maxWorkers: 2,
});

// The yeekee proof hashes with Web Crypto, which jsdom lacks; Node's is the same API.
module.exports = { ...preset, setupFiles: [...preset.setupFiles, '<rootDir>/src/testing/webCrypto.js'] };
