import { createSlice } from '@reduxjs/toolkit';
import { staffSessionEnded, staffSessionStarted } from '../../lib/api';

/** Where the back office keeps its token between visits (apart from the member's). */
const STAFF_TOKEN_KEY = 'quita.gestao.token';

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
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(staffSessionStarted, (state, action) => {
        state.token = action.payload;
      })
      .addCase(staffSessionEnded, (state) => {
        state.token = null;
      });
  },
});

/** The slice is injected when the back office loads; before that there is no staff session. */
export const selectStaffToken = (state: { staffSession?: StaffSessionState }) =>
  state.staffSession?.token ?? null;

/** Keeps local storage in step with the session (called where the session starts and ends). */
export const persistStaffToken = writeStaffToken;
