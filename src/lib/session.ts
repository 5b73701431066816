import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  token: string | null;
  /**
   * SPEC §4: Home checks the first association's annuity once per session. Absent (a state
   * preloaded with the token only) means false.
   */
  firstAnnuityChecked?: boolean;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: { token: null, firstAnnuityChecked: false } as SessionState,
  reducers: {
    loggedIn: (state, action: PayloadAction<string>) => {
      // A renewed token (the start-up check) keeps the session; only a new login starts one.
      if (!state.token) state.firstAnnuityChecked = false;
      state.token = action.payload;
    },
    loggedOut: (state) => {
      state.token = null;
      state.firstAnnuityChecked = false;
    },
    firstAnnuityChecked: (state) => {
      state.firstAnnuityChecked = true;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectFirstAnnuityChecked: (state) => state.firstAnnuityChecked ?? false,
  },
});

export const { loggedIn, loggedOut, firstAnnuityChecked } = sessionSlice.actions;
export const { selectToken, selectFirstAnnuityChecked } = sessionSlice.selectors;
