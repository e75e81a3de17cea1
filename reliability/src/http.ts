import { randomBytes } from 'node:crypto';
import http from 'node:http';

/**
 * One API call as a client sees it. What the client may conclude differs by outcome:
 * - `ok`: the server acknowledged it (2xx), so it must be stored;
 * - `refused`: the server answered a 4xx or 503, so it must have moved nothing;
 * - `unreachable`: no connection was made, so the server never saw it;
 * - `in-doubt`: the connection broke after the request was sent (a crash), so it may or may not
 *   have happened: a retry with the same Idempotency-Key settles which;
 * - `failed`: any other 5xx, which is a server bug whatever it did.
 */
export type Outcome =
  | { kind: 'ok'; status: number; body: Envelope }
  | { kind: 'refused'; status: number; body: Envelope | undefined }
  | { kind: 'unreachable' }
  | { kind: 'in-doubt'; reason: string }
  | { kind: 'failed'; status: number; text: string };

export interface Envelope {
  status: string;
  code?: string;
  message: string;
  // Answers are read loosely; the suite checks the fields it relies on.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  payload?: any;
}

export interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  path: string;
  token?: string;
  body?: unknown;
  /** The Idempotency-Key header. */
  key?: string;
  /** A PNG sent as the multipart field `file` (upload_slip) instead of a JSON body. */
  png?: Buffer;
}

/** Longest wait for one answer: a hung request is a finding, not a reason to hang the suite. */
const CALL_TIMEOUT_MS = 30_000;

/**
 * Kept-alive connections, as a browser or a load balancer keeps them: a draining server answers
 * new requests on them with 503. node:http rather than fetch: the client must cost the 2-core
 * machine far less than the server it drives.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** Error codes of a connection that was never made: the server cannot have seen the request. */
const NOT_CONNECTED = new Set(['ECONNREFUSED']);

function encode(request: Call): { headers: Record<string, string>; payload: Buffer | undefined } {
  const headers: Record<string, string> = {};
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.key) headers['idempotency-key'] = request.key;
  let payload: Buffer | undefined;
  if (request.png) {
    const boundary = `----reliability${randomBytes(12).toString('hex')}`;
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slip.png"\r\nContent-Type: image/png\r\n\r\n`),
      request.png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  } else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = Buffer.from(JSON.stringify(request.body));
  }
  if (payload) headers['content-length'] = String(payload.length);
  return { headers, payload };
}

export function call(baseUrl: string, request: Call): Promise<Outcome> {
  const { headers, payload } = encode(request);
  return new Promise((resolve) => {
    let answered = false;
    const req = http.request(new URL(request.path, baseUrl), { method: request.method, headers, agent }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', (error) => resolve({ kind: 'in-doubt', reason: `answer cut short: ${errorCode(error)}` }));
      res.on('end', () => {
        if (!res.complete) {
          resolve({ kind: 'in-doubt', reason: 'answer cut short' });
          return;
        }
        const text = Buffer.concat(chunks).toString('utf8');
        const status = res.statusCode ?? 0;
        const parsed = parseEnvelope(text);
        if (status >= 200 && status < 300 && parsed) resolve({ kind: 'ok', status, body: parsed });
        else if ((status >= 400 && status < 500) || status === 503) resolve({ kind: 'refused', status, body: parsed });
        else resolve({ kind: 'failed', status, text: text.slice(0, 500) });
      });
    });
    req.setTimeout(CALL_TIMEOUT_MS, () => req.destroy(new Error(`TimeoutError: no answer in ${CALL_TIMEOUT_MS} ms`)));
    req.on('error', (error) => {
      if (answered) return;
      const code = errorCode(error);
      resolve(NOT_CONNECTED.has(code) ? { kind: 'unreachable' } : { kind: 'in-doubt', reason: code });
    });
    req.end(payload);
  });
}

function parseEnvelope(text: string): Envelope | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? (value as Envelope) : undefined;
  } catch {
    return undefined;
  }
}

function errorCode(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  return typeof code === 'string' ? code : error.message;
}

/** For set-up steps that must succeed: the payload of an acknowledged call, or an error saying what came back. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function mustCall(baseUrl: string, request: Call): Promise<any> {
  const outcome = await call(baseUrl, request);
  if (outcome.kind !== 'ok') throw new Error(`${request.method} ${request.path}: ${describe(outcome)}`);
  return outcome.body.payload;
}

export function describe(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'ok':
      return `${outcome.status}`;
    case 'refused':
      return `${outcome.status} ${outcome.body?.code ?? ''} ${outcome.body?.message ?? ''}`.trim();
    case 'unreachable':
      return 'connection refused';
    case 'in-doubt':
      return `connection lost (${outcome.reason})`;
    case 'failed':
      return `${outcome.status} ${outcome.text}`;
  }
}
