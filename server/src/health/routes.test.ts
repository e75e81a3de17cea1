import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openPglite } from '../db/database';
import { removeTempDirs, tempDir, testConfig } from '../testing/fixtures';
import { setUpTestApp } from '../testing/testApp';
import { createTestDatabase } from '../testing/testDb';

afterAll(removeTempDirs);

describe('with a migrated database', () => {
  let app: FastifyInstance;

  setUpTestApp((started) => ({ app } = started));

  test('/healthz says the process is up', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', message: '', payload: { up: true } });
  });

  test('/readyz is 200 when the database answers and every migration is applied', async () => {
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', message: '', payload: { ready: true } });
  });
});

// A new embedded database, not a copy of the migrated template: its first start takes a while on a busy machine.
test('/readyz is 503 while migrations are pending', async () => {
  const unmigrated = await openPglite();
  const app = await buildApp(testConfig(tempDir()), { database: unmigrated });
  try {
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'error', code: 'INTERNAL' });
  } finally {
    await app.close();
    await unmigrated.close();
  }
}, 120_000);

test('/readyz is 503 when the database is gone, while /healthz stays 200', async () => {
  const database = await createTestDatabase();
  const app = await buildApp(testConfig(tempDir()), { database });
  try {
    await database.close();
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  } finally {
    await app.close();
  }
});
