import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { STAFF_SESSION_ENDED } from '../../lib/api';

/** Where the back office keeps its token between visits (apart from the member's). */
export const STAFF_TOKEN_KEY = 'quita.gestao.token';

export interface StaffSessionState {
  token: string | null;
}

function readStaffToken(): string | null {
  try {
    return localStorage.getItem(STAFF_TOKEN_KEY);
  } catch {
    return null;
  }
}

function writeStaffToken(token: string | null) {
  try {
    if (token) localStorage.setItem(STAFF_TOKEN_KEY, token);
    else localStorage.removeItem(STAFF_TOKEN_KEY);
  } catch {
    // Storage refused (a private window): the session lasts as long as the page.
  }
}

export const staffSessionSlice = createSlice({
  name: 'staffSession',
  initialState: (): StaffSessionState => ({ token: readStaffToken() }),
  reducers: {
    staffLoggedIn: (state, action: PayloadAction<string>) => {
      state.token = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(STAFF_SESSION_ENDED, (state) => {
      state.token = null;
    });
  },
});

export const { staffLoggedIn } = staffSessionSlice.actions;
export const staffSessionEnded = () => ({ type: STAFF_SESSION_ENDED });

/** The slice is injected when the back office loads; before that there is no staff session. */
export const selectStaffToken = (state: { staffSession?: StaffSessionState }) =>
  state.staffSession?.token ?? null;

/** Keeps local storage in step with the session (called where the session starts and ends). */
export const persistStaffToken = writeStaffToken;
