import path from 'node:path';
import v8 from 'node:v8';
import { YEEKEE_V2_ITERATIONS } from '@lotto/shared';

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
  /** Per-address rate limits of registration, live checks and slip uploads (RATE_LIMITS=off only for load tests from one address). */
  rateLimits: boolean;
  /** Serve the OpenAPI description and its viewer at /docs (API_DOCS). */
  apiDocs: boolean;
  /** After SIGTERM, how long requests in flight may take before the process gives up and exits 1 (DRAIN_TIMEOUT_MS). */
  drainTimeoutMs: number;
  /** Past either bound a request is refused with 503 at once instead of queueing; 0 turns a bound off. */
  pressure: { maxEventLoopDelayMs: number; maxHeapUsedBytes: number };
  /** Results imported from sources (docs/result-import.md). */
  resultImport: {
    /** How often due rounds are fetched (RESULT_POLL_SECONDS), and the first retry's wait. */
    pollMs: number;
    /** One request's limit (RESULT_FETCH_TIMEOUT_MS). */
    fetchTimeoutMs: number;
    /** Sources failing this long raise the dashboard's alert (RESULT_ALERT_AFTER_SECONDS). */
    alertAfterMs: number;
    /**
     * RESULT_SOURCE_ALLOW_PRIVATE=1, for tests with local fixtures only: sources on this machine or a
     * private network may be saved and fetched. Off, they are refused (docs/result-import.md#where-a-source-may-be).
     */
    allowPrivateSources: boolean;
  };
  /** When a canary rolls itself back (CANARY_MIN_LOADS, CANARY_ERROR_MARGIN). */
  canary: { minLoads: number; marginPer1000: number };
  /** GET /metrics (Prometheus) answers only `Authorization: Bearer <METRICS_TOKEN>`; without a token there is no /metrics. */
  metricsToken: string | undefined;
  /** SLIP_VERIFY_URL and SLIP_VERIFY_TOKEN: the slip-verification service slip deposits are checked with; null: none. */
  slipVerify: { url: string; token: string } | null;
  /** Logs for a person at a terminal (pino-pretty) rather than JSON lines: LOG_FORMAT=pretty|json, by default pretty when stdout is a terminal. */
  prettyLogs: boolean;
  /**
   * REALITY_CHECK_SECONDS, for tests only: the reality check comes this many seconds apart instead
   * of the member's 30 or 60 minutes. Refused when NODE_ENV=production.
   */
  realityCheckSeconds: number | null;
  /**
   * YEEKEE_DRAW_ITERATIONS, for tests only: the SHA-256 steps of a yeekee draw, instead of the
   * published YEEKEE_V2_ITERATIONS (seconds of CPU per draw). A draw made with fewer steps does
   * not verify against the published function. Refused when NODE_ENV=production.
   */
  yeekeeDrawIterations: number;
  /**
   * PASSWORD_HASH_COST=minimal, for tests only: new passwords and PINs are hashed with argon2id at
   * its lowest cost, so that load tests' and browser tests' registrations, logins and withdrawals
   * do not spend their time hashing. Refused when NODE_ENV=production.
   */
  passwordHashCost: { memoryCost?: number; timeCost?: number; parallelism?: number };
  /**
   * MAX_STREAMS: live streams (Server-Sent Events) this process holds at once, every viewer
   * together; by default half the process's open-files limit, at most 10,000 (500 where the
   * limit cannot be read). Never above half that limit (http/streamSlots.ts).
   */
  maxStreams: number | null;
  /** SLIP_QR_READ_MS: how long one slip image may keep a QR-reading worker (money/slipQrReader.ts). */
  slipQrReadMs: number;
  /** LINE Login and the Messaging API (docs/messages.md#line-and-telegram); null: LINE is off. */
  line: LineConfig | null;
  /** The staff's Telegram chat (docs/messages.md#line-and-telegram); null: none. */
  telegram: TelegramConfig | null;
}

export interface LineConfig {
  /** LINE_CHANNEL_ID and LINE_CHANNEL_SECRET: the LINE Login channel (the id token's audience and key). */
  channelId: string;
  channelSecret: string;
  /** LINE_LOGIN_BASE: where the member's browser is sent to log in. */
  loginBase: string;
  /** LINE_API_BASE: the token exchange and the Messaging API's pushes. */
  apiBase: string;
  /** LINE_MESSAGING_TOKEN: the Messaging API channel's access token. */
  messagingToken: string;
  /** LINE_STAFF_GROUP_ID: the staff's LINE group, or null for none. */
  staffGroupId: string | null;
  /** LINE_PUSH_MONTHLY_QUOTA: pushes a Bangkok month may send (the LINE Official Account plan's free messages). */
  monthlyQuota: number;
}

export interface TelegramConfig {
  /** TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID. */
  botToken: string;
  chatId: string;
  /** TELEGRAM_API_BASE. */
  apiBase: string;
}

/** Longest wait for requests in flight after SIGTERM; below the usual 30 s a platform waits before SIGKILL. */
const DEFAULT_DRAIN_TIMEOUT_MS = 10_000;
/** A request that would wait longer than this behind others is refused rather than queued. */
const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 1_000;
const DEFAULT_MAX_HEAP_USED_FRACTION = 0.9;
/** A slip's QR code is read in tens of milliseconds; a second leaves room for a busy machine, not for a hostile image. */
export const DEFAULT_SLIP_QR_READ_MS = 1_000;

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
    rateLimits: parseOnOff('RATE_LIMITS', env.RATE_LIMITS, true),
    apiDocs: parseOnOff('API_DOCS', env.API_DOCS, env.NODE_ENV !== 'production'),
    drainTimeoutMs: parseWholeNumber('DRAIN_TIMEOUT_MS', env.DRAIN_TIMEOUT_MS, DEFAULT_DRAIN_TIMEOUT_MS),
    pressure: {
      maxEventLoopDelayMs: parseWholeNumber('MAX_EVENT_LOOP_DELAY_MS', env.MAX_EVENT_LOOP_DELAY_MS, DEFAULT_MAX_EVENT_LOOP_DELAY_MS),
      maxHeapUsedBytes:
        parseWholeNumber('MAX_HEAP_USED_MB', env.MAX_HEAP_USED_MB, Math.floor((heapSizeLimit() * DEFAULT_MAX_HEAP_USED_FRACTION) / MB)) *
        MB,
    },
    resultImport: {
      pollMs: Math.max(1, parseWholeNumber('RESULT_POLL_SECONDS', env.RESULT_POLL_SECONDS, 60)) * 1000,
      fetchTimeoutMs: Math.max(1, parseWholeNumber('RESULT_FETCH_TIMEOUT_MS', env.RESULT_FETCH_TIMEOUT_MS, 10_000)),
      alertAfterMs: parseWholeNumber('RESULT_ALERT_AFTER_SECONDS', env.RESULT_ALERT_AFTER_SECONDS, 30 * 60) * 1000,
      allowPrivateSources: parseZeroOne('RESULT_SOURCE_ALLOW_PRIVATE', env.RESULT_SOURCE_ALLOW_PRIVATE),
    },
    canary: {
      minLoads: parseWholeNumber('CANARY_MIN_LOADS', env.CANARY_MIN_LOADS, DEFAULT_CANARY_MIN_LOADS),
      marginPer1000: parseWholeNumber('CANARY_ERROR_MARGIN', env.CANARY_ERROR_MARGIN, DEFAULT_CANARY_ERROR_MARGIN),
    },
    metricsToken: env.METRICS_TOKEN || undefined,
    slipVerify: parseSlipVerify(env),
    prettyLogs: env.LOG_FORMAT ? env.LOG_FORMAT === 'pretty' : process.stdout.isTTY === true,
    realityCheckSeconds: parseRealityCheckSeconds(env),
    yeekeeDrawIterations: parseYeekeeDrawIterations(env),
    passwordHashCost: parsePasswordHashCost(env),
    maxStreams: env.MAX_STREAMS ? Math.max(1, parseWholeNumber('MAX_STREAMS', env.MAX_STREAMS, 1)) : null,
    slipQrReadMs: Math.max(1, parseWholeNumber('SLIP_QR_READ_MS', env.SLIP_QR_READ_MS, DEFAULT_SLIP_QR_READ_MS)),
    line: parseLine(env),
    telegram: parseTelegram(env),
  };
}

/**
 * The Thai Free plan of a LINE Official Account sends 300 messages a month; an operator on
 * another plan sets its number.
 */
const DEFAULT_LINE_PUSH_MONTHLY_QUOTA = 300;

/** All three or none: a login without pushes, or pushes nobody can link to, would only half work. */
function parseLine(env: NodeJS.ProcessEnv): LineConfig | null {
  const channelId = env.LINE_CHANNEL_ID;
  const channelSecret = env.LINE_CHANNEL_SECRET;
  const messagingToken = env.LINE_MESSAGING_TOKEN;
  const staffGroupId = env.LINE_STAFF_GROUP_ID || null;
  if (!channelId && !channelSecret && !messagingToken) {
    if (staffGroupId) throw new ConfigError('LINE_STAFF_GROUP_ID needs LINE_CHANNEL_ID, LINE_CHANNEL_SECRET and LINE_MESSAGING_TOKEN');
    return null;
  }
  if (!channelId || !channelSecret || !messagingToken) {
    throw new ConfigError('LINE_CHANNEL_ID, LINE_CHANNEL_SECRET and LINE_MESSAGING_TOKEN are set together');
  }
  const monthlyQuota = parseWholeNumber('LINE_PUSH_MONTHLY_QUOTA', env.LINE_PUSH_MONTHLY_QUOTA, DEFAULT_LINE_PUSH_MONTHLY_QUOTA);
  return {
    channelId,
    channelSecret,
    loginBase: parseBaseUrl('LINE_LOGIN_BASE', env.LINE_LOGIN_BASE, 'https://access.line.me'),
    apiBase: parseBaseUrl('LINE_API_BASE', env.LINE_API_BASE, 'https://api.line.me'),
    messagingToken,
    staffGroupId,
    monthlyQuota,
  };
}

/** Both or neither: a bot without its chat has nowhere to write. */
function parseTelegram(env: NodeJS.ProcessEnv): TelegramConfig | null {
  const botToken = env.TELEGRAM_BOT_TOKEN;
  const chatId = env.TELEGRAM_CHAT_ID;
  if (!botToken && !chatId) return null;
  if (!botToken || !chatId) throw new ConfigError('TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID are set together');
  return { botToken, chatId, apiBase: parseBaseUrl('TELEGRAM_API_BASE', env.TELEGRAM_API_BASE, 'https://api.telegram.org') };
}

/** An http(s) address without its trailing slash, so that paths are appended as they are. */
function parseBaseUrl(name: string, value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  try {
    const parsed = new URL(value);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(parsed.protocol);
  } catch {
    throw new ConfigError(`${name} must be an http(s) address, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

/** Both or neither: a service address without its token would only ever be refused. */
function parseSlipVerify(env: NodeJS.ProcessEnv): { url: string; token: string } | null {
  const url = env.SLIP_VERIFY_URL;
  const token = env.SLIP_VERIFY_TOKEN;
  if (!url && !token) return null;
  if (!url || !token) throw new ConfigError('SLIP_VERIFY_URL and SLIP_VERIFY_TOKEN are set together');
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(parsed.protocol);
  } catch {
    throw new ConfigError(`SLIP_VERIFY_URL must be an http(s) address, got "${url}"`);
  }
  return { url, token };
}

/** A short reality-check interval is for a test environment: production keeps the member's choice. */
function parseRealityCheckSeconds(env: NodeJS.ProcessEnv): number | null {
  if (!env.REALITY_CHECK_SECONDS) return null;
  if (env.NODE_ENV === 'production')
    throw new ConfigError('REALITY_CHECK_SECONDS is for tests only and is refused when NODE_ENV=production');
  const seconds = parseWholeNumber('REALITY_CHECK_SECONDS', env.REALITY_CHECK_SECONDS, 0);
  if (seconds < 1) throw new ConfigError(`REALITY_CHECK_SECONDS must be at least 1, got "${env.REALITY_CHECK_SECONDS}"`);
  return seconds;
}

/** A cheap yeekee draw is for tests: production draws always take the published number of steps. */
function parseYeekeeDrawIterations(env: NodeJS.ProcessEnv): number {
  if (!env.YEEKEE_DRAW_ITERATIONS) return YEEKEE_V2_ITERATIONS;
  if (env.NODE_ENV === 'production')
    throw new ConfigError('YEEKEE_DRAW_ITERATIONS is for tests only and is refused when NODE_ENV=production');
  const iterations = parseWholeNumber('YEEKEE_DRAW_ITERATIONS', env.YEEKEE_DRAW_ITERATIONS, 0);
  if (iterations < 1) throw new ConfigError(`YEEKEE_DRAW_ITERATIONS must be at least 1, got "${env.YEEKEE_DRAW_ITERATIONS}"`);
  return iterations;
}

/** argon2id at its lowest cost: a hash in about a millisecond instead of 250 (PASSWORD_HASH_COST=minimal). */
export const MINIMAL_PASSWORD_HASH_COST = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

function parsePasswordHashCost(env: NodeJS.ProcessEnv): ServerConfig['passwordHashCost'] {
  // Unset: argon2's own defaults (auth/passwords.ts).
  if (!env.PASSWORD_HASH_COST) return {};
  if (env.NODE_ENV === 'production') throw new ConfigError('PASSWORD_HASH_COST is for tests only and is refused when NODE_ENV=production');
  if (env.PASSWORD_HASH_COST !== 'minimal')
    throw new ConfigError(`PASSWORD_HASH_COST must be minimal or unset, got "${env.PASSWORD_HASH_COST}"`);
  return MINIMAL_PASSWORD_HASH_COST;
}

const MB = 1024 * 1024;

/** A canary's rate is trusted after this many of its page loads. */
const DEFAULT_CANARY_MIN_LOADS = 200;
/** Failures and errors per 1,000 page loads a canary may have above its stable version. */
const DEFAULT_CANARY_ERROR_MARGIN = 20;

function heapSizeLimit(): number {
  return v8.getHeapStatistics().heap_size_limit;
}

/**
 * A setting that is on or off. API_DOCS: browsers cannot send the Bearer token to /docs, so it is
 * a setting rather than a staff check, off by default in production (NODE_ENV=production), where
 * the API description only helps an attacker, and on elsewhere.
 */
function parseOnOff(name: string, value: string | undefined, fallback: boolean): boolean {
  if (!value) return fallback;
  if (value === 'on' || value === 'off') return value === 'on';
  throw new ConfigError(`${name} must be on or off, got "${value}"`);
}

/** A switch written 1 (on) or 0 (off); unset is off. */
function parseZeroOne(name: string, value: string | undefined): boolean {
  if (!value) return false;
  if (value === '1' || value === '0') return value === '1';
  throw new ConfigError(`${name} must be 1 or 0, got "${value}"`);
}

function parseWholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  if (!/^\d+$/.test(value)) throw new ConfigError(`${name} must be a whole number, got "${value}"`);
  return Number(value);
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
  const proxies = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (proxies.some((entry) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry))) {
    throw new ConfigError(`TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses, got "${value}"`);
  }
  return proxies;
}

/** Fastify's form of the setting: a hop count becomes "trust the first n hops from the socket". */
export function fastifyTrustProxy(
  trustProxy: ServerConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
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
