import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { MONEY_KINDS } from '@lotto/shared';
import { api, inboxApi, selectIsLoggedIn, useAppDispatch, useAppSelector, useLiveStream } from '@lotto/shared/client';

/**
 * New inbox items as they are written (docs/messages.md), on the tab's live stream while someone is
 * signed in: each item refreshes the inbox (the bell's count), the credit when it is about money,
 * and shows its title as a toast.
 */
export function InboxLive() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const live = useLiveStream();
  useEffect(() => {
    if (!loggedIn) return undefined;
    return live.watchInbox((item) => {
      dispatch(inboxApi.util.invalidateTags(['Inbox']));
      // A credit or a refund moved the member's money: the header's credit is read again at once.
      if (MONEY_KINDS.includes(item.kind)) dispatch(api.util.invalidateTags(['Me']));
      toast.info(item.title, { toastId: `inbox-${item.id}` });
    });
  }, [loggedIn, live, dispatch]);
  return null;
}
