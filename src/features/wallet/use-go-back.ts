import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Back to the previous screen of the app, or home when this one was opened directly. */
export function useGoBack() {
  const navigate = useNavigate();
  const opened = useLocation().key === 'default';
  return useCallback(() => {
    if (opened) navigate('/', { replace: true });
    else navigate(-1);
  }, [opened, navigate]);
}
