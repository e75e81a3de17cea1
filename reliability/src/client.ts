import { randomUUID } from 'node:crypto';
import type { Book, Effect } from './book';
import { call, describe, type Call, type Envelope, type Outcome } from './http';

export interface Operation {
  call: Call;
  /** Counted as an operation of the phase (money-moving calls and result recordings). */
  counted: boolean;
  /** What it may have done when its outcome is unknown; without one, an unknown outcome is dropped. */
  effect?: Effect;
  // Answers are read loosely; each handler checks the fields it relies on.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  onOk?(payload: any, body: Envelope): void;
  onRefused?(outcome: Outcome): void;
}

/** One call as it went: when it was sent and answered, and how. */
export interface CallRecord {
  sentAt: number;
  doneAt: number;
  outcome: Outcome;
}

interface Pending {
  operation: Operation;
  effect: Effect;
}

/** Retries of an operation in doubt before the phase gives up on it. */
const RESOLVE_ATTEMPTS = 5;

/**
 * The client of a phase: sends operations to the phase's servers in turn and writes what came
 * back into the book. An operation whose connection broke is kept and, once a server answers
 * again, sent again with the same Idempotency-Key: its stored answer (or a first run now) tells
 * what it did.
 */
export class Client {
  private turn = 0;
  private readonly pending: Pending[] = [];
  /** Every call sent by `send`, when set (the SIGTERM phase times them against the signal). */
  calls: CallRecord[] | undefined;

  constructor(
    readonly urls: readonly string[],
    readonly book: Book,
  ) {}

  /** Server URLs in turn: with two servers, consecutive calls go to different processes. */
  nextUrl(): string {
    this.turn = (this.turn + 1) % this.urls.length;
    return this.urls[this.turn]!;
  }

  static newKey(): string {
    return randomUUID();
  }

  async send(operation: Operation, url = this.nextUrl()): Promise<Outcome> {
    const { book } = this;
    if (operation.counted) book.counts.operations += 1;
    const sentAt = Date.now();
    const outcome = await call(url, operation.call);
    this.calls?.push({ sentAt, doneAt: Date.now(), outcome });
    this.record(operation, outcome);
    return outcome;
  }

  /**
   * Sends one operation `times` at once (the same key and body), spread over the servers, and
   * answers every outcome. The book records it once, from the first acknowledgement: that it
   * moved money once is for the ledger check to see.
   */
  async sendTogether(operation: Operation, times: number): Promise<Outcome[]> {
    const outcomes = await Promise.all(Array.from({ length: times }, () => call(this.nextUrl(), operation.call)));
    if (operation.counted) this.book.counts.operations += times;
    const first = outcomes.find((outcome) => outcome.kind === 'ok');
    for (const outcome of outcomes) {
      if (outcome !== first && outcome.kind === 'ok') continue;
      this.record(operation, outcome);
    }
    return outcomes;
  }

  private record(operation: Operation, outcome: Outcome): void {
    const { book } = this;
    const key = operation.call.key;
    switch (outcome.kind) {
      case 'ok':
        if (key) book.ackedKeys.add(key);
        operation.onOk?.(outcome.body.payload, outcome.body);
        return;
      case 'refused':
      case 'unreachable':
        if (operation.counted) book.counts.refused += 1;
        if (key) book.refusedKeys.add(key);
        operation.onRefused?.(outcome);
        return;
      case 'failed':
        book.failures.push(`${operation.call.method} ${operation.call.path}: ${describe(outcome)}`);
        this.keep(operation);
        return;
      case 'in-doubt':
        if (outcome.reason.includes('TimeoutError') || outcome.reason.includes('aborted')) {
          book.failures.push(`${operation.call.method} ${operation.call.path} got no answer: ${outcome.reason}`);
        }
        this.keep(operation);
        return;
    }
  }

  private keep(operation: Operation): void {
    if (!operation.effect) return;
    const effect = { ...operation.effect };
    this.book.inDoubt.push(effect);
    this.pending.push({ operation, effect });
  }

  get inDoubt(): number {
    return this.pending.length;
  }

  /**
   * Sends every operation in doubt again, as a client retrying with its key would, until each has
   * a definite answer. Call it while a server is up.
   */
  async resolveInDoubt(): Promise<void> {
    const { book } = this;
    for (const { operation, effect } of this.pending.splice(0)) {
      let outcome: Outcome = { kind: 'unreachable' };
      for (let attempt = 0; attempt < RESOLVE_ATTEMPTS; attempt += 1) {
        outcome = await call(this.nextUrl(), operation.call);
        if (outcome.kind !== 'in-doubt' && outcome.kind !== 'unreachable' && outcome.kind !== 'failed') break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      book.inDoubt.splice(book.inDoubt.indexOf(effect), 1);
      if (outcome.kind === 'ok' || outcome.kind === 'refused') this.record(operation, outcome);
      else book.failures.push(`${operation.call.method} ${operation.call.path} stayed in doubt: ${describe(outcome)}`);
    }
  }
}
