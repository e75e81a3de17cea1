// A workspace's `npm test`: its type check (tsc --noEmit) runs beside its jest run instead of
// before it, so that on CI's two cores each uses what the other leaves. It fails when either
// fails; arguments go to jest.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.join(process.cwd(), 'package.json'));

/** Runs a package's bin with this Node; resolves with its exit code (1 when a signal ended it). */
function run(bin, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [require.resolve(bin), ...args], { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const [typecheck, tests] = await Promise.all([
  run('typescript/bin/tsc', ['-p', 'tsconfig.json', '--noEmit']),
  run('jest/bin/jest', process.argv.slice(2)),
]);
if (typecheck !== 0) console.error(`the type check of ${path.basename(process.cwd())} failed (tsc exit code ${typecheck})`);
process.exit(typecheck || tests);
