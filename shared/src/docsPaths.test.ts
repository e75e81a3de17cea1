/**
 * Every repository path the documentation names exists, so that a moved or renamed file cannot
 * leave a page pointing nowhere: the README, every docs/*.md and each workspace's README. It
 * lives in shared's tests because they run first in `npm test`, need no build and no database,
 * and so run once in CI.
 *
 * What counts as a path:
 * - a link's target, without its #fragment, resolved from the file's folder (not http(s) or mailto);
 * - a code span (`…`) of one word with a `/` in it, resolved from the repository root or from the
 *   file's folder (a workspace README names its own files), except
 *   - a word starting with `/` (a route such as `/lotto/all`, or a file of the machine) or `@`
 *     (a package such as `@lotto/shared/client`), or with `://` (a URL);
 *   - what .gitignore ignores (`dist/…`, `data/`, `sourcemaps/`): builds and servers write it.
 *   A placeholder segment (`<name>`, `{id}`, `*`, `…`, an environment variable such as `DATA_DIR`)
 *   ends the path: the folders before it must exist.
 * Fenced code blocks are commands, not names, and are skipped.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

/** The markdown files checked, relative to the repository root. */
function documentationFiles(): string[] {
  const workspaces: string[] = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).workspaces;
  const docs = readdirSync(path.join(repoRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  const workspaceReadmes = workspaces.map((workspace) => `${workspace}/README.md`).filter((file) => existsSync(path.join(repoRoot, file)));
  return ['README.md', ...docs, ...workspaceReadmes];
}

/** The folders .gitignore ignores, as tests on a repository-relative path. */
function ignoredFolders(gitignore: string): ((relative: string) => boolean)[] {
  return gitignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.endsWith('/') && !line.startsWith('#'))
    .map((line) => {
      const anchored = line.startsWith('/');
      const folder = line
        .replace(/^\/|\/$/g, '')
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '[^/]+');
      const pattern = new RegExp(`${anchored ? '^' : '(^|/)'}${folder}(/|$)`);
      return (relative: string) => pattern.test(relative);
    });
}

const isIgnored = (() => {
  const folders = ignoredFolders(readFileSync(path.join(repoRoot, '.gitignore'), 'utf8'));
  return (relative: string) => folders.some((ignored) => ignored(relative));
})();

interface NamedPath {
  /** The path as written, placeholders cut off. */
  path: string;
  line: number;
  /** Folders it may be relative to, relative to the repository root ('' is the root). */
  bases: string[];
}

const isPlaceholder = (segment: string) => /[<{*…]/.test(segment) || /^[A-Z][A-Z0-9_]*$/.test(segment);

/** The repository paths a markdown file (at `file`, relative to the root) names. */
function namedPaths(markdown: string, file: string): NamedPath[] {
  const folder = path.posix.dirname(file) === '.' ? '' : path.posix.dirname(file);
  const found: NamedPath[] = [];
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    if (/^\s*```/.test(text)) fenced = !fenced;
    if (fenced || /^\s*```/.test(text)) return;
    const line = index + 1;
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const withoutFragment = target!.split('#')[0]!;
      if (withoutFragment && !/^[a-z]+:/i.test(withoutFragment)) found.push({ path: withoutFragment, line, bases: [folder] });
    }
    for (const [, span] of text.matchAll(/`([^`]+)`/g)) {
      const word = span!;
      if (/\s/.test(word) || !word.includes('/') || /^[/@]/.test(word) || word.includes('://')) continue;
      const segments = word.split('/');
      const placeholder = segments.findIndex(isPlaceholder);
      const named = placeholder === -1 ? word : `${segments.slice(0, placeholder).join('/')}/`;
      if (named === '/') continue;
      const bases = folder ? ['', folder] : [''];
      if (bases.some((base) => isIgnored(path.posix.join(base, named)))) continue;
      found.push({ path: named, line, bases });
    }
  });
  return found;
}

/** The named paths of a markdown file that exist nowhere they may be relative to, as `file:line path`. */
function missingPaths(markdown: string, file: string, exists = (relative: string) => existsSync(path.join(repoRoot, relative))): string[] {
  return namedPaths(markdown, file)
    .filter((named) => !named.bases.some((base) => exists(path.posix.join(base, named.path))))
    .map((named) => `${file}:${named.line} ${named.path}`);
}

describe('paths named in the documentation', () => {
  it.each(documentationFiles())('%s names only paths that exist', (file) => {
    expect(missingPaths(readFileSync(path.join(repoRoot, file), 'utf8'), file)).toEqual([]);
  });

  it('reads the paths of the README, docs/ (the rule index among them) and the workspace READMEs', () => {
    const named = (file: string) => namedPaths(readFileSync(path.join(repoRoot, file), 'utf8'), file).map((found) => found.path);
    expect(documentationFiles()).toEqual(
      expect.arrayContaining(['docs/operations.md', 'docs/architecture.md', 'bench/README.md', 'server/README.md']),
    );
    expect(named('README.md')).toEqual(
      expect.arrayContaining([
        'docs/architecture.md',
        'docs/operations.md',
        'bench/README.md',
        'server/src/config/env.ts',
        '.ci/run',
        'reliability/README.md',
      ]),
    );
    expect(named('docs/architecture.md')).toEqual(
      expect.arrayContaining(['server/src/lotto/betting/betting.ts', 'server/src/errors/errors.ts']),
    );
    expect(named('docs/operations.md')).toEqual(
      expect.arrayContaining(['server/src/remotes/releases.ts', 'reliability/tests/slipBombs.test.ts']),
    );
    expect(named('bench/README.md')).toEqual(expect.arrayContaining(['bench/src/lib/recordStatements.cjs', '../docs/operations.md']));
  });
});

describe('the path rule', () => {
  const everything = [
    'server/src/ledger/ledger.ts',
    'server/src/ledger',
    'shared/src/lotto',
    'docs/money.md',
    'reliability/tests/crash.test.ts',
  ];
  const exists = (relative: string) =>
    everything.some((known) => known === relative.replace(/\/$/, '') || known.startsWith(`${relative.replace(/\/$/, '')}/`));

  it('names each made-up path with its file and line, in code spans and links', () => {
    const markdown = [
      'The ledger is `server/src/ledger/ledger.ts`; caps in `server/src/lotto/caps.ts`.',
      'See [money](money.md#the-ledger) and [nothing](nowhere.md), and `shared/src/lotto/`.',
    ].join('\n');
    expect(missingPaths(markdown, 'docs/example.md', exists)).toEqual([
      'docs/example.md:1 server/src/lotto/caps.ts',
      'docs/example.md:2 nowhere.md',
    ]);
  });

  it('skips routes, packages, URLs, build output, data, plain words and fenced commands', () => {
    const markdown = [
      '`/lotto/all`, `POST /admin-api/rounds/{id}/result`, `@lotto/shared/client`, `http://localhost:8080`,',
      '`dist/remotes/pins.json`, `server/dist/server.js`, `data/`, `sourcemaps/`, `3top`, `[link](https://example.com)`',
      '[site](https://example.com/x) [top](#layout)',
      '```sh',
      'cat server/src/nowhere.ts `made/up/path.ts`',
      '```',
    ].join('\n');
    expect(namedPaths(markdown, 'README.md')).toEqual([]);
  });

  it('checks the folders before a placeholder, and a workspace README from its own folder too', () => {
    expect(
      namedPaths('`bench/results/<date>.json` `shared/src/*/replies.ts` `DATA_DIR/pglite`', 'README.md').map((found) => found.path),
    ).toEqual(['bench/results/', 'shared/src/']);
    expect(missingPaths('`tests/crash.test.ts` `tests/gone.test.ts`', 'reliability/README.md', exists)).toEqual([
      'reliability/README.md:1 tests/gone.test.ts',
    ]);
  });
});
