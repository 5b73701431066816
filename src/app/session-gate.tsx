import { useEffect, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Splash } from '../components/splash';
import { loggedIn, selectToken } from '../lib/session';
import { useVerifyQuery } from '../lib/session-api';

/**
 * SPEC §2 App shell: a saved token is checked once at start. A refused token ends the session
 * (the API layer logs out on 401) and the route guards send the user to /login.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const token = useSelector(selectToken);
  const [tokenAtStart] = useState(token);
  const dispatch = useDispatch();
  const { data, isLoading } = useVerifyQuery(undefined, { skip: !tokenAtStart });

  useEffect(() => {
    if (data?.token) dispatch(loggedIn(data.token));
  }, [data, dispatch]);

  if (tokenAtStart && isLoading) return <Splash />;
  return children;
}
