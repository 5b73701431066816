import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import {
  productReviewMachine,
  type AcquireAnswer,
  type AcquireRequest,
} from '../../../../machines/product-review.machine';
import { useErrorAlert } from '../../../components/alerts/use-error-alert';
import { settle } from '../../../lib/api-result';
import { inspect } from '../../../lib/inspect';
import { useStoreCreateItemMutation, type StoreProductDetail } from '../api';
import { ReceiptFields } from './receipt-fields';

/** The receipt details and "Continuar para o pagamento", which opens the wallet's payment screen. */
export function ReviewForm({ product }: { product: StoreProductDetail }) {
  const [createItem] = useStoreCreateItemMutation();
  const navigate = useNavigate();
  const [snapshot, send] = useMachine(
    productReviewMachine.provide({
      actors: {
        createItem: fromPromise<AcquireAnswer, AcquireRequest>(({ input }) => settle(createItem(input))),
      },
    }),
    { input: { productId: product.id }, inspect },
  );
  const { companyName, cnpj, error, itemId } = snapshot.context;

  useErrorAlert(error, () => send({ type: 'error.dismissed' }));

  const done = snapshot.matches('done');
  useEffect(() => {
    // From the store the member may still give up ("Desistir") before paying.
    if (done && itemId !== null)
      navigate(`/pendenciaFormaPagamento?id=${itemId}`, {
        state: { fromStore: true, event: product.isEvent },
      });
  }, [done, itemId, navigate, product.isEvent]);

  const busy = snapshot.hasTag('busy');
  return (
    <form
      className="review-form"
      aria-label="Dados da compra"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'payment.requested' });
      }}
    >
      <ReceiptFields
        companyName={companyName}
        cnpj={cnpj}
        onCompanyNameChange={(value) => send({ type: 'companyName.changed', value })}
        onCnpjChange={(value) => send({ type: 'cnpj.changed', value })}
        onCnpjBlur={() => send({ type: 'cnpj.blurred' })}
      />
      <button type="submit" className="button button-primary review-submit" disabled={busy} aria-busy={busy}>
        Continuar para o pagamento
      </button>
    </form>
  );
}
