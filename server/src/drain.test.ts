import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { drainOnSignal } from './drain';

/**
 * A listening server with one call that takes `ms` to answer, when it last finished an answer,
 * and a promise of its first request's arrival (a request is in flight from then, however long a
 * busy machine took to deliver it).
 */
async function serverWithSlowCall(
  ms: number,
): Promise<{ app: FastifyInstance; url: string; answered: { at: number }; received: Promise<void> }> {
  const app = Fastify({ logger: false });
  const answered = { at: 0 };
  let markReceived: () => void = () => undefined;
  const received = new Promise<void>((resolve) => {
    markReceived = resolve;
  });
  app.addHook('onRequest', async () => markReceived());
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return { done: true };
  });
  // The server's own record: the client, in this same process, may read the answer later than the drain ends.
  app.addHook('onResponse', async () => {
    answered.at = Date.now();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, answered, received };
}

/** The exit code the drain chose, and when. */
function recordedExit() {
  let resolveExit: (code: number) => void = () => undefined;
  const exited = new Promise<{ code: number; at: number }>((resolve) => {
    resolveExit = (code) => resolve({ code, at: Date.now() });
  });
  return { exit: (code: number) => resolveExit(code), exited };
}

test('SIGTERM lets the request in flight and the other work finish, then exits 0', async () => {
  const { app, url, answered, received } = await serverWithSlowCall(300);
  const { exit, exited } = recordedExit();
  let workStopped = false;
  const stop = drainOnSignal(app, {
    timeoutMs: 5_000,
    stopWork: async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      workStopped = true;
    },
    exit,
  });

  const inFlight = fetch(`${url}/slow`);
  await received;
  stop('SIGTERM');
  stop('SIGTERM');

  const response = await inFlight;
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ done: true });
  const { code, at } = await exited;
  expect(code).toBe(0);
  expect(workStopped).toBe(true);
  // The exit came only after the request in flight was answered.
  expect(answered.at).toBeGreaterThan(0);
  expect(at).toBeGreaterThanOrEqual(answered.at);
  // No new connections while draining.
  await expect(fetch(`${url}/slow`)).rejects.toThrow();
});

test('work still in flight after the configured grace period: exit 1 at its end', async () => {
  const { app, url, answered, received } = await serverWithSlowCall(3_000);
  const { exit, exited } = recordedExit();
  const stop = drainOnSignal(app, { timeoutMs: 200, stopWork: async () => undefined, exit });

  const inFlight = fetch(`${url}/slow`).catch(() => undefined);
  await received;
  const signalledAt = Date.now();
  stop('SIGTERM');

  const { code, at } = await exited;
  expect(code).toBe(1);
  expect(at - signalledAt).toBeGreaterThanOrEqual(190);
  // It did not wait for the slow call: the exit came before that call's answer.
  expect(answered.at).toBe(0);
  await inFlight;
  await app.close();
});
