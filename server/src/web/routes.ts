import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { th } from '@lotto/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { acceptedEncoding, compress } from '../http/contentEncoding';
import { failure } from '../http/envelope';
import { isApiPath } from '../http/errors';
import { remotesDir } from '../remotes/deploy';
import { getSiteConfig } from '../site-config/repository';
import { REVALIDATE, remoteCacheControl, shellCacheControl } from './cacheControl';
import { withFirstPaint, withImagePreload } from './firstPaint';

/**
 * The built site: WEB_DIR/shell at / with a fallback to the shell's index.html for client-side
 * routes, and WEB_DIR/remotes at /remotes/. Folders are looked up per request, so a build or a
 * deploy made while the server runs is served without a restart. The home page's HTML names its
 * first banner for the browser to fetch at once (see firstPaint.ts).
 */
export const webRoutes = fp(
  async (app: FastifyInstance, { webDir, database }: { webDir: string; database: Database }) => {
    const shellDir = path.join(webDir, 'shell');
    const shellIndex = path.join(shellDir, 'index.html');
    if (!fs.existsSync(shellIndex)) app.log.warn(`${shellIndex} not found: run npm run build to build the site`);

    await app.register(staticFiles, {
      root: shellDir,
      urlPrefix: '/',
      cacheControlFor: shellCacheControl,
      // `/` is the shell page like every client-side route, sent by the not-found handler below.
      allowedPath: (pathName: string) => pathName !== '/',
    });
    await app.register(staticFiles, {
      root: remotesDir(webDir),
      urlPrefix: '/remotes/',
      cacheControlFor: remoteCacheControl,
      // Only files of a deployed version (<name>/<version>/...), never pins.json or a listing.
      allowedPath: (pathName: string) => pathName.split('/').filter(Boolean).length >= 3,
    });

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (isApiPath(url)) return reply.code(404).send(failure('NOT_FOUND', th.errors.notFound));
      if (!wantsShell(request, url)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      if (url !== '/') return sendShell(request, reply, shellIndex, (html) => withFirstPaint(html, { home: false, path: url }));
      return getSiteConfig(database.db).then(
        ({ banners, rates }) =>
          sendShell(request, reply, shellIndex, (html) => {
            const page = withFirstPaint(html, { home: true, banners, rates });
            return banners[0] ? withImagePreload(page, banners[0].image_url) : page;
          }),
        (error: unknown) => {
          request.log.warn({ err: error }, 'home page sent without its banners: the site config could not be read');
          return sendShell(request, reply, shellIndex, (html) => withFirstPaint(html, { home: true, banners: [], rates: [] }));
        },
      );
    });
  },
  { name: 'web' },
);

/** A page navigation to a client-side route: not an API, remote or docs path, and asking for HTML. */
function wantsShell(request: FastifyRequest, url: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (url.startsWith('/remotes/') || url === '/docs' || url.startsWith('/docs/')) return false;
  return url === '/' || (request.headers.accept ?? '').includes('text/html');
}

/**
 * The shell's page, written for this address (`write`), compressed for a browser that accepts it:
 * the page now carries its first paint's markup and CSS (about 8 KB), a quarter of that gzipped.
 */
function sendShell(request: FastifyRequest, reply: FastifyReply, shellIndex: string, write: (html: string) => string) {
  let html: string;
  try {
    html = fs.readFileSync(shellIndex, 'utf8');
  } catch {
    return reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .send('The site is not built yet: run `npm run build` at the repository root, then reload.');
  }
  const page = write(html);
  reply.header('cache-control', REVALIDATE).header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  const encoding = acceptedEncoding(request);
  if (request.method === 'HEAD' || !encoding) return reply.send(page);
  return reply.header('content-encoding', encoding).send(compress(page, encoding));
}

/** The files the build also writes compressed. */
const COMPRESSED_TYPES = /\.(js|html|json|svg)$/;

interface StaticFilesOptions {
  root: string;
  /** Not `prefix`: Fastify would take that as the prefix of the whole plugin. */
  urlPrefix: string;
  cacheControlFor: (fileName: string) => string;
  allowedPath?: (pathName: string) => boolean;
}

/**
 * One folder served with our own Cache-Control, set by file name after @fastify/static found the
 * file. The build writes each text file also as .br and .gz (tooling/webpack.js): the one the
 * browser accepts is sent as it is, with Vary so that a cache keeps one copy per encoding.
 */
async function staticFiles(app: FastifyInstance, options: StaticFilesOptions): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400) {
      const pathName = request.url.split('?')[0] ?? '';
      const fileName = pathName.endsWith('/') ? 'index.html' : path.posix.basename(pathName);
      reply.header('cache-control', options.cacheControlFor(fileName));
      if (COMPRESSED_TYPES.test(fileName)) reply.header('vary', 'accept-encoding');
    }
    return payload;
  });
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: options.urlPrefix,
    decorateReply: false,
    cacheControl: false,
    preCompressed: true,
    ...(options.allowedPath && { allowedPath: options.allowedPath }),
  });
}
