/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The shell provides a slim react-router-dom to every build on the page (tooling/shared/
 * react-router-dom.js): a name any workspace imports from the router must be in it, or a remote
 * would get undefined from the shell's copy. And nothing may import react-router itself: the
 * slim module bundles its own React Router, whose contexts a second copy would not share.
 */
const repoRoot = path.resolve(__dirname, '../../..');
const WORKSPACES = ['shell', 'shared', 'ui', 'mf-auth', 'mf-betting', 'mf-wallet', 'mf-results', 'mf-backoffice'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const provided = new Set(
  [...fs.readFileSync(path.join(repoRoot, 'tooling/shared/react-router-dom.js'), 'utf8').matchAll(/^\s+(\w+),?$/gm)].map(
    (match) => match[1],
  ),
);
const files = WORKSPACES.flatMap((workspace) => sourceFiles(path.join(repoRoot, workspace, 'src')));

test('the slim router lists names', () => {
  expect(provided.has('BrowserRouter')).toBe(true);
  expect(provided.has('useNavigate')).toBe(true);
});

test('every name imported from react-router-dom is in the shell’s slim router', () => {
  const missing: string[] = [];
  for (const file of files) {
    const code = fs.readFileSync(file, 'utf8');
    for (const [, names] of code.matchAll(/import\s+\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
      for (const raw of names!.split(',')) {
        const name = raw.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ') && !provided.has(name)) missing.push(`${path.relative(repoRoot, file)}: ${name}`);
      }
    }
    if (/from\s+'react-router-dom'/.test(code.replace(/import\s+(type\s+)?\{[^}]*\}\s+from\s+'react-router-dom'/g, ''))) {
      missing.push(`${path.relative(repoRoot, file)}: an import of react-router-dom other than named ones`);
    }
  }
  expect(missing).toEqual([]);
});

test('nothing imports react-router itself', () => {
  const direct = files.filter((file) => /from\s+'react-router(\/[^']*)?'/.test(fs.readFileSync(file, 'utf8')));
  expect(direct.map((file) => path.relative(repoRoot, file))).toEqual([]);
});
