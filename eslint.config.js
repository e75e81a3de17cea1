// @ts-check
const tseslint = require('typescript-eslint');
const globals = require('globals');

const REMOTES = ['mf-auth', 'mf-betting', 'mf-wallet', 'mf-results'];
const APPS = ['shell', ...REMOTES, 'server', 'e2e', 'reliability'];

/** A pattern that matches an import of workspace `name`, by package name or by relative path. */
const workspaceImport = (name) => ({
  regex: `^(@lotto/${name}(/.*)?|(\\.\\./)+${name}(/.*)?)$`,
  message: `Do not import ${name} from here: workspaces meet only through @lotto/shared and module federation.`,
});

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

module.exports = tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-dev/**', '**/coverage/**', 'server/data/**', 'data/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // A remote may use @lotto/shared and what the shell provides at run time, never another remote.
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: restrict(APPS.filter((app) => app !== remote).map(workspaceImport)),
  })),
  // The shell mounts remotes only through federation; it never imports their code.
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: restrict(APPS.filter((app) => app !== 'shell').map(workspaceImport)),
  },
  // shared sits below everything; its rules and labels must not reach into the browser layer.
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/client/**', 'shared/src/testing/**'],
    rules: restrict([
      ...APPS.map(workspaceImport),
      { regex: '^(react|react-dom|react-redux|react-router-dom|@reduxjs/toolkit|styled-components|axios|redux-persist)(/.*)?$', message: 'Browser libraries belong in shared/src/client.' },
      { regex: '(^|/)client(/.*)?$', message: 'The rules of shared must not depend on its browser layer.' },
    ]),
  },
  {
    files: ['shared/src/{client,testing}/**/*.{ts,tsx}'],
    rules: restrict(APPS.map(workspaceImport)),
  },
  // Migrations are frozen against the schema of their day, so they take Kysely<any> (Kysely docs).
  {
    files: ['server/src/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // The reliability suite drives the server as a client does: it never imports an app's code.
  {
    files: ['reliability/**/*.{ts,js}'],
    rules: restrict(APPS.filter((app) => app !== 'reliability').map(workspaceImport)),
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict([
      ...APPS.filter((app) => app !== 'server').map(workspaceImport),
      { regex: '^@lotto/shared/client$', message: 'The server uses the rules of @lotto/shared, not its browser layer.' },
    ]),
  },
);
