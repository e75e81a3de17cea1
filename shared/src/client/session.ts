import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import storage from 'redux-persist/lib/storage';

/** The token pair of SPEC.md section 3, kept in browser storage under one key. */
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
    selectIsLoggedIn: (state) => state.token !== null,
  },
});

export const { tokensReceived, sessionCleared } = sessionSlice.actions;
export const { selectToken, selectIsLoggedIn } = sessionSlice.selectors;

export const SESSION_STORAGE_KEY = 'client-token';

export const persistedSessionReducer = persistReducer(
  { key: SESSION_STORAGE_KEY, storage },
  sessionSlice.reducer,
);
