import type { YeekeeShot } from '@lotto/shared';

/** What the panel needs of a live stream: closing it. */
export interface ShotStream {
  close(): void;
}

export type OpenShotStream = (url: string, onShot: (shot: YeekeeShot) => void) => ShotStream;

/**
 * The browser's EventSource on a round's stream of shots. It reconnects by itself and sends the
 * last `id:` it saw as `Last-Event-ID`, so the server resumes after the last shot received.
 * A boundary we do not own (jsdom has none): tests replace `shotStreams.open`.
 */
export const shotStreams: { open: OpenShotStream } = {
  open(url, onShot) {
    const source = new EventSource(url);
    source.addEventListener('shot', (event) => onShot(JSON.parse((event as MessageEvent<string>).data) as YeekeeShot));
    return source;
  },
};

export const shotStreamUrl = (roundId: string) => `/lto-public-api/lotto/yeekee/${encodeURIComponent(roundId)}/stream`;
