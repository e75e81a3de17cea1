export { api, useLoadConfigQuery, useGetMeQuery } from './api';
export { useCurrentUser } from './useCurrentUser';
export { axiosBaseQuery, type QueryError, type RequestArgs } from './axiosBaseQuery';
export {
  sessionSlice,
  tokensReceived,
  sessionCleared,
  selectToken,
  selectIsLoggedIn,
  SESSION_STORAGE_KEY,
  type SessionState,
} from './session';
export {
  rootReducer,
  createAppStore,
  useAppDispatch,
  useAppSelector,
  type LazyLoadedSlices,
  type RootState,
  type AppStore,
  type AppDispatch,
} from './store';
export { theme, yellow, GlobalStyle, type AppTheme } from './theme';
export { AppProviders } from './AppProviders';
export { SupportButton } from './SupportButton';
export { RemoteRoot } from './RemoteRoot';
export { startHarness, type HarnessRoute } from './harness';
