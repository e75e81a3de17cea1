import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request a fake received: its method, path, query, headers and body as text. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** What a fake answers; `hang` keeps the connection open and never answers (a dead service). */
export type FakeAnswer = { status: number; body?: unknown; headers?: Record<string, string> } | 'hang';

export interface FakeServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * A local HTTP server on a free port for the fakes of outside services: `answer` decides each
 * answer. Closing it ends the connections it holds, a hanging one included.
 */
export async function startFakeServer(answer: (request: FakeRequest) => FakeAnswer): Promise<FakeServer> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const reply = answer({
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (reply === 'hang') return;
      const json = reply.body === undefined ? '' : JSON.stringify(reply.body);
      response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers }).end(json);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
