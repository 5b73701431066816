import { useMachine } from '@xstate/react';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { EfetuarTransacaoResponse, TransactionStatus } from '../../../../domain/contract/fluxo';
import { checkoutMachine, type PayRequest } from '../../../../machines/checkout.machine';
import { toEmitente, type BuyerData, type PendingPayment } from '../../../../machines/purchase-form';
import { CheckoutHeader } from '../../../components/payment/checkout-header';
import { errorMessage } from '../../../lib/api';
import type { CheckoutComponent } from '../../../lib/checkout-slot';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { inspect } from '../../../lib/inspect';
import { loggedIn } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useEfetuarTransacaoDiretaMutation, useVerificarTransacaoDiretaMutation } from '../api';
import { purchaseCompleted } from '../purchase-slice';

interface ProductCheckoutProps {
  pending: PendingPayment;
  buyer: BuyerData;
  Checkout: CheckoutComponent;
}

/** A refusal the server sent as an HTTP error (404, 409…) is still a refusal with its message. */
function asRefusal(error: unknown): EfetuarTransacaoResponse {
  const data = (error as { data?: { MSG?: unknown } } | undefined)?.data;
  if (typeof data?.MSG === 'string') return { RESULTADO: false, MSG: errorMessage(error) };
  throw error;
}

/** The shared checkout, paying the public buyer's item by its reference; no PIN. */
export function ProductCheckout({ pending, buyer, Checkout }: ProductCheckoutProps) {
  useDocumentTitle('Forma de Pagamento');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [efetuar] = useEfetuarTransacaoDiretaMutation();
  const [verificar] = useVerificarTransacaoDiretaMutation();

  const [snapshot, send] = useMachine(
    checkoutMachine.provide({
      actors: {
        createTransaction: fromPromise(({ input }: { input: PayRequest }) =>
          efetuar({
            idempotencyKey: newIdempotencyKey(),
            body: {
              ID_EMITENTE_ML: pending.issuerId,
              ID_FLUXO_DE_CAIXA: pending.itemId,
              TIPO: input.TIPO,
              PARCELAS: input.PARCELAS,
              ...(input.CARTAO && 'NUMERO_CARTAO' in input.CARTAO ? { CARTAO: input.CARTAO } : {}),
              HASH: pending.hash,
              EMITENTE: toEmitente({ ...buyer, senha: '', senhaRepeticao: '' }, false),
              REFERENCIA: pending.reference,
            },
          })
            .unwrap()
            .catch(asRefusal),
        ),
        checkStatus: fromPromise(
          async ({ input }: { input: { id: string } }): Promise<TransactionStatus> =>
            (
              await verificar({
                ID_ZOOP_TRANSACAO: input.id,
                HASH: pending.hash,
                REFERENCIA: pending.reference,
              }).unwrap()
            ).STATUS,
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
      <Checkout snapshot={snapshot} send={send} item={pending} onPaidDismissed={finish} />
    </main>
  );
}
