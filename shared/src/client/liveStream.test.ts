/**
 * @jest-environment jsdom
 */
import { waitFor } from '@testing-library/react';
import type { InboxItem } from '../contracts/inbox';
import type { YeekeeShot } from '../contracts/yeekee';
import { useFakeStreams } from '../testing';
import { LiveStream } from './liveStream';
import { sessionCleared, tokensReceived } from './session';
import { whenRehydrated } from './AppProviders';
import { createAppStore } from './store';

const streams = useFakeStreams();

const item: InboxItem = {
  id: 5,
  kind: 'result_out',
  title: 'ผลหวยออกแล้ว',
  body: 'หวยรัฐบาลไทย งวด 1 ธันวาคม 2569',
  link: '/lotto/result',
  image_url: null,
  popup: false,
  createdAt: '2026-11-29T09:00:00.000Z',
  read: false,
};

const shot = (seq: number): YeekeeShot => ({
  seq,
  number: '12345',
  member: '08x-xxx-1234',
  createdAt: '2026-11-29T09:00:00.000Z',
  digest: 'd',
});

/** A store of its own (nothing read back from an earlier test's, nothing written for a later one's) and its tab's streams. */
async function liveOf({ signedIn }: { signedIn: boolean }) {
  localStorage.clear();
  const { store, persistor } = createAppStore();
  await whenRehydrated(persistor);
  persistor.pause();
  if (signedIn) store.dispatch(tokensReceived({ token: 'member-token', refresh_token: 'member-refresh' }));
  return { store, live: new LiveStream(store) };
}

const openUrls = () => streams.open().map((stream) => stream.url);

describe('the tab’s live streams', () => {
  it('carries the inbox and a yeekee round on one stream while signed in, each event to its watchers', async () => {
    const { live } = await liveOf({ signedIn: true });
    const items: InboxItem[] = [];
    const shots: YeekeeShot[] = [];
    const stopInbox = live.watchInbox((each) => items.push(each));
    const stopShots = live.watchShots('41', (each) => shots.push(each));

    await waitFor(() => expect(openUrls()).toEqual(['/cl-api/stream?yeekee=41']));
    const [stream] = streams.open();
    expect(stream!.headers.Authorization).toBe('Bearer member-token');
    stream!.event('shot', '/41:1', shot(1));
    stream!.event('item', '5/41:1', item);
    await waitFor(() => expect(items).toEqual([item]));
    expect(shots).toEqual([shot(1)]);

    stopShots();
    stopInbox();
    expect(streams.open()).toEqual([]);
  });

  it('opens the stream again where it left off when what is watched changes', async () => {
    const { live } = await liveOf({ signedIn: true });
    const items: InboxItem[] = [];
    live.watchInbox((each) => items.push(each));
    await waitFor(() => expect(openUrls()).toEqual(['/cl-api/stream']));
    streams.open()[0]!.event('item', '5', item);
    await waitFor(() => expect(items).toHaveLength(1));

    const shots: YeekeeShot[] = [];
    const stopShots = live.watchShots('41', (each) => shots.push(each));
    await waitFor(() => expect(openUrls()).toEqual(['/cl-api/stream?yeekee=41']));
    expect(streams.connections).toHaveLength(2);
    expect(streams.open()[0]!.headers['Last-Event-ID']).toBe('5');

    streams.open()[0]!.event('shot', '5/41:3', shot(3));
    await waitFor(() => expect(shots).toEqual([shot(3)]));
    stopShots();
    await waitFor(() => expect(openUrls()).toEqual(['/cl-api/stream']));
    await waitFor(() => expect(streams.open()[0]!.headers['Last-Event-ID']).toBe('5/41:3'));
  });

  it('gives a guest the round’s own stream, moves it onto the member’s stream on sign-in and back on sign-out', async () => {
    const { store, live } = await liveOf({ signedIn: false });
    const shots: YeekeeShot[] = [];
    live.watchShots('41', (each) => shots.push(each));
    await waitFor(() => expect(openUrls()).toEqual(['/lto-public-api/lotto/yeekee/41/stream']));
    expect(streams.open()[0]!.headers.Authorization).toBeUndefined();
    streams.open()[0]!.event('shot', '2', shot(2));
    await waitFor(() => expect(shots).toEqual([shot(2)]));

    store.dispatch(tokensReceived({ token: 'member-token', refresh_token: 'member-refresh' }));
    await waitFor(() => expect(openUrls()).toEqual(['/cl-api/stream?yeekee=41']));
    streams.open()[0]!.event('item', '9/41:3', item);

    store.dispatch(sessionCleared());
    await waitFor(() => expect(openUrls()).toEqual(['/lto-public-api/lotto/yeekee/41/stream']));
    // Another member signing in on this tab starts from nothing of the last one's place.
    store.dispatch(tokensReceived({ token: 'other-token', refresh_token: 'other-refresh' }));
    await waitFor(() => expect(openUrls()).toEqual(['/cl-api/stream?yeekee=41']));
    expect(streams.open()[0]!.headers['Last-Event-ID']).toBeUndefined();
  });

  it('carries the first watched round on the member’s stream and a second one on its own', async () => {
    const { live } = await liveOf({ signedIn: true });
    const second: YeekeeShot[] = [];
    live.watchShots('41', () => undefined);
    const stopSecond = live.watchShots('42', (each) => second.push(each));
    await waitFor(() => expect(openUrls().sort()).toEqual(['/cl-api/stream?yeekee=41', '/lto-public-api/lotto/yeekee/42/stream']));
    streams
      .open()
      .find((stream) => stream.url.endsWith('/42/stream'))!
      .event('shot', '7', shot(7));
    await waitFor(() => expect(second).toEqual([shot(7)]));
    stopSecond();
    expect(openUrls()).toEqual(['/cl-api/stream?yeekee=41']);
  });

  it('opens nothing for the inbox of a guest, and nothing once nothing is watched', async () => {
    const { live } = await liveOf({ signedIn: false });
    const stop = live.watchInbox(() => undefined);
    expect(streams.connections).toEqual([]);
    stop();
    expect(streams.connections).toEqual([]);
  });
});
