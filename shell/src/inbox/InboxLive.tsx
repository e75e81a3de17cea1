import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { toast } from 'react-toastify';
import { MONEY_KINDS, type InboxItem } from '@lotto/shared';
import { api, inboxApi, selectIsLoggedIn, selectToken, useAppSelector, type AppDispatch, type RootState } from '@lotto/shared/client';
import { openEventStream, type ServerEvent } from './eventStream';

export const INBOX_STREAM_URL = '/cl-api/stream';

/** An `item` event's inbox item, or undefined for anything else. */
function itemOf(event: ServerEvent): InboxItem | undefined {
  if (event.type !== 'item') return undefined;
  try {
    const item = JSON.parse(event.data) as Partial<InboxItem> | null;
    return item && typeof item.id === 'number' && typeof item.title === 'string' ? (item as InboxItem) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The tab's one live stream of new inbox items (docs/messages.md), open while someone is signed in:
 * each item refreshes the inbox (the bell's count), the credit when it is about money, and shows
 * its title as a toast. A refused token
 * is refreshed as the base query refreshes it (one refresh in flight for the whole site), by asking
 * /me again; a refused refresh ends the session, and with it the stream.
 */
export function InboxLive({ fetch }: { fetch?: typeof globalThis.fetch }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const store = useStore<RootState>();
  useEffect(() => {
    if (!loggedIn) return undefined;
    const dispatch = store.dispatch as AppDispatch;
    const tokenNow = () => selectToken(store.getState());
    const stream = openEventStream({
      url: INBOX_STREAM_URL,
      token: tokenNow,
      fetch,
      onEvent: (event) => {
        const item = itemOf(event);
        if (!item) return;
        dispatch(inboxApi.util.invalidateTags(['Inbox']));
        // A credit or a refund moved the member's money: the header's credit is read again at once.
        if (MONEY_KINDS.includes(item.kind)) dispatch(api.util.invalidateTags(['Me']));
        toast.info(item.title, { toastId: `inbox-${item.id}` });
      },
      onUnauthorized: async (refused) => {
        if (tokenNow() === refused) await dispatch(api.endpoints.getMe.initiate(undefined, { forceRefetch: true, subscribe: false }));
        const current = tokenNow();
        return current !== null && current !== refused;
      },
    });
    return stream.close;
  }, [loggedIn, store, fetch]);
  return null;
}
