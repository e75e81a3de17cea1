import { randomBytes } from 'node:crypto';
import { createSigner } from 'fast-jwt';
import type { LineConfig } from '../config/env';
import { LINE_ID_TOKEN_ISSUER } from '../messaging/lineLogin';
import { startFakeServer, type FakeAnswer, type FakeRequest } from './fakeHttp';

/** Claims of the id token a code is exchanged for, changed to test what the server refuses. */
export interface IdTokenTampering {
  nonce?: string;
  aud?: string;
  iss?: string;
  /** Signed with another key than the channel secret. */
  key?: string;
  /** Seconds from now; negative: already expired. */
  expiresIn?: number;
}

/** A push the fake Messaging API received. */
export interface ReceivedPush {
  to: string;
  texts: string[];
  retryKey: string | undefined;
  authorization: string | undefined;
}

export interface FakeLine {
  /** The configuration of a site using this fake for LINE Login and the Messaging API. */
  config: LineConfig;
  /**
   * LINE's side of a login: what the authorize URL asks is checked, and the callback's query
   * answered, with a code the token endpoint exchanges for an id token of `sub` (the login's
   * nonce and the channel as audience, unless `tampering` says otherwise).
   */
  authorize(authorizeUrl: string, sub: string, tampering?: IdTokenTampering): { code: string; state: string; redirectUri: string };
  /** Pushes taken (200), in order; one refused or failed is not here. */
  pushes: ReceivedPush[];
  /** Every push request, answered or not. */
  pushAttempts: ReceivedPush[];
  /** The next `count` pushes answer `status` (500 by default; 429 with LINE's monthly-limit message when `monthlyLimit`). */
  failPushes(count: number, status?: number, options?: { monthlyLimit?: boolean }): void;
  /** Pushes get no answer at all until `hang(false)`. */
  hang(on: boolean): void;
  close(): Promise<void>;
}

const CHANNEL_ID = '1650000000';
const CHANNEL_SECRET = 'fake-line-channel-secret';
const MESSAGING_TOKEN = 'fake-line-messaging-token';

interface IssuedCode {
  sub: string;
  nonce: string;
  redirectUri: string;
  tampering: IdTokenTampering;
}

/**
 * A local LINE Platform for tests: LINE Login's authorize step (as a function, and at
 * GET /oauth2/v2.1/authorize for a browser, logging in as `U-fake-browser`), its token endpoint
 * issuing HS256 id tokens signed with the channel secret, and the Messaging API's push, which
 * keeps X-Line-Retry-Key as LINE does (a key it took answers 409).
 */
export async function startFakeLine(overrides: Partial<LineConfig> = {}): Promise<FakeLine> {
  const codes = new Map<string, IssuedCode>();
  const takenRetryKeys = new Set<string>();
  const pushes: ReceivedPush[] = [];
  const pushAttempts: ReceivedPush[] = [];
  let failures: { status: number; monthlyLimit: boolean }[] = [];
  let hanging = false;

  function issueCode(query: URLSearchParams, sub: string, tampering: IdTokenTampering) {
    const expected = { response_type: 'code', client_id: config.channelId, scope: 'openid profile', bot_prompt: 'aggressive' };
    for (const [name, value] of Object.entries(expected)) {
      if (query.get(name) !== value) throw new Error(`authorize: ${name} is ${query.get(name)}, not ${value}`);
    }
    const state = query.get('state');
    const nonce = query.get('nonce');
    const redirectUri = query.get('redirect_uri');
    if (!state || !nonce || !redirectUri) throw new Error('authorize: state, nonce and redirect_uri are required');
    const code = randomBytes(12).toString('hex');
    codes.set(code, { sub, nonce, redirectUri, tampering });
    return { code, state, redirectUri };
  }

  function idTokenOf({ sub, nonce, tampering }: IssuedCode): string {
    const sign = createSigner({ key: tampering.key ?? config.channelSecret, algorithm: 'HS256' });
    const now = Math.floor(Date.now() / 1000);
    return sign({
      iss: tampering.iss ?? LINE_ID_TOKEN_ISSUER,
      sub,
      aud: tampering.aud ?? config.channelId,
      exp: now + (tampering.expiresIn ?? 3600),
      iat: now,
      nonce: tampering.nonce ?? nonce,
      amr: ['linesso'],
      name: 'LINE user',
    });
  }

  function token(request: FakeRequest): FakeAnswer {
    const form = new URLSearchParams(request.body);
    const issued = codes.get(form.get('code') ?? '');
    if (form.get('client_id') !== config.channelId || form.get('client_secret') !== config.channelSecret) {
      return { status: 401, body: { error: 'invalid_client' } };
    }
    if (form.get('grant_type') !== 'authorization_code' || !issued || form.get('redirect_uri') !== issued.redirectUri) {
      return { status: 400, body: { error: 'invalid_grant', error_description: 'invalid authorization code' } };
    }
    codes.delete(form.get('code')!);
    return {
      status: 200,
      body: {
        access_token: randomBytes(16).toString('hex'),
        token_type: 'Bearer',
        refresh_token: randomBytes(16).toString('hex'),
        expires_in: 2592000,
        scope: 'openid profile',
        id_token: idTokenOf(issued),
      },
    };
  }

  function push(request: FakeRequest): FakeAnswer {
    const body = JSON.parse(request.body || '{}') as { to?: string; messages?: { type: string; text: string }[] };
    const retryKey = request.headers['x-line-retry-key'] as string | undefined;
    const received: ReceivedPush = {
      to: body.to ?? '',
      texts: (body.messages ?? []).map((message) => message.text),
      retryKey,
      authorization: request.headers.authorization,
    };
    pushAttempts.push(received);
    if (hanging) return 'hang';
    if (received.authorization !== `Bearer ${config.messagingToken}`) return { status: 401, body: { message: 'Authentication failed' } };
    const failure = failures.shift();
    if (failure) {
      const message = failure.monthlyLimit ? 'You have reached your monthly limit.' : 'An error occurred in the backend server.';
      return { status: failure.status, body: { message } };
    }
    if (retryKey && takenRetryKeys.has(retryKey)) {
      return { status: 409, body: { message: 'The retry key is already accepted' } };
    }
    if (retryKey) takenRetryKeys.add(retryKey);
    pushes.push(received);
    return { status: 200, body: { sentMessages: [{ id: randomBytes(8).toString('hex'), quoteToken: 'q' }] } };
  }

  const server = await startFakeServer((request) => {
    if (request.method === 'GET' && request.path === '/oauth2/v2.1/authorize') {
      try {
        const { code, state, redirectUri } = issueCode(request.query, 'U-fake-browser', {});
        const back = new URL(redirectUri);
        back.search = new URLSearchParams({ code, state, friendship_status_changed: 'true' }).toString();
        return { status: 302, headers: { location: back.toString() } };
      } catch (error) {
        return { status: 400, body: { error: 'invalid_request', error_description: (error as Error).message } };
      }
    }
    if (request.method === 'POST' && request.path === '/oauth2/v2.1/token') return token(request);
    if (request.method === 'POST' && request.path === '/v2/bot/message/push') return push(request);
    return { status: 404, body: { message: 'Not found' } };
  });
  // Read by the handlers above, which run only once the server has been started.
  const config: LineConfig = {
    channelId: CHANNEL_ID,
    channelSecret: CHANNEL_SECRET,
    loginBase: server.baseUrl,
    apiBase: server.baseUrl,
    messagingToken: MESSAGING_TOKEN,
    staffGroupId: null,
    monthlyQuota: 300,
    ...overrides,
  };
  return {
    config,
    authorize(authorizeUrl, sub, tampering = {}) {
      const url = new URL(authorizeUrl);
      if (`${url.origin}${url.pathname}` !== `${config.loginBase}/oauth2/v2.1/authorize`)
        throw new Error(`not this fake's authorize URL: ${authorizeUrl}`);
      return issueCode(url.searchParams, sub, tampering);
    },
    pushes,
    pushAttempts,
    failPushes(count, status = 500, { monthlyLimit = false } = {}) {
      failures = [...failures, ...Array.from({ length: count }, () => ({ status, monthlyLimit }))];
    },
    hang(on) {
      hanging = on;
    },
    close: () => server.close(),
  };
}
