import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A push the fake Messaging API took. */
export interface TakenPush {
  to: string;
  text: string;
}

export interface FakeLinePlatform {
  url: string;
  /** The site's configuration for this fake: LINE Login and the Messaging API both here. */
  env: Record<string, string>;
  /** The LINE user id a browser logging in here gets. */
  userId: string;
  pushes: TakenPush[];
  close(): Promise<void>;
}

const CHANNEL_ID = '1650001111';
const CHANNEL_SECRET = 'e2e-line-channel-secret';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** An id token as LINE Login signs one for a web login: HS256 with the channel secret. */
function idToken(sub: string, nonce: string): string {
  const now = Math.floor(Date.now() / 1000);
  const head = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(
    JSON.stringify({ iss: 'https://access.line.me', sub, aud: CHANNEL_ID, exp: now + 3600, iat: now, nonce }),
  )}`;
  return `${head}.${base64url(createHmac('sha256', CHANNEL_SECRET).update(head).digest())}`;
}

/**
 * The LINE Platform as a browser and the site meet it, on loopback: the authorize page logs the
 * browser straight in and redirects back with a code and the site's state; the token endpoint
 * exchanges the code for an id token of the login's nonce; the push endpoint keeps what it takes.
 */
export async function startFakeLinePlatform(): Promise<FakeLinePlatform> {
  const userId = `U${randomBytes(16).toString('hex')}`;
  const codes = new Map<string, string>();
  const pushes: TakenPush[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake-line');
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.method === 'GET' && url.pathname === '/oauth2/v2.1/authorize') {
        const code = randomBytes(8).toString('hex');
        codes.set(code, url.searchParams.get('nonce') ?? '');
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        response.writeHead(302, { location: back.toString() }).end();
      } else if (request.method === 'POST' && url.pathname === '/oauth2/v2.1/token') {
        const form = new URLSearchParams(body);
        const nonce = codes.get(form.get('code') ?? '');
        if (nonce === undefined || form.get('client_secret') !== CHANNEL_SECRET) {
          response.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"invalid_grant"}');
          return;
        }
        codes.delete(form.get('code')!);
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ access_token: 'a', token_type: 'Bearer', expires_in: 2592000, id_token: idToken(userId, nonce) }));
      } else if (request.method === 'POST' && url.pathname === '/v2/bot/message/push') {
        const push = JSON.parse(body) as { to: string; messages: { text: string }[] };
        for (const message of push.messages) pushes.push({ to: push.to, text: message.text });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"sentMessages":[]}');
      } else {
        response.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    userId,
    pushes,
    env: {
      LINE_CHANNEL_ID: CHANNEL_ID,
      LINE_CHANNEL_SECRET: CHANNEL_SECRET,
      LINE_MESSAGING_TOKEN: 'e2e-line-messaging-token',
      LINE_LOGIN_BASE: url,
      LINE_API_BASE: url,
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
