import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SlipContentType } from './rules';
import { readSlipQr, type SlipQrRead } from './slipQr';
import type { SlipQrJob } from './slipQrWorker';

/** A slip taking longer than this to read is left to staff rather than holding the deposit. */
const READ_TIMEOUT_MS = 10_000;

interface Pending {
  resolve: (read: SlipQrRead) => void;
  timer: NodeJS.Timeout;
}

/**
 * Reads slips' QR codes on a worker thread: decoding a phone screenshot takes from a few hundred
 * milliseconds to a second or more, which on the event loop would stall every other request.
 * Nothing here throws: a slip that cannot be read in time, or a worker that fails, is 'unreadable'
 * and marked for staff. Jest runs the TypeScript sources, which a worker thread cannot load, so
 * there (and only there) the reading happens inline.
 */
export class SlipQrReader {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private readonly workerFile = path.join(__dirname, 'slipQrWorker.js');
  private readonly inline = path.extname(__filename) !== '.js';

  read(bytes: Uint8Array, contentType: SlipContentType): Promise<SlipQrRead> {
    if (this.inline) return Promise.resolve(readSlipQr(bytes, contentType));
    const worker = this.startedWorker();
    const id = ++this.nextId;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        // The worker is busy beyond reason: stop it and let the deposit go on, marked for staff.
        this.stop(worker);
        resolve({ status: 'unreadable' });
      }, READ_TIMEOUT_MS);
      this.pending.set(id, { resolve, timer });
      const job: SlipQrJob = { id, bytes, contentType };
      worker.postMessage(job);
    });
  }

  async close(): Promise<void> {
    if (this.worker) this.stop(this.worker);
  }

  private startedWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.workerFile);
    worker.on('message', ({ id, result }: { id: number; result: SlipQrRead }) => this.settle(id, result));
    worker.on('error', () => this.stop(worker));
    worker.on('exit', () => this.stop(worker));
    // An idle reader does not keep the process alive.
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private settle(id: number, result: SlipQrRead) {
    const pending = this.pending.get(id);
    if (!pending) return;
    clearTimeout(pending.timer);
    this.pending.delete(id);
    pending.resolve(result);
  }

  /** Ends the worker; every slip it had not read yet is unreadable. The next read starts a new one. */
  private stop(worker: Worker) {
    if (this.worker !== worker) return;
    this.worker = null;
    void worker.terminate();
    for (const id of [...this.pending.keys()]) this.settle(id, { status: 'unreadable' });
  }
}
