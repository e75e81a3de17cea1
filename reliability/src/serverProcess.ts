import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');
const serverEntry = path.join(repoRoot, 'server/dist/server.js');

/** How long a start may take: migrations and the first round scheduling on a fresh database. */
const READY_TIMEOUT_MS = 60_000;
/** Longer than the server's own drain timeout (10 s), so that its exit code is what we see. */
const EXIT_TIMEOUT_MS = 20_000;

export interface ServerSettings {
  /** PostgreSQL URL, or undefined for PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** The same for every process of one phase, so tokens outlive restarts and work on either process. */
  jwtSecret: string;
  /** A built site is not needed: the suite only calls the API. */
  webDir: string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One server process (`node server/dist/server.js`) on a fixed port and database, which may be
 * killed and started again on the same data any number of times.
 */
export class ServerProcess {
  private child: ChildProcess | undefined;
  private exited: Promise<number | null> = Promise.resolve(null);
  private output = '';

  private constructor(
    readonly port: number,
    private readonly settings: ServerSettings,
  ) {}

  static async create(settings: ServerSettings): Promise<ServerProcess> {
    if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run 'npm run build -w server' first`);
    return new ServerProcess(await freePort(), settings);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The last part of the process's output, for failure messages. */
  get log(): string {
    return this.output.slice(-4_000);
  }

  /** The running process's id, to read its memory from /proc. */
  get pid(): number | undefined {
    return this.running ? this.child!.pid : undefined;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Spawns the process; `ready()` waits until it answers. */
  spawn(): void {
    if (this.running) throw new Error('the server is running already');
    const child = spawn(process.execPath, [serverEntry], {
      env: {
        ...process.env,
        PORT: String(this.port),
        DATA_DIR: this.settings.dataDir,
        DATABASE_URL: this.settings.databaseUrl ?? '',
        JWT_SECRET: this.settings.jwtSecret,
        WEB_DIR: this.settings.webDir,
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
        // Every simulated client comes from this machine's one address.
        RATE_LIMITS: 'off',
        // Registrations, logins and withdrawal PINs hashed in a millisecond: the phases judge the
        // ledger under load, and argon2 at its production cost would be most of that load.
        PASSWORD_HASH_COST: 'minimal',
        // A slip's QR code read within 5 s, not 1: beside the load of a phase (or of another
        // workspace's tests) a bystander's read is slow, not starved. Its wait is printed
        // against the 2 s target (tests/slipBombs.test.ts).
        SLIP_QR_READ_MS: '5000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-64_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    this.child = child;
  }

  async ready(): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`the server exited while starting:\n${this.log}`);
      try {
        if ((await fetch(`${this.url}/readyz`)).ok) return;
      } catch {
        // not listening yet
      }
      await pause(100);
    }
    throw new Error(`the server did not become ready:\n${this.log}`);
  }

  async start(): Promise<void> {
    this.spawn();
    await this.ready();
  }

  /** SIGKILL: the process dies at once, whatever it was doing. */
  async kill(): Promise<void> {
    if (!this.running) return;
    this.child!.kill('SIGKILL');
    await this.exited;
  }

  /** Sends SIGTERM; answers the exit code once the process has drained and exited. */
  async terminate(): Promise<number | null> {
    if (!this.running) return this.exited;
    this.child!.kill('SIGTERM');
    return this.waitForExit();
  }

  /** Sends SIGTERM without waiting. */
  signalTerminate(): void {
    if (this.running) this.child!.kill('SIGTERM');
  }

  /** The exit code; SIGKILL after EXIT_TIMEOUT_MS if the process will not exit. */
  async waitForExit(): Promise<number | null> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), EXIT_TIMEOUT_MS);
    });
    const outcome = await Promise.race([this.exited, timeout]);
    clearTimeout(timer);
    if (outcome !== 'timeout') return outcome;
    await this.kill();
    throw new Error(`the server did not exit within ${EXIT_TIMEOUT_MS} ms of SIGTERM:\n${this.log}`);
  }
}
