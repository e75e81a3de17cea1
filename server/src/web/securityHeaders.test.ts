import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { tempDir, testConfig, writeFiles } from '../testing/fixtures';
import { setUpTestDatabase } from '../testing/testApp';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let database: Database;
let webDir: string;

setUpTestDatabase((created) => (database = created));

beforeAll(() => {
  webDir = tempDir();
  writeFiles(webDir, {
    'shell/index.html': '<!doctype html><title>shell</title>',
    'shell/sw.js': 'self.skipWaiting()',
    'remotes/mf-wallet/1.0.0/remoteEntry.js': 'var mf_wallet;',
  });
});

/** The policy as directive → sources, in any order. */
function policyOf(header: string | string[] | number | undefined): Record<string, string> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources.join(' ')]),
  );
}

describe('security headers', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(testConfig(webDir), { database });
  });

  afterAll(() => app?.close());

  test.each([
    ['the home page', '/', HTML],
    ['a client-side route', '/lotto/all', HTML],
    ['a remote entry', '/remotes/mf-wallet/1.0.0/remoteEntry.js', {}],
    ['the service worker', '/sw.js', {}],
    ['an API answer', '/cl-api/load-config', {}],
    ['an unknown API path', '/cl-api/nope', {}],
  ])('%s carries the CSP, no framing, nosniff and no Referer', async (_case, url, headers) => {
    const response = await app.inject({ method: 'GET', url, headers });

    expect(policyOf(response.headers['content-security-policy'])).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'script-src-attr': "'none'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob: https:",
      'font-src': "'self' data:",
      'connect-src': "'self'",
      'worker-src': "'self'",
      'manifest-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    });
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('/docs', () => {
  test('API_DOCS=on serves the description and its viewer', async () => {
    const app = await buildApp({ ...testConfig(webDir), apiDocs: true }, { database });
    try {
      expect((await app.inject({ method: 'GET', url: '/docs', headers: HTML })).statusCode).toBeLessThan(400);
      expect((await app.inject({ method: 'GET', url: '/docs/json' })).json().paths).toHaveProperty(['/cl-api/auth/login']);
    } finally {
      await app.close();
    }
  });

  test('API_DOCS=off answers 404 for the viewer and the description alike', async () => {
    const app = await buildApp({ ...testConfig(webDir), apiDocs: false }, { database });
    try {
      for (const url of ['/docs', '/docs/', '/docs/json', '/docs/yaml', '/docs/static/index.html']) {
        const response = await app.inject({ method: 'GET', url, headers: HTML });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('openapi');
      }
    } finally {
      await app.close();
    }
  });
});
