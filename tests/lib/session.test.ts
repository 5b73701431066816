import { describe, expect, it } from 'vitest';
import {
  firstAnnuityChecked,
  loggedIn,
  loggedOut,
  selectFirstAnnuityChecked,
  sessionSlice,
  type SessionState,
} from '../../src/lib/session';

const reduce = (state: SessionState, ...actions: Parameters<typeof sessionSlice.reducer>[1][]) =>
  actions.reduce(sessionSlice.reducer, state);
const checked = (state: SessionState) => selectFirstAnnuityChecked({ session: state });

describe('session: first-annuity flag', () => {
  it('starts false, also in a state preloaded with the token only', () => {
    expect(checked(sessionSlice.getInitialState())).toBe(false);
    expect(checked({ token: 'saved' })).toBe(false);
  });

  it('stays set when the start-up check renews the token', () => {
    const state = reduce({ token: 'old' }, firstAnnuityChecked(), loggedIn('renewed'));
    expect(checked(state)).toBe(true);
  });

  it('is reset by logout and by a new login', () => {
    expect(checked(reduce({ token: 't' }, firstAnnuityChecked(), loggedOut()))).toBe(false);
    const again = reduce({ token: null, firstAnnuityChecked: true }, loggedIn('new'));
    expect(checked(again)).toBe(false);
  });
});
