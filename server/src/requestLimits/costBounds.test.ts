import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { placeBetRequestSchema, th, validationMessages as m } from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { tempDir, testConfig } from '../testing/fixtures';
import { createTestRound } from '../testing/lotto';
import { createTestMember, type TestMember } from '../testing/members';
import { setUpTestDatabase } from '../testing/testApp';
import { BODY_LIMITS } from './bodyLimits';

let database: Database;

setUpTestDatabase((created) => (database = created));

/** A slip line at the widest the shared rules allow. */
const widestLine = (roundId: number) => ({ amount: 99999.99, rate: 1000.5, round_id: String(roundId), type: 'first_three', number: '123' });

describe('over real HTTP', () => {
  let app: FastifyInstance;
  let url: string;
  let member: TestMember;
  let roundId: number;

  beforeAll(async () => {
    app = await buildApp(testConfig(tempDir()), { database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    member = await createTestMember(app, database.db, { credit: 10_000n });
    roundId = await createTestRound(database.db);
  });

  afterAll(() => app?.close());

  const placeBet = (body: string) =>
    fetch(`${url}/lto-public-api/lotto/place_bet`, {
      method: 'POST',
      headers: { authorization: member.bearer, 'content-type': 'application/json' },
      body,
    });

  /**
   * Sends the headers of a place_bet with `body`'s length and only its first 64 kB, then waits for
   * the answer: a server that would read the whole body before refusing it never answers, and the
   * test fails by its timeout.
   */
  function answerBeforeTheBodyIsSent(body: string): Promise<{ status: number; json: unknown }> {
    return new Promise((resolve, reject) => {
      const request = http.request(`${url}/lto-public-api/lotto/place_bet`, {
        method: 'POST',
        headers: { authorization: member.bearer, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          request.destroy();
          resolve({ status: response.statusCode!, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        });
      });
      request.on('error', reject);
      request.write(body.slice(0, 64 * 1024));
    });
  }

  test('a 10,000-line slip is refused by its size before its body is read', async () => {
    const lines = Array.from({ length: 10_000 }, () => widestLine(roundId));
    const body = JSON.stringify({ round_id: String(roundId), place_bet: lines });
    expect(body.length).toBeGreaterThan(BODY_LIMITS.slip);

    expect(await answerBeforeTheBodyIsSent(body)).toEqual({
      status: 413,
      json: { status: 'error', code: 'VALIDATION', message: th.errors.tooLarge },
    });
  });

  test('10,000 short lines within the size limit are refused by the line limit before any line is validated', async () => {
    const body = JSON.stringify({ round_id: String(roundId), place_bet: Array.from({ length: 10_000 }, () => ({})) });
    expect(body.length).toBeLessThan(BODY_LIMITS.slip);
    const validations = jest.spyOn(placeBetRequestSchema, 'validateSync');

    const response = await placeBet(body);

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 'error', code: 'VALIDATION', message: m.bet.tooManyLines });
    expect(validations).not.toHaveBeenCalled();
    // A slip within the limit is validated by the same schema.
    await placeBet(JSON.stringify({ round_id: String(roundId), place_bet: [{}] }));
    expect(validations).toHaveBeenCalledTimes(1);
    validations.mockRestore();
  });

  test('a slip of 500 lines at their widest fits the size limit', async () => {
    const body = JSON.stringify({ round_id: String(roundId), place_bet: Array.from({ length: 500 }, () => widestLine(roundId)) });
    expect(Buffer.byteLength(body)).toBeLessThan(BODY_LIMITS.slip);
    expect((await placeBet(body)).status).not.toBe(413);
  });
});

test("a bank feed's push of 500 lines fits its limit; one past it is refused with 413 before its signature is read", async () => {
  const app = await buildApp(testConfig(tempDir()), { database });
  try {
    const line = {
      bank_ref: 'X'.repeat(64),
      amount: 99_999_999.99,
      direction: 'in',
      at: new Date().toISOString(),
      sender_name: 'ก'.repeat(120),
    };
    const full = JSON.stringify({ lines: Array.from({ length: 500 }, () => line) });
    expect(Buffer.byteLength(full)).toBeLessThan(BODY_LIMITS.statementPush);
    const response = await app.inject({
      method: 'POST',
      url: '/bank-feed/1/lines',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(BODY_LIMITS.statementPush) }),
    });
    expect([response.statusCode, response.json()]).toEqual([413, { status: 'error', code: 'VALIDATION', message: th.errors.tooLarge }]);
  } finally {
    await app.close();
  }
});

test('every other call with a body refuses one past the default limit with 413 in Thai', async () => {
  const app = await buildApp(testConfig(tempDir()), { database });
  try {
    const admin = await createTestMember(app, database.db, { role: 'admin' });
    const { paths } = (await app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const calls = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['post', 'put', 'patch'].includes(method))
        .map((method) => ({ method: method.toUpperCase() as 'POST', url: path.replace(/\{[^}]+\}/g, '1') })),
    );
    const ownLimits = [
      '/lto-public-api/lotto/place_bet',
      '/lto-public-api/lotto/saved_slip_save',
      '/lto-public-api/upload_slip',
      '/admin-api/bank-accounts/1/statement-csv',
      '/bank-feed/1/lines',
    ];
    expect(calls.map(({ url }) => url)).toEqual(expect.arrayContaining(ownLimits));

    for (const { method, url } of calls.filter(({ url }) => !ownLimits.includes(url))) {
      const response = await app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json', authorization: admin.bearer },
        payload: JSON.stringify({ padding: 'x'.repeat(BODY_LIMITS.default) }),
      });
      expect([method, url, response.statusCode, response.json()]).toEqual([
        method,
        url,
        413,
        { status: 'error', code: 'VALIDATION', message: th.errors.tooLarge },
      ]);
    }
  } finally {
    await app.close();
  }
});

describe('under pressure', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    // A heap bound of one byte: the process is under pressure from the first measurement on.
    app = await buildApp({ ...testConfig(tempDir()), pressure: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 1 } }, { database });
    await new Promise((resolve) => setTimeout(resolve, 1_200));
  });

  afterAll(() => app?.close());

  test('a request is refused at once with 503 UNAVAILABLE in Thai, Retry-After and the security headers, not queued', async () => {
    for (const url of ['/cl-api/load-config', '/readyz']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', code: 'UNAVAILABLE', message: th.errors.busy });
      expect(response.headers['retry-after']).toBe('10');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  test('the liveness probe still answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
  });
});
