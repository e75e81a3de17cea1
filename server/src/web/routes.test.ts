import type { FastifyInstance } from 'fastify';
import { th } from '@lotto/shared';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { tempDir, testConfig, writeFiles } from '../testing/fixtures';
import { setUpTestDatabase } from '../testing/testApp';

const SHELL_HTML = '<!doctype html><title>shell</title>';
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const FOREVER = 'public, max-age=31536000, immutable';

let database: Database;

setUpTestDatabase((created) => (database = created));

describe('with a built site', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const webDir = tempDir();
    writeFiles(webDir, {
      'shell/index.html': SHELL_HTML,
      'shell/main.0123456789abcdef0123.js': 'console.log("shell")',
      'shell/main.0123456789abcdef0123.js.br': 'brotli bytes',
      'shell/main.0123456789abcdef0123.js.gz': 'gzip bytes',
      'shell/favicon.ico': 'icon',
      'shell/sw.js': 'self.skipWaiting()',
      'remotes/pins.json': '{}',
      'remotes/mf-wallet/1.0.0/remoteEntry.js': 'var mf_wallet;',
      'remotes/mf-wallet/1.0.0/remoteEntry.js.gz': 'gzip entry',
      'remotes/mf-wallet/1.0.0/index.html': '<!doctype html>',
      'remotes/mf-wallet/1.0.0/412.89abcdef0123456789ab.js': 'chunk',
    });
    app = await buildApp(testConfig(webDir), { database });
  });

  afterAll(() => app?.close());

  test('/ serves the shell naming its first banner for the browser to fetch at once, to be revalidated', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(`<link rel="preload" as="image" href="/cl-api/banners/1.svg" fetchpriority="high">${SHELL_HTML}`);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  test('other pages of the shell name no banner', async () => {
    const response = await app.inject({ method: 'GET', url: '/lotto/all', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL_HTML);
  });

  test('the page is sent compressed to a browser that accepts it', async () => {
    const zlib = await import('node:zlib');
    const brotli = await app.inject({ method: 'GET', url: '/lotto/all', headers: { ...HTML, 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(SHELL_HTML);
    const gzip = await app.inject({ method: 'GET', url: '/lotto/all', headers: { ...HTML, 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SHELL_HTML);
  });

  test('content-hashed shell files are cached for a year, other shell files revalidated', async () => {
    const chunk = await app.inject({ method: 'GET', url: '/main.0123456789abcdef0123.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe(FOREVER);
    expect((await app.inject({ method: 'GET', url: '/favicon.ico' })).headers['cache-control']).toBe('no-cache');
  });

  test('a script is sent as the build compressed it, brotli first, with Vary; as it is to a client without compression', async () => {
    const url = '/main.0123456789abcdef0123.js';
    const brotli = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(brotli.headers['cache-control']).toBe(FOREVER);
    expect(brotli.body).toBe('brotli bytes');

    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe('gzip bytes');

    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.body).toBe('console.log("shell")');

    const entry = await app.inject({
      method: 'GET',
      url: '/remotes/mf-wallet/1.0.0/remoteEntry.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(entry.headers['content-encoding']).toBe('gzip');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.body).toBe('gzip entry');
  });

  test('the service worker is served at the root, revalidated on every load, so a new one is seen at once', async () => {
    const response = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  test('remoteEntry.js and index.html of a remote are revalidated; its hashed chunks are immutable', async () => {
    const entry = await app.inject({ method: 'GET', url: '/remotes/mf-wallet/1.0.0/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var mf_wallet;');
    expect(entry.headers['cache-control']).toBe('no-cache');

    const index = await app.inject({ method: 'GET', url: '/remotes/mf-wallet/1.0.0/index.html' });
    expect(index.headers['cache-control']).toBe('no-cache');

    const chunk = await app.inject({ method: 'GET', url: '/remotes/mf-wallet/1.0.0/412.89abcdef0123456789ab.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe(FOREVER);
  });

  test('a missing file under /remotes is a plain 404, even for a browser asking for HTML', async () => {
    for (const url of ['/remotes/mf-wallet/9.9.9/remoteEntry.js', '/remotes/mf-wallet/1.0.0/missing.js']) {
      const response = await app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).not.toContain('shell');
    }
  });

  test('pins.json is not served as a file', async () => {
    expect((await app.inject({ method: 'GET', url: '/remotes/pins.json' })).statusCode).toBe(404);
  });

  test('a client-side route asked for as HTML gets the shell', async () => {
    const response = await app.inject({ method: 'GET', url: '/lotto/bet/type-a/thai/government/123?x=1', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(SHELL_HTML);
  });

  test('a missing script is a plain 404, not the shell', async () => {
    const response = await app.inject({ method: 'GET', url: '/main.ffffffffffffffffffff.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('shell');
  });

  test('an unknown API path answers the NOT_FOUND envelope in Thai, whatever it accepts', async () => {
    for (const [method, url] of [
      ['GET', '/cl-api/nope'],
      ['POST', '/cl-api/nope'],
      ['GET', '/lto-public-api/lotto/nope'],
      ['DELETE', '/admin-api/nope'],
    ] as const) {
      const response = await app.inject({ method, url, headers: HTML });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: th.errors.notFound });
      expect(response.json().message).toBe('ไม่พบข้อมูลที่ต้องการ');
    }
  });

  test('/docs serves the OpenAPI description with the routes and their tags', async () => {
    expect((await app.inject({ method: 'GET', url: '/docs', headers: HTML })).statusCode).toBeLessThan(400);
    const spec = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(spec.paths['/cl-api/load-config'].get.tags).toEqual(['site']);
    expect(spec.paths['/readyz'].get.tags).toEqual(['health']);
    expect(spec.paths['/remotes.json'].get.tags).toEqual(['remotes']);
  });
});

describe('before the site is built', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(testConfig(tempDir()), { database });
  });

  afterAll(() => app?.close());

  test('/ answers 503 saying to run npm run build', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });

  test('the API still answers', async () => {
    expect((await app.inject({ method: 'GET', url: '/cl-api/load-config' })).statusCode).toBe(200);
  });
});
