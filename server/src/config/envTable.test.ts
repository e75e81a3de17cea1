/**
 * The README's configuration table names every environment variable the code reads, and only
 * those. The code is every script of the repository (server, tooling, the front ends, the tests'
 * helpers, e2e, reliability, bench): a read is `process.env.NAME`, `process.env['NAME']`,
 * `process.env[CONSTANT]` with the constant's string found in the code, a name destructured from
 * `process.env`, or `env.NAME` of a function handed the environment (`loadConfig(env)`).
 * Assignments (`process.env.NAME = …`, what a test sets for the server it starts) are not reads.
 * A test file's reads count too: a seed a developer sets to replay a failure is configuration.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');
const README = 'README.md';
const TABLE_HEADING = '## Configuration';

/** Folders that hold no source of ours: installs, builds, data and generated output. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-dev', 'sourcemaps', 'data', 'coverage', 'screenshots', '.git']);
const SOURCE_FILE = /\.(ts|tsx|js|mjs|cjs)$/;

/** This file's own examples are not reads. */
const THIS_FILE = path.relative(repoRoot, __filename).split(path.sep).join('/');

function sourceFiles(folder = ''): string[] {
  return readdirSync(path.join(repoRoot, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(relative);
    return SOURCE_FILE.test(entry.name) && relative !== THIS_FILE ? [relative] : [];
  });
}

interface Read {
  name: string;
  /** `file:line` */
  at: string;
}

interface Scan {
  reads: Read[];
  /** `process.env[x]` whose name could not be found, as `file:line x`. */
  unresolved: string[];
}

const NAME = '[A-Z][A-Z0-9_]*';

/** The string constants of the code, as `IDENTIFIER = 'NAME'`, for reads through a constant. */
function stringConstants(sources: Map<string, string>): Map<string, string> {
  const constants = new Map<string, string>();
  for (const text of sources.values()) {
    for (const [, identifier, value] of text.matchAll(new RegExp(`\\b([A-Za-z_$][\\w$]*)\\s*=\\s*['"\`](${NAME})['"\`]`, 'g'))) {
      constants.set(identifier!, value!);
    }
  }
  return constants;
}

/** The environment variables read by `sources` (file → text). */
function environmentReads(sources: Map<string, string>): Scan {
  const constants = stringConstants(sources);
  const reads: Read[] = [];
  const unresolved: string[] = [];
  for (const [file, text] of sources) {
    const at = (index: number) => `${file}:${text.slice(0, index).split('\n').length}`;
    const read = (name: string, index: number) => reads.push({ name, at: at(index) });
    // `process.env.NAME` and `env.NAME`, unless assigned to (`=` but not `==`) or deleted.
    for (const match of text.matchAll(new RegExp(`(delete\\s+)?\\b(?:process\\.)?env\\.(${NAME})\\b(?!\\s*=[^=])`, 'g'))) {
      if (!match[1]) read(match[2]!, match.index!);
    }
    for (const match of text.matchAll(/(delete\s+)?\bprocess\.env\[\s*([^\]]+?)\s*\](?!\s*=[^=])/g)) {
      if (match[1]) continue;
      const key = match[2]!;
      const literal = new RegExp(`^['"\`](${NAME})['"\`]$`).exec(key);
      const name = literal ? literal[1] : constants.get(key);
      if (name) read(name, match.index!);
      else unresolved.push(`${at(match.index!)} ${key}`);
    }
    for (const match of text.matchAll(/\{([^{}]*)\}\s*=\s*process\.env\b/g)) {
      for (const [, name] of match[1]!.matchAll(new RegExp(`(?:^|,)\\s*(${NAME})\\b`, 'g'))) read(name!, match.index!);
    }
  }
  return { reads, unresolved };
}

interface TableRow {
  name: string;
  line: number;
  defaultValue: string;
  meaning: string;
}

/** The rows of every table in the README's configuration section: one variable a row. */
function configurationTable(markdown: string): TableRow[] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(TABLE_HEADING);
  if (start === -1) return [];
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines.slice(start, end === -1 ? undefined : end).flatMap((line, index) => {
    const cells = /^\|(.*)\|\s*$/
      .exec(line)?.[1]!
      .split(' | ')
      .map((cell) => cell.trim());
    const name = cells && new RegExp(`^\`(${NAME})\`$`).exec(cells[0]!)?.[1];
    if (!cells || !name) return [];
    return [{ name, line: start + index + 1, defaultValue: cells[1] ?? '', meaning: cells.slice(2).join(' | ') }];
  });
}

const sources = new Map(sourceFiles().map((file) => [file, readFileSync(path.join(repoRoot, file), 'utf8')]));
const scan = environmentReads(sources);
const table = configurationTable(readFileSync(path.join(repoRoot, README), 'utf8'));
const listed = new Set(table.map((row) => row.name));
const read = new Set(scan.reads.map((found) => found.name));

describe("the README's configuration table", () => {
  it('lists every variable the code reads', () => {
    const missing = scan.reads.filter((found) => !listed.has(found.name)).map((found) => `${found.name} (read at ${found.at})`);
    expect(missing).toEqual([]);
  });

  it('lists only variables the code reads', () => {
    expect(table.filter((row) => !read.has(row.name)).map((row) => `${row.name} (${README}:${row.line})`)).toEqual([]);
  });

  it('lists each variable once, with its default and its meaning', () => {
    const twice = table.filter((row, index) => table.findIndex((other) => other.name === row.name) !== index).map((row) => row.name);
    expect(twice).toEqual([]);
    expect(table.filter((row) => !row.defaultValue || !row.meaning).map((row) => row.name)).toEqual([]);
  });

  it('can name every read through a constant', () => {
    expect(scan.unresolved).toEqual([]);
  });

  it('sees the reads of the server, the builds, the tests and the bench', () => {
    const where = (name: string) => scan.reads.filter((found) => found.name === name).map((found) => found.at.replace(/:\d+$/, ''));
    expect(where('TRUST_PROXY')).toContain('server/src/config/env.ts');
    expect(where('JWT_SECRET')).toContain('server/src/auth/secrets.ts');
    expect(where('SOURCEMAP_DIR')).toContain('tooling/webpack.js');
    expect(where('LOTTO_TEST_PGLITE_TEMPLATE')).toContain('server/src/testing/testDb.ts');
    expect(where('CHROMIUM_PATH')).toEqual(expect.arrayContaining(['e2e/src/chromium.ts', 'bench/src/site/index.mjs']));
    expect(where('BENCH_ONLY')).toContain('bench/src/run.mjs');
    expect(where('PROPERTY_SEED')).toContain('server/src/http/properties.test.ts');
    expect(table.length).toBeGreaterThanOrEqual(40);
  });
});

describe('what counts as a read', () => {
  const scanOf = (files: Record<string, string>) => environmentReads(new Map(Object.entries(files)));
  const names = (files: Record<string, string>) => scanOf(files).reads.map((found) => `${found.name} ${found.at}`);

  it('counts dotted, quoted, constant and destructured reads, and `env.NAME` of a handed environment', () => {
    expect(
      names({
        'a.ts': "const port = process.env.PORT;\nif (process.env['LOG_LEVEL'] === 'x') {}\nconst TEMPLATE = 'SOME_TEMPLATE';",
        'b.ts':
          'const file = process.env[TEMPLATE];\nconst { WEB_DIR, API_URL: api } = process.env;\nfunction f(env) { return env.DATA_DIR; }',
      }).sort(),
    ).toEqual(['API_URL b.ts:2', 'DATA_DIR b.ts:3', 'LOG_LEVEL a.ts:2', 'PORT a.ts:1', 'SOME_TEMPLATE b.ts:1', 'WEB_DIR b.ts:2']);
  });

  it('does not count what is set, deleted or compared only as part of another word', () => {
    expect(
      names({
        't.ts':
          "process.env.CANARY_MIN_LOADS = '3';\nprocess.env['RESULT_POLL_SECONDS'] = '1';\ndelete process.env.JWT_SECRET;\nconst x = { env: { PORT: '1' } };",
      }),
    ).toEqual([]);
    expect(names({ 'c.ts': "if (process.env.NODE_ENV === 'production') {}" })).toEqual(['NODE_ENV c.ts:1']);
  });

  it('reports a read through a name it cannot find', () => {
    expect(scanOf({ 'd.ts': 'const value = process.env[key];' }).unresolved).toEqual(['d.ts:1 key']);
  });

  it("reads one variable a row from the tables of the README's configuration section only", () => {
    const markdown = [
      '## Configuration',
      '| variable | default | meaning |',
      '| --- | --- | --- |',
      '| `PORT` | 8080 | HTTP port |',
      '### Builds',
      '| `BENCH_RUNS` | 2 | runs, each one A B |',
      '## Elsewhere',
      '| `DATA_DIR` | data | not in the section |',
    ].join('\n');
    expect(configurationTable(markdown)).toEqual([
      { name: 'PORT', line: 4, defaultValue: '8080', meaning: 'HTTP port' },
      { name: 'BENCH_RUNS', line: 6, defaultValue: '2', meaning: 'runs, each one A B' },
    ]);
  });
});
