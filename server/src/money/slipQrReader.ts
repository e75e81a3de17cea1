import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SlipContentType } from './rules';
import { readSlipQr, type SlipQrRead } from './slipQr';
import type { SlipQrAnswer, SlipQrJob } from './slipQrWorker';

/** What a read answers: the slip's QR code, or 'unreadable' marked unfinished when it was not read in time. */
export type SlipQrAttempt = SlipQrRead | { status: 'unreadable'; unfinished: true };

const UNFINISHED: SlipQrAttempt = { status: 'unreadable', unfinished: true };

export interface SlipQrReaderOptions {
  /** Worker threads reading at once. */
  workers?: number;
  /** Reads waiting for a worker; a read beyond them is unfinished at once. */
  queueLimit?: number;
  /** How long one image may keep a worker before the worker is ended and replaced. */
  readMs?: number;
  /** How long a deposit waits for its read, queue included. */
  waitMs?: number;
  /** Starts a worker thread; by default one running slipQrWorker.js within the memory bounds. */
  startWorker?: () => Worker;
}

export interface ReadOptions {
  /** A staff approval: read ahead of members' deposits and past the queue limit, and waited for longer. */
  priority?: boolean;
}

/**
 * Per-thread heap bounds. The decoded pixels live outside the heap (typed arrays), so they are
 * bounded by slipQr.ts's checks before decoding; these catch what the checks do not foresee.
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16, codeRangeSizeMb: 16, stackSizeMb: 4 };
/** How much longer than one image's read a deposit may wait for its read in all, queue included. */
const QUEUE_WAIT_MS = 500;
/** A staff approval waits this long for its read before the approval is refused for now. */
const PRIORITY_WAIT_MS = 10_000;

interface Job {
  id: number;
  bytes: Uint8Array;
  contentType: SlipContentType;
  settle: (attempt: SlipQrAttempt) => void;
  /** Ends the job unfinished when it has waited too long, queued or running. */
  waitTimer: NodeJS.Timeout;
  readTimer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker | null;
  job: Job | null;
}

/**
 * Reads slips' QR codes on a small pool of worker threads, off the event loop, so that no image
 * can hold another member's deposit: each image has a time bound after which its worker is
 * ended and replaced, each deposit a bound on its whole wait, and the queue a length beyond which
 * a read is not even tried. Nothing here throws: a slip not read in time is 'unreadable' marked
 * unfinished (the deposit is held for staff, and the approval reads it again); a slip that breaks
 * a worker is 'unreadable'. Jest runs the TypeScript sources, which a worker thread cannot load,
 * so there (and only there) the reading happens inline, unless a test starts its own workers.
 */
export class SlipQrReader {
  private readonly slots: Slot[];
  private readonly queue: Job[] = [];
  private nextId = 0;
  private readonly queueLimit: number;
  private readMs: number;
  private waitMs: number;
  private readonly startWorker: (() => Worker) | null;

  constructor({ workers = 2, queueLimit = 8, readMs = 1_000, waitMs = readMs + QUEUE_WAIT_MS, startWorker }: SlipQrReaderOptions = {}) {
    this.slots = Array.from({ length: workers }, () => ({ worker: null, job: null }));
    this.queueLimit = queueLimit;
    this.readMs = readMs;
    this.waitMs = waitMs;
    const workerFile = path.join(__dirname, 'slipQrWorker.js');
    const compiled = path.extname(__filename) === '.js';
    this.startWorker = startWorker ?? (compiled ? () => new Worker(workerFile, { resourceLimits: RESOURCE_LIMITS }) : null);
  }

  read(bytes: Uint8Array, contentType: SlipContentType, { priority = false }: ReadOptions = {}): Promise<SlipQrAttempt> {
    if (!this.startWorker) return Promise.resolve(readSlipQr(bytes, contentType));
    if (!priority && this.queue.length >= this.queueLimit) return Promise.resolve(UNFINISHED);
    return new Promise((resolve) => {
      const job: Job = {
        id: ++this.nextId,
        bytes,
        contentType,
        settle: (attempt) => {
          clearTimeout(job.waitTimer);
          clearTimeout(job.readTimer);
          resolve(attempt);
        },
        waitTimer: setTimeout(() => this.giveUp(job), priority ? PRIORITY_WAIT_MS : this.waitMs),
      };
      if (priority) this.queue.unshift(job);
      else this.queue.push(job);
      this.dispatch();
    });
  }

  /** The process's bound on one image (SLIP_QR_READ_MS), and on a deposit's whole wait, QUEUE_WAIT_MS more. Reads already started keep theirs. */
  setReadMs(readMs: number): void {
    this.readMs = readMs;
    this.waitMs = readMs + QUEUE_WAIT_MS;
  }

  /**
   * Starts a worker in every slot that has none, so that the first slips after the server starts
   * are not read by a thread still loading its code, within their bounds (on a busy machine that
   * alone can take more than a second). Where workers cannot run (jest), nothing.
   */
  warm(): void {
    if (!this.startWorker) return;
    for (const slot of this.slots) slot.worker ??= this.startedWorker(slot);
  }

  /** Ends every worker; reads not answered yet are unfinished. A later read starts new workers. */
  async close(): Promise<void> {
    for (const job of this.queue.splice(0)) job.settle(UNFINISHED);
    await Promise.all(this.slots.map((slot) => this.endWorker(slot, UNFINISHED)));
  }

  /** Hands queued reads to free workers, starting a worker where a slot has none. */
  private dispatch() {
    for (const slot of this.slots) {
      if (slot.job) continue;
      const job = this.queue.shift();
      if (!job) return;
      slot.job = job;
      slot.worker ??= this.startedWorker(slot);
      job.readTimer = setTimeout(() => this.giveUp(job), this.readMs);
      const message: SlipQrJob = { id: job.id, bytes: job.bytes, contentType: job.contentType };
      slot.worker.postMessage(message);
    }
  }

  private startedWorker(slot: Slot): Worker {
    const worker = this.startWorker!();
    worker.on('message', ({ id, result }: SlipQrAnswer) => {
      if (slot.worker !== worker || slot.job?.id !== id) return;
      const job = slot.job;
      slot.job = null;
      job.settle(result);
      this.dispatch();
    });
    // Out of memory or failed on the image: the image is beyond reading, so unreadable.
    worker.on('error', () => void this.endWorker(slot, { status: 'unreadable' }, worker).then(() => this.dispatch()));
    worker.on('exit', () => void this.endWorker(slot, { status: 'unreadable' }, worker).then(() => this.dispatch()));
    // An idle reader does not keep the process alive.
    worker.unref();
    return worker;
  }

  /** The job waited or read too long: out of the queue, or its worker ended and replaced. */
  private giveUp(job: Job) {
    const queued = this.queue.indexOf(job);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      job.settle(UNFINISHED);
      return;
    }
    const slot = this.slots.find((candidate) => candidate.job === job);
    if (!slot) return;
    void this.endWorker(slot, UNFINISHED);
    this.dispatch();
  }

  /** Ends the slot's worker (only `expected`, when given), answering its job with `attempt`. */
  private async endWorker(slot: Slot, attempt: SlipQrAttempt, expected?: Worker) {
    const { worker, job } = slot;
    if (!worker || (expected && worker !== expected)) return;
    slot.worker = null;
    slot.job = null;
    job?.settle(attempt);
    await worker.terminate();
  }
}

/** The reader of the process: deposits and staff approvals share its workers. */
export const slipQrReader = new SlipQrReader();
