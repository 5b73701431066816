import { Checkout } from '../features/checkout/checkout';
import { PaymentPage } from '../features/wallet/components/payment-page';

/** /pendenciaFormaPagamento: the wallet's payment screen around the checkout feature. */
export function PaymentRoute() {
  return <PaymentPage Checkout={Checkout} />;
}
