import { useMachine } from '@xstate/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { BuyerData, PendingPayment } from '../../../../domain/buyer-form';
import type { PaymentOutcome, PayRequest, TransactionStatus } from '../../../../domain/transaction';
import { checkoutMachine } from '../../../../machines/checkout.machine';
import { CheckoutHeader } from '../../../components/payment/checkout-header';
import { settle } from '../../../lib/api-result';
import type { CheckoutComponent, CheckoutItem } from '../../../lib/checkout-slot';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { inspect } from '../../../lib/inspect';
import { loggedIn } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePublicProductQuery } from '../api';
import { usePayPurchaseMutation, usePurchaseTransactionStatusMutation } from '../payment-api';
import { formatCnpj } from '../../../../domain/cnpj';
import { purchaseCompleted } from '../purchase-slice';
import { useAppDispatch } from '../../../lib/store-hooks';

interface ProductCheckoutProps {
  pending: PendingPayment;
  buyer: BuyerData;
  Checkout: CheckoutComponent;
}

/**
 * What the checkout shows of the buyer's item: no item id, which would ask for the member-only
 * Pix Automático offer (a 401 in the buyer's console, issue 28 item 19).
 */
const itemOf = ({ amountCentavos, description, dueDate }: PendingPayment): CheckoutItem => ({
  amountCentavos,
  description,
  dueDate,
});

/** Who is paid (issue #38): the association's name and CNPJ, from the product page's cache. */
function Payee({ hash }: { hash: string }) {
  const { data: product } = usePublicProductQuery(hash);
  if (!product) return null;
  return (
    <p className="purchase-payee">
      Pagamento para <strong>{product.associationName}</strong>
      {product.associationCnpj && <> · CNPJ {formatCnpj(product.associationCnpj)}</>}
    </p>
  );
}

/** The shared checkout, paying the public buyer's item by its reference; no PIN. */
export function ProductCheckout({ pending, buyer, Checkout }: ProductCheckoutProps) {
  useDocumentTitle('Forma de Pagamento');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [pay] = usePayPurchaseMutation();
  const [checkStatus] = usePurchaseTransactionStatusMutation();

  const [snapshot, send] = useMachine(
    checkoutMachine.provide({
      actors: {
        // A refusal the server sent as an HTTP error (404, 409…) is still a refusal with its message.
        createTransaction: fromPromise<PaymentOutcome, PayRequest>(({ input }) =>
          settle(pay({ payment: pending, buyer, request: input, idempotencyKey: newIdempotencyKey() })),
        ),
        checkStatus: fromPromise<TransactionStatus, { gatewayTransactionId: string }>(({ input }) =>
          checkStatus({ payment: pending, gatewayTransactionId: input.gatewayTransactionId }).unwrap(),
        ),
      },
    }),
    { input: { requiresPin: false }, inspect },
  );

  // Paid: a buyer whose purchase made their account enters it; the page then leaves for Home
  // or, for everyone else, "Compra concluída".
  const { account } = pending;
  const finish = useCallback(() => {
    if (account?.kind === 'new') dispatch(loggedIn(account.token));
    dispatch(purchaseCompleted());
  }, [account, dispatch]);

  return (
    <main className="page product-checkout">
      <CheckoutHeader onBack={() => navigate(`/produto/${encodeURIComponent(pending.hash)}`)} />
      <Payee hash={pending.hash} />
      {pending.notice && (
        <p className="purchase-price-notice" role="note">
          {pending.notice}
        </p>
      )}
      <Checkout snapshot={snapshot} send={send} item={itemOf(pending)} onPaidDismissed={finish} />
    </main>
  );
}
