export { api, useLoadConfigQuery, useGetMeQuery, useLoginMutation, useLoginWithCodeMutation, useLogoutMutation } from './api';
export { useCurrentUser, useSession, type SessionStatus } from './useCurrentUser';
export { useLogout } from './useLogout';
export { useSignIn, type SignInOutcome } from './useSignIn';
export { axiosBaseQuery, apiClient, REFRESH_URL, type QueryError, type RequestArgs } from './axiosBaseQuery';
export {
  sessionSlice,
  tokensReceived,
  sessionCleared,
  selectToken,
  selectRefreshToken,
  selectIsLoggedIn,
  selectSessionRestored,
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
export { AppProviders, whenRehydrated } from './AppProviders';
export { SupportButton } from './SupportButton';
export { RemoteRoot } from './RemoteRoot';
export { startHarness, type HarnessRoute } from './harness';
export {
  useGetPlayLimitsQuery,
  useSetPlayLimitsMutation,
  useStartBreakMutation,
  useLazyGetSessionResultQuery,
  REALITY_CHECK_STORAGE_KEY,
} from './protectionApi';
export {
  inboxApi,
  useGetInboxQuery,
  useMarkInboxReadMutation,
  useGetNotifySettingsQuery,
  useSetNotifySettingsMutation,
  useStartLineLinkMutation,
  useUnlinkLineMutation,
} from './inboxApi';
export { useLiveStream } from './LiveStreamProvider';
export type { LiveStream } from './liveStream';
