import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { OFFICE_ROLES, type StaffRole } from '../../../../domain/contract/gestao-session';
import { useLiveChanges } from '../../../lib/live-changes';
import { gestaoApi } from '../api';
import { selectStaffToken } from '../staff-session';

/** What a change of the association's money makes the open screens ask again. */
const MONEY = [
  { type: 'GestaoPayment', id: 'LIST' },
  { type: 'GestaoItem', id: 'LIST' },
  { type: 'GestaoDashboard', id: 'LIST' },
] as const;

/**
 * The association's live channel while the back office is open, for the roles that see the money:
 * a member pays or a payment is refunded elsewhere, and Pagamentos, Cobranças and the Painel update.
 */
export function StaffLiveChanges({ role }: { role: StaffRole | undefined }) {
  const token = useSelector(selectStaffToken);
  if (!token || !role || !OFFICE_ROLES.includes(role)) return null;
  return <Listening key={token} token={token} />;
}

function Listening({ token }: { token: string }) {
  const dispatch = useDispatch();
  const refresh = useCallback(() => dispatch(gestaoApi.util.invalidateTags([...MONEY])), [dispatch]);
  useLiveChanges('/api/gestao/ao-vivo', token, refresh);
  return null;
}
