import { useEffect } from 'react';
import { USER_REFETCH_MS } from '../constants';
import { useGetMeQuery } from './api';
import type { QueryError } from './axiosBaseQuery';
import { selectIsLoggedIn, selectSessionRestored, sessionCleared } from './session';
import { useAppDispatch, useAppSelector } from './store';

/** The server refused the token (and the base query could not refresh it): the session is over. */
function sessionRefused(error: unknown): boolean {
  const status = (error as QueryError | undefined)?.status;
  return status === 401 || status === 403;
}

/**
 * The logged-in member (id, username, credit, role), or undefined for a guest or while loading:
 * the one source of the session for the shell and every remote. docs/screens.md#behaviour: fetched on
 * mount, on focus and every 10 seconds while a token is stored; a refused fetch clears the token.
 * An expired access token is refreshed by the base query before the fetch counts as failed; a
 * lost connection keeps the session for the next poll.
 */
export function useCurrentUser() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const query = useGetMeQuery(undefined, {
    skip: !loggedIn,
    pollingInterval: USER_REFETCH_MS,
    refetchOnFocus: true,
    refetchOnMountOrArgChange: true,
  });
  const refused = loggedIn && query.isError && sessionRefused(query.error);
  useEffect(() => {
    if (refused) dispatch(sessionCleared());
  }, [refused, dispatch]);
  return { ...query, user: loggedIn ? query.data : undefined };
}

export type SessionStatus = 'loading' | 'guest' | 'member';

/**
 * Guest or member, once that is known: `loading` until the stored token has been read back and,
 * with a token, until the first /me has answered. The route guard waits for it (docs/screens.md#screens-and-routes).
 */
export function useSession() {
  const restored = useAppSelector(selectSessionRestored);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { user, isError } = useCurrentUser();
  let status: SessionStatus;
  if (!restored) status = 'loading';
  else if (!loggedIn) status = 'guest';
  else status = user || isError ? 'member' : 'loading';
  return { status, user };
}
