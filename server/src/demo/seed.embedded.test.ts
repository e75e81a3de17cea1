import { buildApp } from '../app';
import { tempDir, testConfig } from '../testing/fixtures';
import { DEMO_MEMBER } from './seed';

/**
 * The demo data on the embedded engine, started from nothing: these run once, in the PGlite pass
 * (server/jest.database-filter.js), since they open PGlite whatever DATABASE_URL says.
 */
describe('on start', () => {
  test('a new embedded database gets the demo users at start', async () => {
    const dataDir = tempDir();
    const started = await buildApp({ ...testConfig(dataDir), seedDemo: true });
    try {
      const response = await started.inject({
        method: 'POST',
        url: '/cl-api/auth/login',
        payload: { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await started.close();
    }
    // A database migrated and seeded from nothing (not the template's copy): slow on a loaded machine.
  }, 120_000);

  test('without seedDemo no demo user is made', async () => {
    const started = await buildApp(testConfig(tempDir()));
    try {
      const response = await started.inject({
        method: 'POST',
        url: '/cl-api/auth/check-username',
        payload: { username: DEMO_MEMBER.username },
      });
      expect(response.json().payload).toEqual({ available: true });
    } finally {
      await started.close();
    }
  });
});
