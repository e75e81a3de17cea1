import fs from 'node:fs';
import { DomainError } from '../errors/errors';

/**
 * Slots of the live streams (Server-Sent Events: yeekee shots, the inbox) one process holds. Each open stream is a socket,
 * a file of the process: without a bound, viewers opening streams would exhaust the open-files
 * limit and every other request (and the database connection) would fail with it. A member has
 * at most STREAMS_PER_MEMBER, an address without a session STREAMS_PER_GUEST_ADDRESS (many members
 * share one carrier address, and a browser's EventSource sends no Bearer token), beyond which a
 * stream is refused with 429; past the process's total, with 503.
 */
export const STREAMS_PER_MEMBER = 10;
export const STREAMS_PER_GUEST_ADDRESS = 200;
/** The total when MAX_STREAMS is unset and the open-files limit is high. */
export const DEFAULT_MAX_STREAMS = 10_000;
/** The total when MAX_STREAMS is unset and the open-files limit cannot be read (no /proc): safe under the usual 1,024. */
export const UNKNOWN_LIMIT_MAX_STREAMS = 500;
/** Streams may take at most this share of the open-files limit: the rest is for requests, the database and files. */
const SHARE_OF_FILE_LIMIT = 0.5;

/** Who holds a stream: a member (by the Bearer token) of one feed (each feed counts apart), or, without a session, an address. */
export type StreamOwner = { memberId: number; feed: 'yeekee' | 'inbox' } | { address: string };

/** The soft limit of open files of this process (Linux /proc), or null where it cannot be read or is unlimited. */
export function openFilesLimit(limitsText: () => string = () => fs.readFileSync('/proc/self/limits', 'utf8')): number | null {
  try {
    const line = limitsText()
      .split('\n')
      .find((text) => text.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    return soft && /^\d+$/.test(soft) ? Number(soft) : null;
  } catch {
    return null;
  }
}

/** The process's total: MAX_STREAMS, else a default; never above half the open-files limit where it is known. */
export function maxStreamsOf(configured: number | null, fileLimit: number | null): number {
  if (fileLimit === null) return configured ?? UNKNOWN_LIMIT_MAX_STREAMS;
  return Math.max(1, Math.min(configured ?? DEFAULT_MAX_STREAMS, Math.floor(fileLimit * SHARE_OF_FILE_LIMIT)));
}

export class StreamSlots {
  private readonly held = new Map<string, number>();
  private total = 0;

  constructor(private readonly maxTotal: number) {}

  /** Takes a slot, or throws 429 (the owner's share is used) or 503 (the process is full). Returns its release, which frees it once. */
  take(owner: StreamOwner): () => void {
    const key = 'memberId' in owner ? `member:${owner.feed}:${owner.memberId}` : `address:${owner.address}`;
    const cap = 'memberId' in owner ? STREAMS_PER_MEMBER : STREAMS_PER_GUEST_ADDRESS;
    const held = this.held.get(key) ?? 0;
    if (held >= cap) throw new DomainError('tooManyStreams', { cap });
    if (this.total >= this.maxTotal) throw new DomainError('streamsFull');
    this.held.set(key, held + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.held.get(key) ?? 1) - 1;
      if (left > 0) this.held.set(key, left);
      else this.held.delete(key);
    };
  }

  /** Streams open now, every owner together. */
  get open(): number {
    return this.total;
  }
}
