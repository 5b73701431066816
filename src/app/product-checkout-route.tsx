import { Checkout } from '../features/checkout/checkout';
import { ProductCheckoutPage } from '../features/purchase/components/checkout-page';

/** /produtoCheckout/:hash: the public buyer's payment screen around the checkout feature. */
export function ProductCheckoutRoute() {
  return <ProductCheckoutPage Checkout={Checkout} />;
}
