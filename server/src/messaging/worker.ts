import type { FastifyInstance } from 'fastify';
import type { SchedulerJob } from '../scheduler/scheduler';
import { runOutboxOnce, type OutboxOptions, type OutboxRunCounts } from './outbox';
import type { PushSenders } from './senders';

/** How often the outbox is looked at: a push goes out within seconds of its event's commit. */
export const OUTBOX_POLL_MS = 3_000;

/**
 * The outbox worker as a periodic job (server.ts starts it when a channel is configured). Safe on
 * any number of processes: each run claims its rows with a lease.
 */
export function outboxJob(senders: PushSenders, options: OutboxOptions & { onRun?: (counts: OutboxRunCounts) => void }): SchedulerJob {
  const { onRun, ...outboxOptions } = options;
  return async function sendOutbox(db, now) {
    const counts = await runOutboxOnce(db, senders, now, outboxOptions);
    onRun?.(counts);
  };
}

/** `outbox_pushes_total{channel,outcome}` on GET /metrics, when it is on. */
export function outboxMetrics(app: FastifyInstance): ((counts: OutboxRunCounts) => void) | undefined {
  if (!app.hasDecorator('metrics')) return undefined;
  const pushes = new app.metrics.client.Counter({
    name: 'outbox_pushes_total',
    help: 'LINE and Telegram push attempts by channel and outcome (sent, retried, failed, over_quota)',
    labelNames: ['channel', 'outcome'],
  });
  return (counts) => {
    for (const [outcome, byChannel] of Object.entries(counts)) {
      for (const [channel, count] of Object.entries(byChannel)) pushes.inc({ channel, outcome }, count);
    }
  };
}
