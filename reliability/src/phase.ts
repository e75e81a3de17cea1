import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Book } from './book';
import { ledgerProblems } from './checks';
import { Client } from './client';
import { freshDatabase, openReader, type LedgerReader, type PhaseDatabase } from './database';
import { Random } from './random';
import { ServerProcess } from './serverProcess';

/**
 * One phase of the suite: its own database (a fresh PostgreSQL database, or a PGlite data
 * directory), its server processes, its book and its verdict line.
 */
export class Phase {
  readonly book = new Book();
  readonly random = new Random(Number(process.env.RELIABILITY_SEED) || undefined);
  private readonly started = Date.now();

  private constructor(
    readonly name: string,
    readonly database: PhaseDatabase,
    private readonly workDir: string,
    readonly servers: ServerProcess[],
  ) {}

  /** Prepares `processes` server processes on one new database; none is started yet. */
  static async create(name: string, processes = 1): Promise<Phase> {
    const workDir = mkdtempSync(path.join(tmpdir(), 'lotto-reliability-'));
    const webDir = path.join(workDir, 'web');
    mkdirSync(path.join(webDir, 'shell'), { recursive: true });
    mkdirSync(path.join(webDir, 'remotes'), { recursive: true });
    const database = await freshDatabase(name);
    const jwtSecret = randomBytes(48).toString('base64url');
    const servers = await Promise.all(
      Array.from({ length: processes }, () =>
        // The data directory holds PGlite's files (one process only) and nothing the servers share on PostgreSQL.
        ServerProcess.create({ databaseUrl: database.url, dataDir: path.join(workDir, 'data'), jwtSecret, webDir }),
      ),
    );
    return new Phase(name, database, workDir, servers);
  }

  get dataDir(): string {
    return path.join(this.workDir, 'data');
  }

  client(): Client {
    return new Client(
      this.servers.map((server) => server.url),
      this.book,
    );
  }

  /** Reads the phase's database; on PGlite only while no server runs on it. */
  async read<T>(work: (reader: LedgerReader) => Promise<T>): Promise<T> {
    if (!this.database.url && this.servers.some((server) => server.running)) {
      throw new Error('PGlite serves one process: stop the server before checking its data');
    }
    const reader = await openReader(this.database, this.dataDir);
    try {
      return await work(reader);
    } finally {
      await reader.close();
    }
  }

  /** The database against the ledger invariants and the book. */
  problems(): Promise<string[]> {
    return this.read((reader) => ledgerProblems(reader, this.book));
  }

  /**
   * The phase's line: `<phase>: <n> ops, <n> crashes, <n> refused, ledger balanced`, or the first
   * broken invariant (then server failures such as a 5xx) in place of "ledger balanced".
   * Answers every problem found, for the test to fail on.
   */
  async verdict(extraProblems: readonly string[] = []): Promise<string[]> {
    const problems = [...(await this.problems()), ...extraProblems, ...this.book.failures];
    const { operations, crashes, refused } = this.book.counts;
    const outcome = problems.length === 0 ? 'ledger balanced' : problems[0];
    process.stdout.write(`${this.name}: ${operations} ops, ${crashes} crashes, ${refused} refused, ${outcome}\n`);
    if (process.env.RELIABILITY_DETAILS) {
      const seconds = ((Date.now() - this.started) / 1000).toFixed(1);
      process.stdout.write(
        `  ${this.name} details: ${seconds} s, seed ${this.random.seed}, ${this.book.slips.size} slips, ` +
          `${this.book.deposits.size} deposits, ${this.book.withdrawals.size} withdrawals, ${this.book.settlements.size} settlements\n`,
      );
      for (const problem of problems.slice(1, 10)) process.stdout.write(`  ${problem}\n`);
    }
    return problems;
  }

  /** Stops every server (SIGKILL if one will not stop), drops the database and removes the files. */
  async close(): Promise<void> {
    await Promise.all(this.servers.map((server) => server.kill()));
    await this.database.drop();
    rmSync(this.workDir, { recursive: true, force: true });
  }
}
