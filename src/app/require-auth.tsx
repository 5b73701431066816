import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectToken } from '../lib/session';
import { useAppSelector } from '../lib/store-hooks';

/** Routes marked "auth" in SPEC §2 need a stored token; otherwise the user goes to /login. */
export function RequireAuth() {
  const token = useAppSelector(selectToken);
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
