import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { loggedOut } from './session';
import { useLogoutEverywhereMutation, useLogoutMutation } from './session-api';
import { useAppDispatch } from './store-hooks';

/**
 * Sair: ends this device's session on the server (or, `everywhere`, every session of the member),
 * and leaves locally even when that call fails.
 */
export function useLogout({ everywhere = false } = {}) {
  const [endThis] = useLogoutMutation();
  const [endAll] = useLogoutEverywhereMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    await (everywhere ? endAll() : endThis()).unwrap().catch(() => undefined);
    dispatch(loggedOut());
    navigate('/login', { replace: true });
  }, [everywhere, endAll, endThis, dispatch, navigate]);
}
