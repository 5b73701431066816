import { useMachine } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { useStore } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { COMMON_MSG, TITLE } from '../../../../domain/messages';
import type { PaymentOutcome, PayRequest, TransactionStatus } from '../../../../domain/transaction';
import { checkoutMachine } from '../../../../machines/checkout.machine';
import { useAlerts } from '../../../components/alerts/alerts-context';
import { CheckoutHeader } from '../../../components/payment/checkout-header';
import { LoadingScreen } from '../../../components/loading-screen';
import { LoadProblem } from '../../../components/load-problem';
import { api, errorMessage } from '../../../lib/api';
import { settle } from '../../../lib/api-result';
import type { CheckoutComponent } from '../../../lib/checkout-slot';
import { inspect } from '../../../lib/inspect';
import { useAssociationBrandStyle } from '../../../lib/association-brand-api';
import { selectToken } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { transactionWatcher } from '../../../lib/transaction-watcher';
import { useSavedCardsQuery } from '../../../lib/member-data-api';
import { useWalletWithdrawPurchaseMutation } from '../api';
import {
  useWalletCheckTransactionMutation,
  useWalletPayItemsMutation,
  useWalletPendingBoletoMutation,
} from '../payment-api';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { usePaymentTarget } from '../use-payment-target';
import '../wallet.css';
import { PaymentAssociation } from './payment-association';
import { EventPaid } from './event-paid';
import { PaymentPinStep } from './payment-pin-step';
import { useAppDispatch } from '../../../lib/store-hooks';

/** Giving up a store purchase before paying it: it then counts nowhere and is withdrawn. */
const WITHDRAW_PURCHASE = 'Desistir da compra';

/**
 * /pendenciaFormaPagamento?id= (one item) or ?ids= (several chosen in "Em aberto"): the shared
 * checkout (given by src/app), with the member's PIN and saved card.
 */
export function PaymentPage({ Checkout }: { Checkout: CheckoutComponent }) {
  useDocumentTitle('Forma de Pagamento');
  const { id, single, target, problem } = usePaymentTarget();
  const brand = useAssociationBrandStyle(target?.associationId);
  const { data: cards, isLoading: cardsLoading } = useSavedCardsQuery();
  const [pay] = useWalletPayItemsMutation();
  const [check] = useWalletCheckTransactionMutation();
  const [findPendingBoleto] = useWalletPendingBoletoMutation();
  const navigate = useNavigate();
  const arrival = useLocation().state as { fromItem?: boolean; fromStore?: boolean; event?: boolean } | null;
  const event = arrival?.event === true;
  const fromItem = arrival?.fromItem === true;
  const [withdraw, withdrawing] = useWalletWithdrawPurchaseMutation();
  const showAlert = useAlerts();
  const store = useStore<{ session: { token: string | null } }>();
  // The first item leads (?id=, or the first of ?ids=); a set is paid together.
  const itemIds = () => (target && target.itemIds.length > 1 ? target.itemIds : [id ?? 0]);

  const [snapshot, send] = useMachine(
    checkoutMachine.provide({
      actors: {
        createTransaction: fromPromise<PaymentOutcome, PayRequest>(({ input }) =>
          settle(pay({ itemIds: itemIds(), payment: input, idempotencyKey: newIdempotencyKey() })),
        ),
        checkStatus: fromPromise<TransactionStatus, { gatewayTransactionId: string }>(({ input }) =>
          check({ gatewayTransactionId: input.gatewayTransactionId, itemIds: itemIds() }).unwrap(),
        ),
        findPendingBoleto: fromPromise(() => findPendingBoleto(id ?? 0).unwrap()),
        watchTransaction: transactionWatcher(
          (transactionId) => `/api/fluxo/eventos/${encodeURIComponent(transactionId)}`,
          () => selectToken(store.getState()),
        ),
      },
    }),
    // One item's boleto generated before opens again as it was (a set is paid anew each time).
    { input: { requiresPin: true, reopensBoleto: single && id !== null }, inspect },
  );

  // A success pushed by the server arrives without a verificarTransacao, the mutation that
  // invalidates the lists: the payment itself invalidates them.
  const dispatch = useAppDispatch();
  const paid = snapshot.matches('paid');
  const paidIds = target?.itemIds.join(',') ?? '';
  useEffect(() => {
    if (!paid) return;
    const items = paidIds
      .split(',')
      .filter(Boolean)
      .map((itemId) => ({ type: 'Item' as const, id: Number(itemId) }));
    dispatch(
      api.util.invalidateTags([
        ...items,
        { type: 'Item', id: 'LIST' },
        { type: 'Item', id: 'TOTAL' },
        { type: 'Product', id: 'EVERY' },
      ]),
    );
  }, [paid, paidIds, dispatch]);

  const goHome = useCallback(() => navigate('/', { replace: true }), [navigate]);

  // Paid before the member chose a method (another device, the boleto): nothing left to pay.
  const alreadyPaid = Boolean(target?.paid) && snapshot.matches('choosingMethod');
  useEffect(() => {
    if (!alreadyPaid) return;
    void showAlert({
      kind: 'success',
      title: TITLE.success,
      message: COMMON_MSG.alreadyPaid,
    }).then(goHome);
  }, [alreadyPaid, showAlert, goHome]);

  const confirmPin = useCallback((token: string) => send({ type: 'pin.confirmed', token }), [send]);
  const cancelPin = useCallback(() => send({ type: 'pin.cancelled' }), [send]);

  const back = () => {
    if (fromItem) navigate(-1);
    else navigate(`/pendencia?id=${id ?? ''}`, { replace: true });
  };

  const main = cards?.find((card) => card.isMain);
  const amountCentavos = target?.amountCentavos ?? 0;
  const dueDate = target?.dueDate ?? '';

  return (
    <div className={`page payment-page ${brand.className}`} style={brand.style}>
      <CheckoutHeader onBack={back} />
      <main>
        {target && (
          <PaymentAssociation associationId={target.associationId} associationName={target.associationName} />
        )}
        {problem ? (
          <section className="card">
            <LoadProblem what="a pendência" error={problem.error} onRetry={problem.retry} />
          </section>
        ) : !target || cardsLoading || alreadyPaid ? (
          <LoadingScreen />
        ) : event && paid ? (
          // A paid event ends here, pointing to its ticket, instead of the alert that goes home.
          <EventPaid />
        ) : (
          <>
            <Checkout
              snapshot={snapshot}
              send={send}
              item={{
                amountCentavos,
                description: target.description,
                dueDate,
                itemId: single && id !== null ? id : undefined,
              }}
              notes={target.notes}
              savedCard={main ? { id: main.id, brand: main.brand, last4: main.last4 } : null}
              canSaveCard
              pinStep={<PaymentPinStep onConfirmed={confirmPin} onCancel={cancelPin} />}
              onPaidDismissed={goHome}
            />
            {arrival?.fromStore && snapshot.matches('choosingMethod') && (
              <button
                type="button"
                className="button payment-withdraw"
                disabled={withdrawing.isLoading}
                onClick={() =>
                  void withdraw(id ?? 0)
                    .unwrap()
                    .then(
                      () => navigate('/loja', { replace: true }),
                      (error: unknown) =>
                        showAlert({ kind: 'error', title: TITLE.error, message: errorMessage(error) }),
                    )
                }
              >
                {WITHDRAW_PURCHASE}
              </button>
            )}
          </>
        )}
      </main>
    </div>
  );
}
