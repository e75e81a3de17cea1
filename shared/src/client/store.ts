import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector } from 'react-redux';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { api } from './api';
import { SESSION_STORAGE_KEY, sessionSlice } from './session';

/** The token pair survives a reload under one key (docs/api-conventions.md#payloads). */
const persistedSessionReducer = persistReducer({ key: SESSION_STORAGE_KEY, storage }, sessionSlice.reducer);

/**
 * Slices a remote adds at run time. A remote declares its slice here by declaration merging
 * (`declare module '@lotto/shared/client' { interface LazyLoadedSlices { … } }`) and calls
 * `slice.injectInto(rootReducer)`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api, {
  session: persistedSessionReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** Builds the store; the shell makes the site's one store with it, a remote's harness its own. */
export function createAppStore() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  const persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
