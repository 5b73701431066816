import { beforeEach, describe, expect, it } from 'vitest';
import type { MemberCards } from '../../../domain/contract/documents';
import { makeStore } from '../../../src/app/store';
import { memberIdOfToken, readCards, saveCards } from '../../../src/features/documents/card-cache';
import { loggedIn, loggedOut } from '../../../src/lib/session';

const cards: MemberCards = {
  memberId: 7,
  checkedAt: '2026-11-24T10:00:00.000Z',
  cards: [
    {
      associationId: 428,
      associationName: 'Sociedade Demo de Oftalmologia',
      memberName: 'Maria Demo Silva',
      category: 'Titular',
      photo: null,
      memberSince: '2015-03-01',
      validUntil: '2026-12-31',
      code: 'ABCDE-FGHJK-MNPQR',
      verifyPath: '/verificar/ABCDE-FGHJK-MNPQR',
      situation: 'adimplente',
      situationLabel: 'Adimplente',
    },
  ],
};
const tokenOf = (sub: string) => `h.${btoa(JSON.stringify({ sub, ver: 0 })).replace(/=+$/, '')}.s`;

beforeEach(() => localStorage.clear());

describe('the carteirinha kept for offline use', () => {
  it('is read back for its member only', () => {
    saveCards(cards);
    expect(readCards(7)).toEqual(cards);
    expect(readCards(8)).toBeNull();
    // A session token that cannot be read (not a JWT) still finds the device's copy.
    expect(readCards(null)).toEqual(cards);
  });

  it('knows the member from the session token', () => {
    expect(memberIdOfToken(tokenOf('7'))).toBe(7);
    expect(memberIdOfToken('opaque')).toBeNull();
    expect(memberIdOfToken(null)).toBeNull();
  });

  it('ignores a damaged copy', () => {
    localStorage.setItem('quita.carteirinha', '{"memberId":7}');
    expect(readCards(7)).toBeNull();
    localStorage.setItem('quita.carteirinha', 'not json');
    expect(readCards(7)).toBeNull();
  });

  it('is removed when the session ends', () => {
    const store = makeStore();
    store.dispatch(loggedIn(tokenOf('7')));
    saveCards(cards);
    store.dispatch(loggedOut());
    expect(readCards(null)).toBeNull();
  });
});
