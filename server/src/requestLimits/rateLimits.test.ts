import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { removeTempDirs, tempDir, testConfig } from '../testing/fixtures';
import { createTestDatabase } from '../testing/testDb';
import { countHit, deleteExpiredHits } from './repository';
import { RATE_LIMITS } from './rateLimits';

let database: Database;
/** Two server processes on one database, each behind one proxy (TRUST_PROXY=1). */
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = { ...testConfig(tempDir()), trustProxy: 1 };
  first = await buildApp(config, { database });
  second = await buildApp(config, { database });
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.close();
  removeTempDirs();
});

/** A request as the load balancer forwards it: the client wrote `spoofed`, the proxy saw `address`. */
function post(app: FastifyInstance, route: string, address: string, spoofed = '192.0.2.1') {
  const [method, url] = route.split(' ') as ['POST', string];
  return app.inject({
    method,
    url,
    remoteAddress: '10.0.0.2',
    headers: { 'x-forwarded-for': `${spoofed}, ${address}` },
    payload: {},
  });
}

describe.each(Object.entries(RATE_LIMITS))('%s', (route, { max }) => {
  const address = `203.0.113.${Object.keys(RATE_LIMITS).indexOf(route) + 10}`;

  test(`the servers share the count: request ${max + 1} of one address answers 429 in Thai`, async () => {
    for (let request = 1; request <= max; request += 1) {
      // Each request says a different left-most address; the limit counts the one the proxy saw.
      const response = await post(request % 2 ? first : second, route, address, `198.51.100.${request}`);
      expect(response.statusCode).not.toBe(429);
    }

    const refused = await post(second, route, address);

    expect(refused.statusCode).toBe(429);
    const { message, ...rest } = refused.json();
    expect(rest).toEqual({ status: 'error', code: 'RATE_LIMITED' });
    expect(message).toMatch(/^ส่งคำขอบ่อยเกินไป กรุณารอ \d+ วินาทีแล้วลองใหม่$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('another address is not held back', async () => {
    expect((await post(first, route, '203.0.113.200')).statusCode).not.toBe(429);
  });
});

test('routes without a limit are not counted', async () => {
  for (let request = 0; request < 40; request += 1) {
    expect((await first.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  }
  expect(await database.db.selectFrom('rate_limit_hits').select('key').where('key', 'like', '%healthz%').execute()).toEqual([]);
});

describe('the counter', () => {
  test('starts a new window once the last one has ended, and expired counters are swept', async () => {
    expect(await countHit(database.db, 'window-test', 200)).toMatchObject({ hits: 1 });
    const second = await countHit(database.db, 'window-test', 200);
    expect(second.hits).toBe(2);
    expect(second.ttlMs).toBeGreaterThan(0);
    expect(second.ttlMs).toBeLessThanOrEqual(200);

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await countHit(database.db, 'window-test', 60_000)).toMatchObject({ hits: 1 });

    expect(await deleteExpiredHits(database.db, new Date(Date.now() + 120_000))).toBeGreaterThan(0);
    expect(await database.db.selectFrom('rate_limit_hits').select('key').where('key', '=', 'window-test').execute()).toEqual([]);
  });

  test('counts every one of many hits at once', async () => {
    const counts = await Promise.all(Array.from({ length: 25 }, () => countHit(database.db, 'burst', 60_000)));
    expect(counts.map(({ hits }) => hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
  });
});
