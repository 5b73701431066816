import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { loggedOut } from './session';
import { useLogoutMutation } from './session-api';

/** Sair: revoke the token on the server, and leave locally even when that call fails. */
export function useLogout() {
  const [revoke] = useLogoutMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    await revoke()
      .unwrap()
      .catch(() => undefined);
    dispatch(loggedOut());
    navigate('/login', { replace: true });
  }, [revoke, dispatch, navigate]);
}
