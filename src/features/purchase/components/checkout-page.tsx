import { Navigate, useParams } from 'react-router-dom';
import type { CheckoutComponent } from '../../../lib/checkout-slot';
import '../purchase.css';
import { selectBuyer, selectPendingPayment, selectPurchaseCompleted } from '../purchase-slice';
import { CompletedPurchase } from './completed-purchase';
import { ProductCheckout } from './product-checkout';
import { useAppSelector } from '../../../lib/store-hooks';

/**
 * /produtoCheckout/:hash, public (SPEC §2 Checkout): pays the pending payment kept in memory;
 * without one (a reload, a shared link) the buyer goes back to the product page. Once paid, the
 * buyer sees "Compra concluída", never the member's Home (issue #38), with or without an account.
 */
export function ProductCheckoutPage({ Checkout }: { Checkout: CheckoutComponent }) {
  const { hash = '' } = useParams();
  const pending = useAppSelector(selectPendingPayment);
  const buyer = useAppSelector(selectBuyer);
  const completed = useAppSelector(selectPurchaseCompleted);
  if (completed?.hash === hash) return <CompletedPurchase paid={completed} />;
  if (!pending || !buyer || pending.hash !== hash) {
    return <Navigate to={`/produto/${encodeURIComponent(hash)}`} replace />;
  }
  return <ProductCheckout pending={pending} buyer={buyer} Checkout={Checkout} />;
}
