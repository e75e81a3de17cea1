import type { FastifyInstance } from 'fastify';

const IDLE_CLOSE_INTERVAL_MS = 50;

export interface DrainOptions {
  /** Longest wait for the work in flight (DRAIN_TIMEOUT_MS); past it the process exits 1. */
  timeoutMs: number;
  /** Work besides requests that must end first, such as the scheduler's tick in progress. */
  stopWork: () => Promise<void>;
  exit: (code: number) => void;
}

/**
 * The handler of SIGTERM and SIGINT: stop taking work, let the work in flight finish, exit 0; or
 * exit 1 when it has not finished within the grace period, so the platform's SIGKILL never comes
 * first unannounced. A second signal while draining changes nothing.
 */
export function drainOnSignal(app: FastifyInstance, { timeoutMs, stopWork, exit }: DrainOptions): (signal: NodeJS.Signals) => void {
  let draining = false;
  return (signal) => {
    if (draining) return;
    draining = true;
    app.log.info(`${signal}: no new connections, finishing the work in flight (at most ${timeoutMs} ms)`);
    const deadline = setTimeout(() => {
      app.log.error('work still in flight after the drain timeout; exiting');
      exit(1);
    }, timeoutMs);
    deadline.unref();
    // close() stops listening, closes the idle kept-alive connections and waits for the others;
    // a connection whose request ends later stays open (a load balancer keeps them), so idle ones
    // are closed again until the server has none left.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), IDLE_CLOSE_INTERVAL_MS);
    closeIdle.unref();
    stopWork()
      .then(() => app.close())
      .then(
        () => {
          clearTimeout(deadline);
          clearInterval(closeIdle);
          exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          exit(1);
        },
      );
  };
}
