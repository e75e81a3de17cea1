const path = require('node:path');

const preset = require('../jest.preset');

module.exports = preset({
  testEnvironment: 'jsdom',
  globals: { __REMOTE_VERSION__: 'test' },
  setupFilesAfterEnv: ['@testing-library/jest-dom', '<rootDir>/src/testing/setup.ts'],
  testTimeout: 20_000,
  // Test files are independent: one worker per core of the CI machine (jest's default leaves one idle).
  maxWorkers: 2,
  // One axios for the shared API client and the tests' fake server (src/testing/fakeServer.ts).
  moduleNameMapper: {
    ...preset().moduleNameMapper,
    '^axios$': require.resolve('axios', { paths: [path.join(__dirname, '../shared')] }),
  },
});
