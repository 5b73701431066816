import { useSelector } from 'react-redux';
import { Navigate, useParams } from 'react-router-dom';
import '../purchase.css';
import { selectBuyer, selectPendingPayment, selectPurchaseCompleted } from '../purchase-slice';
import { ProductCheckout } from './product-checkout';

/**
 * /produtoCheckout/:hash, public (SPEC §2 Checkout): pays the pending payment kept in memory;
 * without one (a reload, a shared link) the buyer goes back to the product page.
 */
export function ProductCheckoutPage() {
  const { hash = '' } = useParams();
  const pending = useSelector(selectPendingPayment);
  const buyer = useSelector(selectBuyer);
  const completed = useSelector(selectPurchaseCompleted);
  if (completed) return <Navigate to="/" replace />;
  if (!pending || !buyer || pending.hash !== hash) {
    return <Navigate to={`/produto/${encodeURIComponent(hash)}`} replace />;
  }
  return <ProductCheckout pending={pending} buyer={buyer} />;
}
