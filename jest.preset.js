/** Jest settings every workspace shares: TypeScript through ts-jest, `@lotto/shared` from source. */
const path = require('node:path');

/** One seed for the property tests of a run, printed when the run fails (tooling/jest.property-seed.js). */
process.env.PROPERTY_SEED ||= String(Math.floor(Math.random() * 2 ** 31));

module.exports = function jestConfig(overrides = {}) {
  const browser = overrides.testEnvironment === 'jsdom';
  const config = {
    ...(browser && {
      setupFiles: [path.join(__dirname, 'tooling/jest.jsdom-polyfills.js')],
      setupFilesAfterEnv: ['@testing-library/jest-dom'],
      // A screen's test renders, clicks and waits for its answers: jest's 5 s default failed three of
      // mf-backoffice's on a busy two-core machine that passes them quiet. Time is not what they test.
      testTimeout: 30_000,
    }),
    transform: {
      '^.+\\.tsx?$': [
        'ts-jest',
        {
          // Type checking is tsc's and webpack's job (isolatedModules: transpile only); jest runs CommonJS.
          tsconfig: {
            isolatedModules: true,
            module: 'commonjs',
            moduleResolution: 'node10',
            ignoreDeprecations: '6.0',
            jsx: 'react-jsx',
          },
        },
      ],
    },
    moduleNameMapper: {
      '^@lotto/shared$': path.join(__dirname, 'shared/src/index.ts'),
      '^@lotto/shared/client$': path.join(__dirname, 'shared/src/client/index.ts'),
      '^@lotto/shared/testing$': path.join(__dirname, 'shared/src/testing/index.ts'),
      '^@lotto/ui$': path.join(__dirname, 'ui/src/index.ts'),
    },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    reporters: ['default', path.join(__dirname, 'tooling/jest.property-seed-reporter.js')],
    ...overrides,
  };
  return { ...config, setupFiles: [...(config.setupFiles ?? []), path.join(__dirname, 'tooling/jest.property-seed.js')] };
};
