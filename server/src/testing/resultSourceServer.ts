import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** The recorded answers of result sources (their README says where each comes from). */
export const RESULT_FIXTURES_DIR = path.resolve(__dirname, '../lotto/rounds/resultImport/fixtures');

/** What one path answers: a recorded file (or a body), with a status, after a delay. */
export interface ReplayedAnswer {
  file?: string;
  body?: string;
  status?: number;
  /** Longer than the import's timeout: the source does not answer in time. */
  delayMs?: number;
  /** A redirect there (status 302 unless given), with no body. */
  location?: string;
}

export interface ResultSourceServer {
  /** A path's URL; `host` another name of this machine (a source on another host, as far as the import can tell). */
  url(pathname: string, host?: string): string;
  /** Changes what a path answers from now on. */
  answer(pathname: string, replayed: ReplayedAnswer): void;
  /** Requests received, as "METHOD /path". */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A local HTTP server that replays recorded answers of result sources, so that import tests never
 * reach outside the machine. An unknown path answers 404.
 */
export async function startResultSourceServer(answers: Record<string, ReplayedAnswer> = {}): Promise<ResultSourceServer> {
  const routes = new Map(Object.entries(answers));
  const requests: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://fixture').pathname;
    requests.push(`${request.method} ${pathname}`);
    request.resume();
    const replayed = routes.get(pathname);
    const reply = () => {
      if (!replayed) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      if (replayed.location !== undefined) {
        response.writeHead(replayed.status ?? 302, { location: replayed.location }).end();
        return;
      }
      const body = replayed.body ?? fs.readFileSync(path.join(RESULT_FIXTURES_DIR, replayed.file ?? ''), 'utf8');
      response.writeHead(replayed.status ?? 200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
    };
    if (replayed?.delayMs) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!response.destroyed) reply();
      }, replayed.delayMs);
      timers.add(timer);
    } else {
      reply();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (pathname, host = '127.0.0.1') => `http://${host}:${port}${pathname}`,
    answer: (pathname, replayed) => routes.set(pathname, replayed),
    requests,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
