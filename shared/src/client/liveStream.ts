import type { InboxItem } from '../contracts/inbox';
import type { YeekeeShot } from '../contracts/yeekee';
import { api } from './api';
import { openEventStream, type ServerEvent } from './eventStream';
import { selectIsLoggedIn, selectToken } from './session';
import type { AppDispatch, RootState } from './store';

const MEMBER_STREAM_URL = '/cl-api/stream';
const roundStreamUrl = (roundId: string) => `/lto-public-api/lotto/yeekee/${encodeURIComponent(roundId)}/stream`;

/** What the tab's streams need of the store: the session, and a way to refresh it. */
export interface LiveStreamStore {
  getState(): RootState;
  dispatch: AppDispatch;
  subscribe(listener: () => void): () => void;
}

type Watch = { kind: 'inbox'; onItem: (item: InboxItem) => void } | { kind: 'shots'; roundId: string; onShot: (shot: YeekeeShot) => void };

interface OpenStream {
  url: string;
  close: () => void;
}

/** An event's JSON data, or undefined when it is not JSON. */
function dataOf(event: ServerEvent): unknown {
  try {
    return JSON.parse(event.data) as unknown;
  } catch {
    return undefined;
  }
}

function itemOf(event: ServerEvent): InboxItem | undefined {
  const item = dataOf(event) as Partial<InboxItem> | null | undefined;
  return item && typeof item.id === 'number' && typeof item.title === 'string' ? (item as InboxItem) : undefined;
}

function shotOf(event: ServerEvent): YeekeeShot | undefined {
  const shot = dataOf(event) as Partial<YeekeeShot> | null | undefined;
  return shot && typeof shot.seq === 'number' && typeof shot.number === 'string' ? (shot as YeekeeShot) : undefined;
}

/**
 * The tab's live streams (docs/messages.md#the-live-stream): whatever the open screens watch (the
 * shell the inbox, mf-betting a yeekee round's shots) comes on one stream while someone is signed
 * in, `GET /cl-api/stream` carrying the round with `?yeekee=`; a guest watches a round on its own
 * stream. Each change of what is watched opens the one stream again where it left off (its
 * Last-Event-ID), and nothing stays open once nothing is watched.
 */
export class LiveStream {
  private readonly watches = new Set<Watch>();
  private member: OpenStream | undefined;
  /** A guest's stream of each watched round; a signed-in tab's second round too (the member's stream carries one). */
  private readonly rounds = new Map<string, OpenStream>();
  /** The member's stream's place (its last `id:`), kept while the same member stays signed in. */
  private memberPlace = '';
  private signedIn = false;
  private stopFollowingSession: (() => void) | undefined;

  constructor(
    private readonly store: LiveStreamStore,
    private readonly fetch?: typeof globalThis.fetch,
  ) {}

  /** Calls `onItem` with each new inbox item while signed in, until the returned function is called. */
  watchInbox(onItem: (item: InboxItem) => void): () => void {
    return this.watch({ kind: 'inbox', onItem });
  }

  /** Calls `onShot` with the shots of a yeekee round (those so far, then each new one; some twice), until the returned function is called. */
  watchShots(roundId: string, onShot: (shot: YeekeeShot) => void): () => void {
    return this.watch({ kind: 'shots', roundId, onShot });
  }

  private watch(watch: Watch): () => void {
    this.watches.add(watch);
    // Signing in or out changes which stream carries what; a refreshed token does not.
    this.stopFollowingSession ??= this.store.subscribe(() => {
      if (selectIsLoggedIn(this.store.getState()) !== this.signedIn) this.reconcile();
    });
    this.reconcile();
    return () => {
      if (!this.watches.delete(watch)) return;
      if (this.watches.size === 0) {
        this.stopFollowingSession?.();
        this.stopFollowingSession = undefined;
      }
      this.reconcile();
    };
  }

  /** Opens and closes streams until they carry exactly what is watched. */
  private reconcile(): void {
    this.signedIn = selectIsLoggedIn(this.store.getState());
    if (!this.signedIn) this.memberPlace = '';
    const watches = [...this.watches];
    const rounds = [...new Set(watches.flatMap((watch) => (watch.kind === 'shots' ? [watch.roundId] : [])))];
    const carried = this.signedIn ? rounds[0] : undefined;
    const memberUrl =
      this.signedIn && watches.length > 0
        ? `${MEMBER_STREAM_URL}${carried === undefined ? '' : `?yeekee=${encodeURIComponent(carried)}`}`
        : undefined;
    if (this.member?.url !== memberUrl) {
      this.member?.close();
      this.member = memberUrl === undefined ? undefined : this.openMemberStream(memberUrl, carried);
    }
    for (const [roundId, stream] of this.rounds) {
      if (roundId === carried || !rounds.includes(roundId)) {
        stream.close();
        this.rounds.delete(roundId);
      }
    }
    for (const roundId of rounds) {
      if (roundId !== carried && !this.rounds.has(roundId)) this.rounds.set(roundId, this.openRoundStream(roundId));
    }
  }

  private openMemberStream(url: string, carried: string | undefined): OpenStream {
    const { dispatch } = this.store;
    const tokenNow = () => selectToken(this.store.getState());
    const stream = openEventStream({
      url,
      token: tokenNow,
      lastEventId: this.memberPlace,
      fetch: this.fetch,
      onEvent: (event) => {
        this.memberPlace = event.id;
        if (event.type === 'item') {
          const item = itemOf(event);
          if (item) for (const watch of [...this.watches]) if (watch.kind === 'inbox') watch.onItem(item);
        } else if (event.type === 'shot' && carried !== undefined) {
          this.toWatchersOf(carried, shotOf(event));
        }
      },
      // A refused token is refreshed as the base query refreshes it (one refresh in flight for the
      // whole site), by asking /me again; a refused refresh ends the session, and with it the stream.
      onUnauthorized: async (refused) => {
        if (tokenNow() === refused) await dispatch(api.endpoints.getMe.initiate(undefined, { forceRefetch: true, subscribe: false }));
        const current = tokenNow();
        return current !== null && current !== refused;
      },
    });
    return { url, close: stream.close };
  }

  private openRoundStream(roundId: string): OpenStream {
    const url = roundStreamUrl(roundId);
    const stream = openEventStream({
      url,
      fetch: this.fetch,
      onEvent: (event) => {
        if (event.type === 'shot') this.toWatchersOf(roundId, shotOf(event));
      },
    });
    return { url, close: stream.close };
  }

  private toWatchersOf(roundId: string, shot: YeekeeShot | undefined): void {
    if (!shot) return;
    for (const watch of [...this.watches]) if (watch.kind === 'shots' && watch.roundId === roundId) watch.onShot(shot);
  }
}
