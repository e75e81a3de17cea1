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
  /**
   * Behind load balancers: how many proxy hops to trust (a number), or which proxy addresses
   * (a list); false when the server faces clients directly. Decides the client address of the
   * per-address limits.
   */
  trustProxy: false | number | string[];
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
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

/** The CLI needs only this part of the configuration. */
export function webDirFrom(env: NodeJS.ProcessEnv): string {
  return env.WEB_DIR ? path.resolve(env.WEB_DIR) : DEFAULT_WEB_DIR;
}

/**
 * TRUST_PROXY: a hop count (`1` for one load balancer) or a comma-separated list of proxy
 * addresses or CIDR ranges. The client address is then the right-most X-Forwarded-For entry that
 * no trusted proxy added, never the left-most one, which any client can write.
 */
function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (!value) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1 || hops > 32) throw new ConfigError(`TRUST_PROXY hop count must be from 1 to 32, got "${value}"`);
    return hops;
  }
  const proxies = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  if (proxies.some((entry) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry))) {
    throw new ConfigError(`TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses, got "${value}"`);
  }
  return proxies;
}

/** Fastify's form of the setting: a hop count becomes "trust the first n hops from the socket". */
export function fastifyTrustProxy(trustProxy: ServerConfig['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy;
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
