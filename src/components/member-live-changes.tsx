import { useCallback } from 'react';
import { api } from '../lib/api';
import { useLiveChanges } from '../lib/live-changes';
import { selectToken } from '../lib/session';
import { useAppDispatch, useAppSelector } from '../lib/store-hooks';

/** What a change of the member's data makes the open screens ask again: items, total, points. */
const MEMBER_DATA = [
  { type: 'Item', id: 'LIST' },
  { type: 'Item', id: 'TOTAL' },
  { type: 'Activity', id: 'LIST' },
] as const;

/**
 * The member's live channel while a screen of theirs is open (Home, Histórico, Pontos…): staff
 * refund a payment, accept an activity, or a payment settles elsewhere, and the screen updates.
 */
export function MemberLiveChanges() {
  const token = useAppSelector(selectToken);
  return token ? <Listening key={token} token={token} /> : null;
}

function Listening({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const refresh = useCallback(
    // 'Activity' is the documents feature's tag (added by its API): invalidated by name here.
    () =>
      dispatch(
        api.util.invalidateTags(MEMBER_DATA as unknown as Parameters<typeof api.util.invalidateTags>[0]),
      ),
    [dispatch],
  );
  useLiveChanges('/api/ao-vivo', token, refresh);
  return null;
}
