import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import { LiveStream } from './liveStream';
import type { AppStore } from './store';

const LiveStreamContext = createContext<LiveStream | null>(null);

/** The tab's one set of live streams, for the shell and every remote inside it (AppProviders renders it). */
export function LiveStreamProvider({ children }: { children: ReactNode }) {
  const store = useStore() as AppStore;
  const [live] = useState(() => new LiveStream(store));
  return <LiveStreamContext value={live}>{children}</LiveStreamContext>;
}

/** The tab's live streams: watch the inbox or a yeekee round's shots (liveStream.ts). */
export function useLiveStream(): LiveStream {
  const live = useContext(LiveStreamContext);
  if (!live) throw new Error('useLiveStream needs AppProviders around it');
  return live;
}
