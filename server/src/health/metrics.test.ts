import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { tempDir, testConfig } from '../testing/fixtures';
import { setUpTestApp } from '../testing/testApp';

let app: FastifyInstance;

setUpTestApp((started) => ({ app } = started), {
  build: (database) => buildApp({ ...testConfig(tempDir()), metricsToken: 'an-operators-token' }, { database }),
});

const metrics = (authorization?: string) => app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  test('is refused without the operators token, or with another', async () => {
    for (const reply of [await metrics(), await metrics('Bearer a-guess'), await metrics('an-operators-token')]) {
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({ status: 'error', code: 'UNAUTHORIZED', message: 'กรุณาเข้าสู่ระบบ' });
    }
  });

  test('refuses a wrong token of non-ASCII bytes as long as the right one, and one of another length', async () => {
    const token = 'an-operators-token';
    // Latin-1 bytes over 0x7f: as many characters as the token, more bytes once encoded.
    for (const guess of ['é'.repeat(token.length), `${token.slice(0, -1)}ÿ`, 'ก'.repeat(token.length), `${token}${token}`]) {
      const reply = await metrics(`Bearer ${guess}`);
      expect([reply.statusCode, reply.json()]).toEqual([401, { status: 'error', code: 'UNAUTHORIZED', message: 'กรุณาเข้าสู่ระบบ' }]);
    }
  });

  test('gives Prometheus text: per-route latency, event-loop delay and the process', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    const reply = await metrics('Bearer an-operators-token');

    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(reply.body).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/healthz",status_code="2xx"\} 1$/m);
    expect(reply.body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(reply.body).toMatch(/^process_cpu_seconds_total \d/m);
  });
});

test('there is no /metrics without a token', async () => {
  const plain = await buildApp(testConfig(tempDir()), { database: app.database });
  try {
    expect((await plain.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  } finally {
    await plain.close();
  }
});
