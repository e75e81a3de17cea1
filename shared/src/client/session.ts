import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The token pair of docs/api-conventions.md#payloads, kept in browser storage under one key (see store.ts). */
export interface SessionState {
  token: string | null;
  refresh_token: string | null;
}

const initialState: SessionState = { token: null, refresh_token: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    tokensReceived(_state, action: PayloadAction<{ token: string; refresh_token: string }>) {
      return { token: action.payload.token, refresh_token: action.payload.refresh_token };
    },
    sessionCleared() {
      return initialState;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectRefreshToken: (state) => state.refresh_token,
    selectIsLoggedIn: (state) => state.token !== null,
  },
});

export const { tokensReceived, sessionCleared } = sessionSlice.actions;
export const { selectToken, selectRefreshToken, selectIsLoggedIn } = sessionSlice.selectors;

/** redux-persist keeps the pair in localStorage as `persist:client-token`. */
export const SESSION_STORAGE_KEY = 'client-token';

/** Whether the stored session has been read back; until then nobody can tell guest from member. */
export function selectSessionRestored(state: { session?: { _persist?: { rehydrated: boolean } } }): boolean {
  return state.session?._persist?.rehydrated ?? false;
}
