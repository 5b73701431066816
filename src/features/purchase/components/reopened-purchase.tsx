import { Navigate, useParams } from 'react-router-dom';
import '../purchase.css';
import { CompletedPurchase } from './completed-purchase';

/**
 * /compra/:hash/:itemId/:reference, public: "Compra concluída" opened again from the receipt
 * e-mail's link (its ticket, "Desistir da compra"); the server shows it only to that reference.
 */
export function ReopenedPurchase() {
  const { hash = '', itemId = '', reference = '' } = useParams();
  const id = Number(itemId);
  if (!Number.isSafeInteger(id) || id <= 0 || !reference)
    return <Navigate to={`/produto/${encodeURIComponent(hash)}`} replace />;
  return <CompletedPurchase paid={{ itemId: id, hash, reference }} />;
}
