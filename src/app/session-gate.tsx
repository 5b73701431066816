import { useEffect, useState, type ReactNode } from 'react';
import { loggedIn, selectToken } from '../lib/session';
import { useVerifyQuery } from '../lib/session-api';
import { useAppDispatch, useAppSelector } from '../lib/store-hooks';

/**
 * SPEC §2 App shell: a saved token is checked once at start. A refused token ends the session
 * (the API layer logs out on 401) and the route guards send the user to /login. The screen does
 * not wait for the check: its own calls go out beside it (a member screen shows the splash until
 * the member's data arrives, and those calls are refused with the same 401).
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const token = useAppSelector(selectToken);
  const [tokenAtStart] = useState(token);
  const dispatch = useAppDispatch();
  const { data } = useVerifyQuery(undefined, { skip: !tokenAtStart });

  useEffect(() => {
    if (data?.token) dispatch(loggedIn(data.token));
  }, [data, dispatch]);

  return children;
}
