import fs from 'node:fs';
import path from 'node:path';
import { YEEKEE_V2_ITERATIONS } from '@lotto/shared';
import { ConfigError, DEFAULT_WEB_DIR, loadConfig } from './env';

test('defaults: port 8080, embedded database in ./data, the repository dist/ as web folder', () => {
  const config = loadConfig({});
  expect(config.port).toBe(8080);
  expect(config.dataDir).toBe(path.resolve(process.cwd(), 'data'));
  expect(config.database).toEqual({ engine: 'pglite', dataDir: config.dataDir });
  // dist/ beside the workspaces, at the repository root.
  expect(path.basename(DEFAULT_WEB_DIR)).toBe('dist');
  expect(fs.existsSync(path.join(DEFAULT_WEB_DIR, '..', 'lerna.json'))).toBe(true);
  expect(config.webDir).toBe(DEFAULT_WEB_DIR);
});

test('a postgres URL selects PostgreSQL', () => {
  expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/lotto' }).database).toEqual({
    engine: 'postgres',
    url: 'postgres://u@db:5432/lotto',
  });
  expect(loadConfig({ DATABASE_URL: 'postgresql://db/lotto' }).database.engine).toBe('postgres');
});

test('relative folders are taken from the working directory', () => {
  const config = loadConfig({ DATA_DIR: 'var/lotto', WEB_DIR: 'site' });
  expect(config.dataDir).toBe(path.resolve('var/lotto'));
  expect(config.webDir).toBe(path.resolve('site'));
});

test('values that cannot be right stop the start with a clear message', () => {
  expect(() => loadConfig({ PORT: '80a' })).toThrow(ConfigError);
  expect(() => loadConfig({ DATABASE_URL: 'mysql://db/lotto' })).toThrow(/postgres:\/\//);
});

test('demo users: always on the embedded database, on PostgreSQL only with SEED_DEMO=1', () => {
  expect(loadConfig({}).seedDemo).toBe(true);
  expect(loadConfig({ DATABASE_URL: 'postgres://db/lotto' }).seedDemo).toBe(false);
  expect(loadConfig({ DATABASE_URL: 'postgres://db/lotto', SEED_DEMO: '1' }).seedDemo).toBe(true);
  expect(loadConfig({ DATABASE_URL: 'postgres://db/lotto', SEED_DEMO: 'yes' }).seedDemo).toBe(false);
});

test('/docs: on by default, off by default in production, API_DOCS decides', () => {
  expect(loadConfig({}).apiDocs).toBe(true);
  expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
  expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'on' }).apiDocs).toBe(true);
  expect(loadConfig({ API_DOCS: 'off' }).apiDocs).toBe(false);
  expect(() => loadConfig({ API_DOCS: 'staff' })).toThrow('API_DOCS must be on or off, got "staff"');
});

test('rate limits: on unless RATE_LIMITS=off', () => {
  expect(loadConfig({}).rateLimits).toBe(true);
  expect(loadConfig({ RATE_LIMITS: 'off' }).rateLimits).toBe(false);
  expect(() => loadConfig({ RATE_LIMITS: '0' })).toThrow('RATE_LIMITS must be on or off, got "0"');
});

test('drain and pressure bounds: defaults, overrides, and 0 turns a pressure bound off', () => {
  const defaults = loadConfig({});
  expect(defaults.drainTimeoutMs).toBe(10_000);
  expect(defaults.pressure.maxEventLoopDelayMs).toBe(1_000);
  expect(defaults.pressure.maxHeapUsedBytes).toBeGreaterThan(0);

  const set = loadConfig({ DRAIN_TIMEOUT_MS: '25000', MAX_EVENT_LOOP_DELAY_MS: '0', MAX_HEAP_USED_MB: '512' });
  expect(set.drainTimeoutMs).toBe(25_000);
  expect(set.pressure).toEqual({ maxEventLoopDelayMs: 0, maxHeapUsedBytes: 512 * 1024 * 1024 });
  expect(() => loadConfig({ DRAIN_TIMEOUT_MS: '10s' })).toThrow('DRAIN_TIMEOUT_MS must be a whole number, got "10s"');
});

test("SLIP_QR_READ_MS bounds one slip image's read: a second by default", () => {
  expect(loadConfig({}).slipQrReadMs).toBe(1_000);
  expect(loadConfig({ SLIP_QR_READ_MS: '10000' }).slipQrReadMs).toBe(10_000);
  expect(() => loadConfig({ SLIP_QR_READ_MS: 'soon' })).toThrow('SLIP_QR_READ_MS must be a whole number, got "soon"');
});

test('result import settings: defaults and overrides', () => {
  expect(loadConfig({}).resultImport).toEqual({
    pollMs: 60_000,
    fetchTimeoutMs: 10_000,
    alertAfterMs: 1_800_000,
    allowPrivateSources: false,
  });
  expect(
    loadConfig({
      RESULT_POLL_SECONDS: '15',
      RESULT_FETCH_TIMEOUT_MS: '2500',
      RESULT_ALERT_AFTER_SECONDS: '600',
      RESULT_SOURCE_ALLOW_PRIVATE: '1',
    }).resultImport,
  ).toEqual({
    pollMs: 15_000,
    fetchTimeoutMs: 2_500,
    alertAfterMs: 600_000,
    allowPrivateSources: true,
  });
  expect(loadConfig({ RESULT_SOURCE_ALLOW_PRIVATE: '0' }).resultImport.allowPrivateSources).toBe(false);
  expect(() => loadConfig({ RESULT_POLL_SECONDS: 'often' })).toThrow('RESULT_POLL_SECONDS must be a whole number, got "often"');
  expect(() => loadConfig({ RESULT_SOURCE_ALLOW_PRIVATE: 'yes' })).toThrow('RESULT_SOURCE_ALLOW_PRIVATE must be 1 or 0, got "yes"');
});

test('METRICS_TOKEN opens /metrics to its holder; LOG_FORMAT chooses readable or JSON logs', () => {
  expect(loadConfig({}).metricsToken).toBeUndefined();
  expect(loadConfig({ METRICS_TOKEN: 'for-prometheus' }).metricsToken).toBe('for-prometheus');
  expect(loadConfig({ LOG_FORMAT: 'pretty' }).prettyLogs).toBe(true);
  expect(loadConfig({ LOG_FORMAT: 'json' }).prettyLogs).toBe(false);
});

test('YEEKEE_DRAW_ITERATIONS makes a test draw cheap, and production keeps the published cost', () => {
  expect(loadConfig({}).yeekeeDrawIterations).toBe(YEEKEE_V2_ITERATIONS);
  expect(loadConfig({ YEEKEE_DRAW_ITERATIONS: '1024' }).yeekeeDrawIterations).toBe(1_024);
  expect(() => loadConfig({ YEEKEE_DRAW_ITERATIONS: '1024', NODE_ENV: 'production' })).toThrow(
    'YEEKEE_DRAW_ITERATIONS is for tests only and is refused when NODE_ENV=production',
  );
  expect(() => loadConfig({ YEEKEE_DRAW_ITERATIONS: '0' })).toThrow('YEEKEE_DRAW_ITERATIONS must be at least 1, got "0"');
});

test('PASSWORD_HASH_COST=minimal makes a test hash cheap, and production keeps argon2 at its defaults', () => {
  expect(loadConfig({}).passwordHashCost).toEqual({});
  expect(loadConfig({ PASSWORD_HASH_COST: 'minimal' }).passwordHashCost).toEqual({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
  expect(() => loadConfig({ PASSWORD_HASH_COST: 'minimal', NODE_ENV: 'production' })).toThrow(
    'PASSWORD_HASH_COST is for tests only and is refused when NODE_ENV=production',
  );
  expect(() => loadConfig({ PASSWORD_HASH_COST: 'low' })).toThrow('PASSWORD_HASH_COST must be minimal or unset, got "low"');
});

test('MAX_STREAMS: unset leaves the bound to the open-files limit; a number sets it', () => {
  expect(loadConfig({}).maxStreams).toBeNull();
  expect(loadConfig({ MAX_STREAMS: '300' }).maxStreams).toBe(300);
  expect(() => loadConfig({ MAX_STREAMS: 'many' })).toThrow('MAX_STREAMS must be a whole number, got "many"');
});

describe('LINE and Telegram', () => {
  const LINE = { LINE_CHANNEL_ID: '1650000000', LINE_CHANNEL_SECRET: 'secret', LINE_MESSAGING_TOKEN: 'token' };

  test('are off when nothing is set', () => {
    expect(loadConfig({})).toMatchObject({ line: null, telegram: null });
  });

  test("LINE: LINE's addresses and the Thai Free plan's quota by default", () => {
    expect(loadConfig(LINE).line).toEqual({
      channelId: '1650000000',
      channelSecret: 'secret',
      messagingToken: 'token',
      loginBase: 'https://access.line.me',
      apiBase: 'https://api.line.me',
      staffGroupId: null,
      monthlyQuota: 300,
    });
    expect(
      loadConfig({
        ...LINE,
        LINE_LOGIN_BASE: 'http://127.0.0.1:4000/',
        LINE_API_BASE: 'http://127.0.0.1:4001',
        LINE_STAFF_GROUP_ID: 'Cgroup',
        LINE_PUSH_MONTHLY_QUOTA: '15000',
      }).line,
    ).toMatchObject({ loginBase: 'http://127.0.0.1:4000', apiBase: 'http://127.0.0.1:4001', staffGroupId: 'Cgroup', monthlyQuota: 15000 });
  });

  test('LINE: its channel, secret and token together, an address that is one, a staff group only with LINE', () => {
    expect(() => loadConfig({ LINE_CHANNEL_ID: '1650000000' })).toThrow(
      'LINE_CHANNEL_ID, LINE_CHANNEL_SECRET and LINE_MESSAGING_TOKEN are set together',
    );
    expect(() => loadConfig({ ...LINE, LINE_API_BASE: 'ftp://line' })).toThrow(
      'LINE_API_BASE must be an http(s) address, got "ftp://line"',
    );
    expect(() => loadConfig({ ...LINE, LINE_PUSH_MONTHLY_QUOTA: 'many' })).toThrow(ConfigError);
    expect(() => loadConfig({ LINE_STAFF_GROUP_ID: 'Cgroup' })).toThrow(/LINE_STAFF_GROUP_ID needs/);
  });

  test('Telegram: its bot and chat together, Telegram’s address by default', () => {
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: '1:abc', TELEGRAM_CHAT_ID: '-100' }).telegram).toEqual({
      botToken: '1:abc',
      chatId: '-100',
      apiBase: 'https://api.telegram.org',
    });
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: '1:abc' })).toThrow('TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID are set together');
  });
});
