const preset = require('../jest.preset')({
  testEnvironment: 'jsdom',
  globals: { __REMOTE_VERSION__: 'test' },
});

// The yeekee proof hashes with Web Crypto, which jsdom lacks; Node's is the same API.
module.exports = { ...preset, setupFiles: [...preset.setupFiles, '<rootDir>/src/testing/webCrypto.js'] };
