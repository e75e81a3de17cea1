// Runs shell commands side by side and fails when any fails: `node tooling/together.mjs "npm run
// lint" "npm run build"`. On CI's two cores a single-threaded step (a type check, the linters)
// uses what the other leaves. Arguments after `--` (what `npm test -- -t name` adds) go to the last command.
import { spawn } from 'node:child_process';

const separator = process.argv.indexOf('--');
const commands = process.argv.slice(2, separator === -1 ? undefined : separator);
const extra = separator === -1 ? [] : process.argv.slice(separator + 1);
const quoted = extra.map((arg) => `'${arg.replaceAll("'", "'\\''")}'`);
if (quoted.length > 0) commands[commands.length - 1] += ` ${quoted.join(' ')}`;

/** Runs one command in a shell; resolves with its exit code (1 when a signal ended it). */
function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const codes = await Promise.all(commands.map(run));
commands.forEach((command, index) => {
  if (codes[index] !== 0) console.error(`failed (exit code ${codes[index]}): ${command}`);
});
process.exit(codes.find((code) => code !== 0) ?? 0);
