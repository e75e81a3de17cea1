import { useLogoutMutation } from './api';
import { REALITY_CHECK_STORAGE_KEY } from './protectionApi';
import { SESSION_STORAGE_KEY, selectRefreshToken, sessionCleared } from './session';
import { useAppDispatch, useAppSelector } from './store';

/**
 * docs/screens.md#behaviour: logout clears the token and reloads /. The server revokes the refresh token
 * first; the member is logged out here even when that call fails.
 */
export function useLogout(reload: (path: string) => void = (path) => window.location.assign(path)) {
  const dispatch = useAppDispatch();
  const refreshToken = useAppSelector(selectRefreshToken);
  const [logout, { isLoading }] = useLogoutMutation();
  const run = async () => {
    if (refreshToken) await logout({ refresh_token: refreshToken }).catch(() => undefined);
    dispatch(sessionCleared());
    // The reload may come before redux-persist writes the cleared state.
    localStorage.removeItem(`persist:${SESSION_STORAGE_KEY}`);
    // The next login starts a new session for the reality check.
    localStorage.removeItem(REALITY_CHECK_STORAGE_KEY);
    reload('/');
  };
  return [run, { isLoading }] as const;
}
