import path from 'node:path';

/** Where the data lives: an external PostgreSQL server, or the embedded PGlite under DATA_DIR. */
export type DatabaseTarget = { engine: 'postgres'; url: string } | { engine: 'pglite'; dataDir: string };

export interface ServerConfig {
  port: number;
  database: DatabaseTarget;
  /** Server-owned files (the embedded database); created on first start. */
  dataDir: string;
  /** The built site: WEB_DIR/shell and WEB_DIR/remotes. */
  webDir: string;
  logLevel: string;
  /** Create the demo users on a new database: always with the embedded engine, with PostgreSQL only when SEED_DEMO=1. */
  seedDemo: boolean;
  /** Behind a load balancer: take the client address from X-Forwarded-For (login rate limits). */
  trustProxy: boolean;
}

/**
 * The repository's dist/ folder. src/config and dist/config sit at the same depth below server/,
 * so the same relative path is right under ts-jest and from the compiled file.
 */
export const DEFAULT_WEB_DIR = path.resolve(__dirname, '../../../dist');

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR || 'data');
  const database = databaseTarget(env.DATABASE_URL, dataDir);
  return {
    port: parsePort(env.PORT),
    database,
    dataDir,
    webDir: webDirFrom(env),
    logLevel: env.LOG_LEVEL || 'info',
    seedDemo: database.engine === 'pglite' || env.SEED_DEMO === '1',
    trustProxy: env.TRUST_PROXY === '1',
  };
}

/** The CLI needs only this part of the configuration. */
export function webDirFrom(env: NodeJS.ProcessEnv): string {
  return env.WEB_DIR ? path.resolve(env.WEB_DIR) : DEFAULT_WEB_DIR;
}

function parsePort(value: string | undefined): number {
  if (!value) return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

function databaseTarget(url: string | undefined, dataDir: string): DatabaseTarget {
  if (!url) return { engine: 'pglite', dataDir };
  // A mistyped URL must not silently fall back to a fresh embedded database.
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql:// (leave it unset for the embedded database)');
  }
  return { engine: 'postgres', url };
}
