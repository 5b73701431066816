import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TITLE } from '../../../domain/messages';
import { useAlerts } from '../../components/alerts/alerts-context';
import { isConnectionError } from '../../components/load-problem';
import { useWalletItemQuery } from './api';
import { WALLET_TEXT } from './wallet-texts';

const parseId = (raw: string | null) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null);

/** An item that is not one of the member's: a message, then home. */
export function useLeaveWhenMissing(missing: boolean) {
  const showAlert = useAlerts();
  const navigate = useNavigate();
  useEffect(() => {
    if (!missing) return;
    void showAlert({ kind: 'error', title: TITLE.error, message: WALLET_TEXT.itemNotFound }).then(() =>
      navigate('/', { replace: true }),
    );
  }, [missing, showAlert, navigate]);
}

/**
 * The item named by ?id= in the address (so a reload or a shared link keeps it). An id that
 * is not one of the member's items shows a message and goes back home.
 */
export function usePendingItem({ skip = false }: { skip?: boolean } = {}) {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const {
    data: item,
    isError,
    isFetching,
    error,
    refetch,
  } = useWalletItemQuery(id === null || skip ? skipToken : id);
  // No answer is not "not found": the screen offers a retry instead of leaving.
  const offline = isError && isConnectionError(error);
  const missing = !skip && (id === null || (isError && !offline));
  useLeaveWhenMissing(missing);

  const problem = offline && !isFetching ? { error, retry: () => void refetch() } : null;
  return { id, item: missing ? undefined : item, problem };
}
