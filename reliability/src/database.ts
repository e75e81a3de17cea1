import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { Client } from 'pg';

/** The engine a phase runs on: PostgreSQL when DATABASE_URL is set, else PGlite. */
export const postgresUrl: string | undefined = process.env.DATABASE_URL || undefined;

export interface PhaseDatabase {
  /** For the server's DATABASE_URL; undefined on PGlite. */
  url: string | undefined;
  drop(): Promise<void>;
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database of its own for one phase on the DATABASE_URL server, dropped after; nothing on PGlite. */
export async function freshDatabase(phase: string): Promise<PhaseDatabase> {
  if (!postgresUrl) return { url: undefined, drop: async () => undefined };
  const name = `reliability_${phase.replace(/\W/g, '_')}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await withClient(postgresUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withClient(postgresUrl!, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** Read-only SQL on the phase's database, whichever engine holds it. Rows come back as text values. */
export interface LedgerReader {
  query(text: string, params?: unknown[]): Promise<Record<string, string | null>[]>;
  close(): Promise<void>;
}

/**
 * The phase's database for checking: a pg connection on PostgreSQL; on PGlite the server's data
 * directory opened in this process, which the caller must do only while no server runs on it.
 */
export async function openReader(database: PhaseDatabase, dataDir: string): Promise<LedgerReader> {
  if (database.url) {
    const client = new Client({ connectionString: database.url });
    await client.connect();
    return {
      query: async (text, params) => (await client.query(text, params)).rows,
      close: () => client.end(),
    };
  }
  return openPgliteReader(path.join(dataDir, 'pglite'));
}

/** PGlite in a child process (see pgliteReader.js): it recovers the directory as a restarting server would. */
async function openPgliteReader(pgliteDir: string): Promise<LedgerReader> {
  const child = spawn(process.execPath, [path.join(__dirname, 'pgliteReader.js'), pgliteDir], { stdio: ['pipe', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const waiting = new Map<number, (message: { rows?: Record<string, string | null>[]; error?: string }) => void>();
  let ready: () => void;
  // Settles once: an exit after the ready line (close) is no error.
  const opened = new Promise<void>((resolve, reject) => {
    ready = resolve;
    child.once('exit', () => reject(new Error(`PGlite could not open ${pgliteDir}: ${errors}`)));
  });
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    const message = JSON.parse(line) as { id?: number; ready?: boolean; rows?: Record<string, string | null>[]; error?: string };
    if (message.ready) ready();
    else if (message.id !== undefined) waiting.get(message.id)?.(message);
  });
  await opened;
  let nextId = 0;
  return {
    query: (text, params) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, (message) => {
          waiting.delete(id);
          if (message.error !== undefined) reject(new Error(`${message.error} in: ${text}`));
          else resolve(message.rows ?? []);
        });
        child.stdin.write(`${JSON.stringify({ id, text, params: params ?? [] })}\n`);
      }),
    close: async () => {
      child.stdin.end();
      await exited;
    },
  };
}
