import { combineSlices, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { purchaseSlice } from '../features/purchase/purchase-slice';
import { api, staffSessionEnded, staffSessionStarted } from '../lib/api';
import { OFFLINE_CARD_KEY } from '../lib/offline-member-data';
import { loggedIn, loggedOut, sessionSlice } from '../lib/session';
import type { AppState } from '../lib/store-hooks';
import { TOKEN_KEY } from '../lib/stored-token';

/** Slices of lazily loaded areas (the back office's session) are injected when they load. */
export const rootReducer = combineSlices(sessionSlice, api, purchaseSlice);
export type RootState = ReturnType<typeof rootReducer>;

/** The token lives in local storage (SPEC §6); the store mirrors it. */
function persistSession() {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: loggedIn,
    effect: ({ payload }) => localStorage.setItem(TOKEN_KEY, payload),
  });
  listener.startListening({
    actionCreator: loggedOut,
    effect: () => {
      localStorage.removeItem(TOKEN_KEY);
      localStorage.removeItem(OFFLINE_CARD_KEY);
    },
  });
  // One cache serves whoever is signed in: when a session ends or another starts, nothing the
  // previous person (member or staff) saw may answer the next one's screens.
  listener.startListening({
    matcher: isAnyOf(loggedOut, staffSessionStarted, staffSessionEnded),
    effect: (_, { dispatch }) => {
      dispatch(api.util.resetApiState());
    },
  });
  return listener.middleware;
}

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(persistSession()).concat(api.middleware),
    devTools: import.meta.env.DEV,
  });
}

export type AppStore = ReturnType<typeof makeStore>;

// The typed hooks (lib/store-hooks.ts) read this store: their state must be a part of it.
const _readsThisStore = (state: RootState): AppState => state;
