import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TITLE } from '../../../domain/messages';
import { PURCHASE_MSG } from '../../../domain/purchase-messages';
import { useAlerts } from '../../components/alerts/alerts-context';
import { useStoreProductQuery } from './api';

const parseId = (raw: string | null) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null);

/**
 * The product named by ?id= and the member's prefill. One the member cannot see (or a wrong id)
 * shows a message and goes back to the store.
 */
export function useReviewProduct() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const { data, isError } = useStoreProductQuery(id ?? skipToken);
  const missing = id === null || isError;
  const showAlert = useAlerts();
  const navigate = useNavigate();

  useEffect(() => {
    if (!missing) return;
    void showAlert({ kind: 'error', title: TITLE.error, message: PURCHASE_MSG.productNotFound }).then(() =>
      navigate('/loja', { replace: true }),
    );
  }, [missing, showAlert, navigate]);

  return missing ? undefined : data;
}
