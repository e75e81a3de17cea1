import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** What one CLI command printed and its exit code. */
export interface CliResult {
  code: number;
  out: string[];
  err: string[];
}

/**
 * The embedded database belongs to the one server process that holds DATA_DIR (dataDirLock.ts),
 * so `npm run remotes` cannot open it while that server runs: the server listens on a Unix socket
 * in DATA_DIR, which only users who may read DATA_DIR can reach, and runs the command for the CLI
 * on its own database. With PostgreSQL the CLI opens the database itself.
 */
export function cliSocketPath(dataDir: string): string {
  return path.join(dataDir, 'remotes-cli.sock');
}

/** Answers CLI commands on the socket until the returned function is called. */
export async function serveCliChannel(dataDir: string, run: (args: string[]) => Promise<CliResult>): Promise<() => Promise<void>> {
  const socketPath = cliSocketPath(dataDir);
  // Left by a process that ended without closing; DATA_DIR is ours (we hold its lock).
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      input += chunk;
      if (!input.includes('\n')) return;
      let args: unknown;
      try {
        args = JSON.parse(input);
      } catch {
        args = undefined;
      }
      const answer =
        Array.isArray(args) && args.every((arg) => typeof arg === 'string')
          ? run(args as string[])
          : Promise.resolve<CliResult>({ code: 1, out: [], err: ['unreadable command'] });
      answer.catch((error: unknown) => ({ code: 1, out: [], err: [String(error)] })).then((result) => socket.end(JSON.stringify(result)));
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Sends a command to the server that holds DATA_DIR. */
export function askRunningServer(dataDir: string, args: readonly string[]): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(cliSocketPath(dataDir));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(args)}\n`));
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => {
      try {
        resolve(JSON.parse(answer) as CliResult);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    socket.on('error', reject);
  });
}
