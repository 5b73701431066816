import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const TOKEN_KEY = 'quita.token';

export interface SessionState {
  token: string | null;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: { token: null } as SessionState,
  reducers: {
    loggedIn: (state, action: PayloadAction<string>) => {
      state.token = action.payload;
    },
    loggedOut: (state) => {
      state.token = null;
    },
  },
  selectors: { selectToken: (state) => state.token },
});

export const { loggedIn, loggedOut } = sessionSlice.actions;
export const { selectToken } = sessionSlice.selectors;
