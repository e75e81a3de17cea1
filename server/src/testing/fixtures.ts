import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SLIP_QR_READ_MS, MINIMAL_PASSWORD_HASH_COST, type ServerConfig } from '../config/env';

/** A yeekee draw of a test: milliseconds, not the seconds of the published draw, so a busy machine stays inside jest's timeout. */
export const TEST_YEEKEE_DRAW_ITERATIONS = 1_024;

/** Configuration of an app under test: quiet. Its database target is unused, as tests hand buildApp their own. */
export function testConfig(webDir: string): ServerConfig {
  return {
    port: 0,
    database: { engine: 'pglite', dataDir: webDir },
    dataDir: webDir,
    webDir,
    logLevel: 'silent',
    seedDemo: false,
    trustProxy: false,
    rateLimits: true,
    apiDocs: true,
    drainTimeoutMs: 10_000,
    pressure: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0 },
    resultImport: { pollMs: 60_000, fetchTimeoutMs: 10_000, alertAfterMs: 1_800_000, allowPrivateSources: false },
    canary: { minLoads: 200, marginPer1000: 20 },
    metricsToken: undefined,
    slipVerify: null,
    prettyLogs: false,
    realityCheckSeconds: null,
    yeekeeDrawIterations: TEST_YEEKEE_DRAW_ITERATIONS,
    passwordHashCost: MINIMAL_PASSWORD_HASH_COST,
    maxStreams: null,
    slipQrReadMs: DEFAULT_SLIP_QR_READ_MS,
    line: null,
    telegram: null,
  };
}

const created: string[] = [];

/** A new empty folder, removed by `removeTempDirs` (call it in afterAll). */
export function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotto-server-test-'));
  created.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of created.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** Writes files below `root`; keys are paths relative to it. */
export function writeFiles(root: string, files: Record<string, string>): void {
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(root, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
}

let addressSerial = 0;

/**
 * A client address of its own for a request that is not about the per-address rate limits, so
 * that a test file making many registrations or uploads is not held back by them.
 */
export function testClientAddress(): string {
  addressSerial += 1;
  return `198.18.${Math.floor(addressSerial / 250) % 250}.${(addressSerial % 250) + 1}`;
}
