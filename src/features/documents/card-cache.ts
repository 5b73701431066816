import { MemberCards } from '../../../domain/contract/documents';
import { OFFLINE_CARD_KEY } from '../../lib/offline-member-data';

/** Keeps the carteirinha seen last on this device, with its member's id (logout removes it). */
export function saveCards(cards: MemberCards, storage: Storage = localStorage) {
  try {
    storage.setItem(OFFLINE_CARD_KEY, JSON.stringify(cards));
  } catch {
    // A full or disabled storage only means no offline copy.
  }
}

/**
 * The carteirinha kept on this device, if it is this member's: logout removes it, and a copy of
 * someone else (or one that does not parse as a carteirinha) is never shown.
 */
export function readCards(memberId: number | null, storage: Storage = localStorage): MemberCards | null {
  try {
    const parsed = MemberCards.safeParse(JSON.parse(storage.getItem(OFFLINE_CARD_KEY) ?? 'null'));
    if (!parsed.success) return null;
    return memberId === null || parsed.data.memberId === memberId ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The member a session token names (its JWT subject), or null when it cannot be read. */
export function memberIdOfToken(token: string | null): number | null {
  try {
    const payload = token?.split('.')[1];
    if (!payload) return null;
    const sub: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))).sub;
    const id = Number(sub);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
