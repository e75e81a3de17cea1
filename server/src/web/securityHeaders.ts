import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/**
 * The Content-Security-Policy of the site. Everything it loads is its own: the shell, the remotes
 * (/remotes/<name>/<version>/remoteEntry.js and their chunks, loaded as scripts of this origin),
 * the bundled web font, the API and the service worker.
 *
 * style-src allows inline styles: styled-components (and react-toastify) inject <style> elements
 * at run time. A nonce would have to be written into every page and then reach each remote's own
 * webpack runtime (`__webpack_nonce__` is per build, and styled-components is a singleton that
 * whichever build loads first provides); a page the service worker served from its cache would
 * carry a stale one. Scripts stay strictly 'self', which is where injected markup would do harm;
 * injected CSS cannot run code.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Slip previews are data: URLs before upload; the back office shows slip images as blob: URLs;
  // the banners and the popup image staff set in ตั้งค่าเว็บ may be any https image.
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // The Workbox service worker, /sw.js.
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // helmet adds it by default; the site is also served over plain HTTP (npm start, behind a proxy that terminates TLS).
  upgradeInsecureRequests: null,
};

/**
 * The headers helmet sets with the site's options, asked of it once: they depend on nothing in the
 * request, and its chain of twelve middleware functions on every answer was 6 % of the server's
 * time on a cached read (bench/README.md).
 */
function helmetHeaders(): [string, string][] {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  let finished = false;
  setHeaders({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error !== undefined) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish at once: its headers cannot be set once for every answer');
  return [...headers];
}

/**
 * Security headers on every answer (pages, files and the API): the CSP above, no framing
 * (frame-ancestors and X-Frame-Options), nosniff, and no Referer sent anywhere. A route that sets
 * its own CSP, such as the sandboxed slip images, keeps it.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    const headers = helmetHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
