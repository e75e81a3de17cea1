import { USER_REFETCH_MS } from '../constants';
import { useGetMeQuery } from './api';
import { selectIsLoggedIn } from './session';
import { useAppSelector } from './store';

/**
 * The logged-in member (id, username, credit, role), or undefined for a guest or while loading.
 * SPEC.md section 4: fetched on mount, on focus and every 10 seconds while a token is stored.
 */
export function useCurrentUser() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const query = useGetMeQuery(undefined, {
    skip: !loggedIn,
    pollingInterval: USER_REFETCH_MS,
    refetchOnFocus: true,
    refetchOnMountOrArgChange: true,
  });
  return { ...query, user: loggedIn ? query.data : undefined };
}
