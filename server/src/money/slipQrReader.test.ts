import { Worker } from 'node:worker_threads';
import { SlipQrReader } from './slipQrReader';

/**
 * Workers that stand in for slipQrWorker.js (jest cannot load the TypeScript in a thread): an
 * 'image/gif' keeps the worker busy for good, as an image made to starve the reader would; any
 * other image is read at once.
 */
const standInWorker = () =>
  new Worker(
    `const { parentPort } = require('node:worker_threads');
     parentPort.on('message', ({ id, contentType }) => {
       if (contentType === 'image/gif') for (;;);
       parentPort.postMessage({ id, result: { status: 'read', reference: 'REF' + id, sendingBank: '004' } });
     });`,
    { eval: true },
  );

const slip = new Uint8Array([1, 2, 3]);

/** The name of the promise that settles first: an order of events, whatever the machine's speed. */
const firstOf = (promises: Record<string, Promise<unknown>>): Promise<string> =>
  Promise.race(Object.entries(promises).map(([name, promise]) => promise.then(() => name)));

describe('SlipQrReader', () => {
  let reader: SlipQrReader;
  afterEach(() => reader.close());

  it("answers a bystander's slip in time while three images keep the two workers busy, and ends those reads unfinished", async () => {
    reader = new SlipQrReader({ workers: 2, queueLimit: 8, readMs: 300, waitMs: 2_000, startWorker: standInWorker });
    const starving = [1, 2, 3].map(() => reader.read(slip, 'image/gif'));
    // Read, not ended unfinished: it was answered within its 2 s wait, however busy the machine.
    const bystander = await reader.read(slip, 'image/png');
    expect(bystander).toMatchObject({ status: 'read' });
    await expect(Promise.all(starving)).resolves.toEqual([1, 2, 3].map(() => ({ status: 'unreadable', unfinished: true })));
  });

  it('answers unfinished at once when the queue is full, and reads a staff approval ahead of the queue', async () => {
    reader = new SlipQrReader({ workers: 1, queueLimit: 1, readMs: 500, waitMs: 5_000, startWorker: standInWorker });
    const running = reader.read(slip, 'image/gif');
    const queued = reader.read(slip, 'image/png');
    // At once: before the running read ends, where a queued read would wait its turn.
    const refused = reader.read(slip, 'image/png');
    await expect(firstOf({ refused, running })).resolves.toBe('refused');
    await expect(refused).resolves.toEqual({ status: 'unreadable', unfinished: true });
    const approval = reader.read(slip, 'image/png', { priority: true });
    await expect(running).resolves.toEqual({ status: 'unreadable', unfinished: true });
    // The approval came later but is read first.
    const order: string[] = [];
    await Promise.all([approval.then(() => order.push('approval')), queued.then(() => order.push('deposit'))]);
    expect(order).toEqual(['approval', 'deposit']);
  });

  it('ends a read that waited too long in the queue, and reads the next slip on a new worker', async () => {
    reader = new SlipQrReader({ workers: 1, queueLimit: 4, readMs: 5_000, waitMs: 200, startWorker: standInWorker });
    const running = reader.read(slip, 'image/gif');
    // At its 200 ms wait, before the running read's 5 s would have ended.
    const waited = reader.read(slip, 'image/png');
    const readTimeOver = new Promise((resolve) => setTimeout(resolve, 5_000).unref());
    await expect(firstOf({ waited, readTimeOver })).resolves.toBe('waited');
    await expect(waited).resolves.toEqual({ status: 'unreadable', unfinished: true });
    await expect(running).resolves.toEqual({ status: 'unreadable', unfinished: true });
    // With a staff approval's wait: starting the new worker is not held to the 200 ms a deposit gets here.
    await expect(reader.read(slip, 'image/png', { priority: true })).resolves.toMatchObject({ status: 'read' });
  });

  it("takes the process's bound (SLIP_QR_READ_MS) for the reads that follow", async () => {
    reader = new SlipQrReader({ workers: 1, queueLimit: 4, readMs: 60_000, waitMs: 60_000, startWorker: standInWorker });
    reader.setReadMs(100);
    const starving = reader.read(slip, 'image/gif');
    // Ended at its 100 ms bound (or the wait's 600 ms), long before the 60 s it was made with.
    const oldBoundOver = new Promise((resolve) => setTimeout(resolve, 60_000).unref());
    await expect(firstOf({ starving, oldBoundOver })).resolves.toBe('starving');
    await expect(starving).resolves.toEqual({ status: 'unreadable', unfinished: true });
  });

  it('starts its workers when warmed, before any slip, and reads on them', async () => {
    let started = 0;
    reader = new SlipQrReader({
      workers: 2,
      readMs: 10_000,
      waitMs: 10_000,
      startWorker: () => {
        started += 1;
        return standInWorker();
      },
    });
    reader.warm();
    expect(started).toBe(2);
    await expect(reader.read(slip, 'image/png')).resolves.toMatchObject({ status: 'read' });
    await expect(reader.read(slip, 'image/png')).resolves.toMatchObject({ status: 'read' });
    expect(started).toBe(2);
  });
});
