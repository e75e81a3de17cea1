// @ts-check
const path = require('node:path');
const tseslint = require('typescript-eslint');
const globals = require('globals');
const { importX, createNodeResolver } = require('eslint-plugin-import-x');

const REMOTES = ['mf-auth', 'mf-betting', 'mf-wallet', 'mf-results', 'mf-backoffice'];
const APPS = ['shell', ...REMOTES, 'server', 'e2e', 'reliability'];

/** A pattern that matches an import of workspace `name`, by package name or by relative path. */
const workspaceImport = (name) => ({
  regex: `^(@lotto/${name}(/.*)?|(\\.\\./)+${name}(/.*)?)$`,
  message: `Do not import ${name} from here: workspaces meet only through @lotto/shared and module federation.`,
});

const SERVER_PATTERNS = [
  ...APPS.filter((app) => app !== 'server').map(workspaceImport),
  { regex: '^@lotto/shared/client$', message: 'The server uses the rules of @lotto/shared, not its browser layer.' },
];

/** A relative import of one of `names`, at any depth (`../x`, `../../x/y`). */
const anyDepth = (names) => `^(\\.\\./)+(${names.join('|')})(/|$)`;

/** The lower layers of server/src, below the feature areas. */
const SERVER_LAYERS = ['http', 'ledger', 'audit', 'idempotency', 'members', 'requestLimits', 'scheduler', 'inbox', 'messaging'];
/** Areas of server/src that serve requests of their own; the layers below them never import them. */
const SERVER_FEATURES = ['auth', 'money', 'protection', 'lotto', 'backoffice', 'site-config', 'health', 'remotes', 'web', 'demo'];
/** What only starts the server: app.ts registers the areas, server.ts runs it. */
const SERVER_ENTRY = ['app', 'server', 'drain'];
const LOTTO_PARTS = ['lotto/catalogue.ts', 'lotto/rates', 'lotto/betting', 'lotto/reads', 'lotto/settlement', 'lotto/rounds'];

/**
 * The server's areas in layers. Lowest: config and errors (the domain errors, nothing of
 * HTTP or SQL), then db, then the shared services (SERVER_LAYERS), then the feature areas, and
 * app.ts on top. Within lotto, the catalogue and the rates sit below betting, reads, settlement
 * and rounds; rounds may settle, the others stay apart. Routes are registered by app.ts (or by
 * their own area's routes.ts), never imported from another area.
 */
const SERVER_ZONES = [
  {
    areas: ['config', 'errors'],
    forbidden: anyDepth(['db', ...SERVER_LAYERS, ...SERVER_FEATURES, ...SERVER_ENTRY]),
    message: 'config and errors sit below everything: they import nothing else of the server.',
  },
  {
    areas: ['db'],
    forbidden: anyDepth(['errors', ...SERVER_LAYERS, ...SERVER_FEATURES, ...SERVER_ENTRY]),
    message: 'db holds the schema and migrations: it imports only config.',
  },
  {
    areas: SERVER_LAYERS,
    forbidden: anyDepth([...SERVER_FEATURES, ...SERVER_ENTRY]),
    message:
      'A lower layer (http, ledger, audit, idempotency, members, requestLimits, scheduler, inbox, messaging) must not import a feature area or the app.',
  },
  {
    areas: [...SERVER_FEATURES.filter((area) => area !== 'lotto'), ...LOTTO_PARTS],
    forbidden: anyDepth(['backoffice', 'demo', ...SERVER_ENTRY]),
    message: 'Nothing imports the back office, the demo data or the app: they sit on top.',
  },
  {
    areas: [...SERVER_FEATURES.filter((area) => area !== 'lotto'), ...LOTTO_PARTS],
    forbidden: '^\\.\\./.*(^|/)routes$',
    message: 'Routes are registered by app.ts, never imported from another area.',
  },
  {
    areas: ['lotto/catalogue.ts', 'lotto/rates'],
    forbidden: '^(\\.\\.?/)+(betting|reads|settlement|rounds)(/|$)',
    message: 'The lottery catalogue and rates sit below betting, reads, settlement and rounds.',
  },
  {
    areas: ['lotto/betting'],
    forbidden: '^\\.\\./(reads|settlement|rounds)(/|$)',
    message: 'Betting does not import the read side, settlement or rounds.',
  },
  {
    areas: ['lotto/reads'],
    forbidden: '^\\.\\./(betting|settlement|rounds)(/|$)',
    message: 'The read side does not import betting, settlement or rounds.',
  },
  {
    areas: ['lotto/settlement'],
    forbidden: '^\\.\\./(betting|reads|rounds)(/|$)',
    message: 'Settlement does not import betting, the read side or rounds.',
  },
  { areas: ['lotto/rounds'], forbidden: '^\\.\\./betting(/|$)', message: 'Rounds do not import betting.' },
  {
    areas: ['auth', 'money'],
    forbidden: anyDepth(['lotto']),
    message: 'Members and money sit below the lottery: they do not import lotto.',
  },
  { areas: ['auth'], forbidden: anyDepth(['money']), message: 'auth does not import money.' },
];

/**
 * One lint block per area with every zone rule that applies to it: a later block replaces the
 * whole no-restricted-imports setting of an earlier one, so zones cannot be separate blocks.
 */
function serverZoneBlocks() {
  const areas = [...new Set(SERVER_ZONES.flatMap((zone) => zone.areas))];
  return areas.map((area) => ({
    files: [area.endsWith('.ts') ? `server/src/${area}` : `server/src/${area}/**/*.ts`],
    ignores: ['server/src/**/*.test.ts'],
    rules: restrict([
      ...SERVER_PATTERNS,
      ...SERVER_ZONES.filter((zone) => zone.areas.includes(area)).map(({ forbidden, message }) => ({ regex: forbidden, message })),
    ]),
  }));
}

/**
 * Inside a remote, a feature (src/features/<name>/) does not import another feature: a page
 * (src/pages/) composes features, and what several features need lives in the remote's src/lib/
 * or in @lotto/ui and @lotto/shared. The rule resolves each relative import against the file.
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      crossFeature:
        'The feature "{{from}}" must not import the feature "{{to}}": a page composes features; move what both need into src/lib/, @lotto/ui or @lotto/shared.',
    },
  },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    const own = /^(.*\/src\/features\/)([^/]+)\//.exec(file);
    if (!own) return {};
    const [, featuresDir, from] = own;
    const check = (node) => {
      const source = node.source && node.source.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.posix.join(path.posix.dirname(file), source);
      if (!target.startsWith(featuresDir)) return;
      const to = target.slice(featuresDir.length).split('/')[0];
      if (to && to !== from) context.report({ node: node.source, messageId: 'crossFeature', data: { from, to } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

module.exports = tseslint.config(
  { ignores: ['**/node_modules/**', '.nx/**', '**/dist/**', '**/dist-dev/**', '**/coverage/**', 'server/data/**', 'data/**'] },
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
  // No import cycle inside a workspace: a module that needs its importer's code is cut in two.
  // Cycles across workspaces are already impossible: the layer rules below let imports go one way.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // A remote may use @lotto/shared and what the shell provides at run time, never another remote.
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: restrict(APPS.filter((app) => app !== remote).map(workspaceImport)),
  })),
  // Inside a remote, features stay apart (see featureBoundaries).
  {
    files: REMOTES.map((remote) => `${remote}/src/features/**/*.{ts,tsx}`),
    plugins: { lotto: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'lotto/feature-boundaries': 'error' },
  },
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
      ...[...APPS, 'ui'].map(workspaceImport),
      {
        regex: '^(react|react-dom|react-redux|react-router-dom|@reduxjs/toolkit|styled-components|axios|redux-persist)(/.*)?$',
        message: 'Browser libraries belong in shared/src/client.',
      },
      { regex: '(^|/)client(/.*)?$', message: 'The rules of shared must not depend on its browser layer.' },
    ]),
  },
  {
    files: ['shared/src/{client,testing}/**/*.{ts,tsx}'],
    rules: restrict([...APPS, 'ui'].map(workspaceImport)),
  },
  // @lotto/ui sits on shared and below the shell and the remotes that use it.
  {
    files: ['ui/**/*.{ts,tsx}'],
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
    rules: restrict(SERVER_PATTERNS),
  },
  // Zones inside the server: areas import each other one way only (see SERVER_ZONES).
  ...serverZoneBlocks(),
);
