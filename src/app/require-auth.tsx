import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectToken } from '../lib/session';

/** Routes marked "auth" in SPEC §2 need a stored token; otherwise the user goes to /login. */
export function RequireAuth() {
  const token = useSelector(selectToken);
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
