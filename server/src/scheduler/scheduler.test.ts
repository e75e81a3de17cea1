import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { startScheduler } from './scheduler';

/** The loop hands the database to its jobs and never reads it itself; these jobs do not either. */
const db = {} as Kysely<Schema>;

function quietLog() {
  return { info: jest.fn(), error: jest.fn() } as unknown as FastifyBaseLogger & { info: jest.Mock; error: jest.Mock };
}

describe('startScheduler', () => {
  it('runs the jobs at once and then every interval, one tick at a time', async () => {
    const log = quietLog();
    let running = 0;
    let mostAtOnce = 0;
    const ticks: Date[] = [];
    const slowJob = async (_db: unknown, now: Date) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      ticks.push(now);
      await new Promise((resolve) => setTimeout(resolve, 30));
      running -= 1;
    };

    const scheduler = startScheduler(db, log, { intervalMs: 5, jobs: [slowJob] });
    // Two ticks, however long a loaded machine takes to run them.
    const deadline = Date.now() + 10_000;
    while (ticks.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    await scheduler.stop();
    const ticksAtStop = ticks.length;
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(ticksAtStop).toBeGreaterThanOrEqual(2);
    expect(mostAtOnce).toBe(1);
    expect(running).toBe(0);
    // Nothing runs after stop() has resolved.
    expect(ticks).toHaveLength(ticksAtStop);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs a failing job and goes on with the next one and the next tick', async () => {
    const log = quietLog();
    const calls: string[] = [];
    const failing = async () => {
      calls.push('failing');
      throw new Error('draw failed');
    };
    const after = async () => {
      calls.push('after');
    };

    const scheduler = startScheduler(db, log, { intervalMs: 5, jobs: [failing, after] });
    const deadline = Date.now() + 10_000;
    while (calls.length < 4 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    await scheduler.stop();

    expect(calls.slice(0, 4)).toEqual(['failing', 'after', 'failing', 'after']);
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'scheduler step failing failed');
  });

  it("tells onStep of each step by its job's name, failed or not", async () => {
    const steps: { name: string; failed: boolean }[] = [];
    const removeOldRows = async () => undefined;
    const drawRounds = async () => {
      throw new Error('draw failed');
    };
    const scheduler = startScheduler(db, quietLog(), {
      intervalMs: 60_000,
      jobs: [removeOldRows, drawRounds],
      onStep: ({ name, failed }) => steps.push({ name, failed }),
    });
    const deadline = Date.now() + 10_000;
    while (steps.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    await scheduler.stop();

    expect(steps).toEqual([
      { name: 'removeOldRows', failed: false },
      { name: 'drawRounds', failed: true },
    ]);
  });
});
