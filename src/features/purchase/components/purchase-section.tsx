import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { COMMON_MSG, TITLE } from '../../../../domain/messages';
import type { BuyerField, PurchaseItemRequest, PurchaseOrder } from '../../../../domain/buyer-form';
import { succeeded, type Outcome } from '../../../../domain/outcome';
import {
  asksPassword,
  knownCpf,
  purchaseMachine,
  type CpfStanding,
  type CpfStandingQuery,
} from '../../../../machines/purchase.machine';
import { useAlerts } from '../../../components/alerts/alerts-context';
import { whenIdle } from '../../../lib/after-paint';
import { settle } from '../../../lib/api-result';
import { inspect } from '../../../lib/inspect';
import { useLazyCepAddressQuery } from '../../../lib/member-data-api';
import { purchaseStarted, selectBuyer, selectPendingPayment } from '../purchase-slice';
import type { PublicProduct } from '../purchase-types';
import { usePurchaseNotices } from '../use-purchase-notices';
import { BuyerForm } from './buyer-form';
import { CategoryField } from './category-field';
import { useAppDispatch, useAppSelector } from '../../../lib/store-hooks';

/**
 * The purchase's calls and their wire code are not needed to see the form or press Comprar: they
 * arrive with the first call, or once the browser is idle, whichever comes first.
 */
const purchaseCalls = () =>
  Promise.all([import('../purchase-api'), import('../../../lib/cpf-lookup-api')]).then(([purchase, cpf]) => ({
    ...purchase.buyerPurchaseApi.endpoints,
    ...cpf.cpfLookupApi.endpoints,
  }));

/** A call's outcome; its entry (the buyer form, the password) does not stay in the store. */
async function outcomeOf<T>(call: { unwrap(): Promise<T>; reset(): void }) {
  const outcome = await settle(call);
  call.reset();
  return outcome;
}

/**
 * The purchase part of the product page: category and price, then (while the product sells) the
 * buyer form and Comprar, driven by the purchase machine. Loaded apart from the page's first paint.
 */
export function PurchaseSection({ product }: { product: PublicProduct }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const showAlert = useAlerts();
  const buyer = useAppSelector(selectBuyer);
  const previous = useAppSelector(selectPendingPayment);
  const [findAddress] = useLazyCepAddressQuery();
  useEffect(() => void whenIdle(2_000).then(purchaseCalls), []);

  const [state, send] = useMachine(
    purchaseMachine.provide({
      actors: {
        checkRegistration: fromPromise<Outcome<CpfStanding>, CpfStandingQuery>(async ({ input }) =>
          outcomeOf(dispatch((await purchaseCalls()).lookUpCpf.initiate(input))),
        ),
        findAddress: fromPromise(async ({ input }: { input: { cep: string } }) => {
          const found = await settle(findAddress(input.cep, true));
          return 'ok' in found ? found : succeeded(found);
        }),
        createPurchase: fromPromise(async ({ input }: { input: PurchaseOrder }) =>
          outcomeOf(dispatch((await purchaseCalls()).createPurchase.initiate(input))),
        ),
        fetchItem: fromPromise(async ({ input }: { input: PurchaseItemRequest }) =>
          outcomeOf(dispatch((await purchaseCalls()).purchaseItem.initiate(input))),
        ),
      },
    }),
    {
      input: {
        product: {
          hash: product.hash,
          associationId: product.associationId,
          categories: product.categories.map((c) => c.id),
        },
        buyer: buyer ?? null,
      },
      inspect,
    },
  );
  const { form, notice } = state.context;
  usePurchaseNotices(notice, send);

  const outcome =
    state.status === 'done' ? (state.matches('alreadyPaid') ? 'alreadyPaid' : 'toCheckout') : null;
  // The page stays on view while the checkout's code arrives (navigations are transitions): what
  // the purchase ended in is acted on once, not again at each re-render it causes.
  const handled = useRef<typeof outcome>(null);
  useEffect(() => {
    if (!outcome || handled.current === outcome) return;
    handled.current = outcome;
    if (outcome === 'alreadyPaid') {
      // Open until dismissed: it says where the buyer goes next, and goes there when read.
      void showAlert({
        kind: 'success',
        title: TITLE.success,
        message: COMMON_MSG.alreadyPaid,
      }).then(() => navigate('/'));
    } else if (outcome === 'toCheckout' && state.output) {
      const { pending, buyer: data } = state.output;
      // Back from the checkout, Comprar again finds the account it made and opens none: it stays.
      const account = pending.account ?? (buyer?.cpf === data.cpf ? previous?.account : null);
      dispatch(purchaseStarted({ buyer: data, pending: { ...pending, account } }));
      navigate(`/produtoCheckout/${encodeURIComponent(product.hash)}`);
    }
  }, [outcome, state.output, buyer, previous, dispatch, navigate, showAlert, product.hash]);

  const change = useCallback(
    (field: BuyerField, value: string) => send({ type: 'field.changed', field, value }),
    [send],
  );

  return (
    <section className="card purchase-section" aria-label="Compra">
      <CategoryField
        categories={product.categories}
        value={form.categoryId}
        onChange={(v) => change('categoryId', v)}
      />
      {product.available && (
        <BuyerForm
          form={form}
          change={change}
          asksPassword={asksPassword(state.context)}
          knownCpf={knownCpf(state.context)}
          busy={state.hasTag('busy')}
          onCpfBlur={() => send({ type: 'cpf.blurred' })}
          onCnpjBlur={() => send({ type: 'cnpj.blurred' })}
          onSubmit={() => send({ type: 'purchase.submitted' })}
        />
      )}
    </section>
  );
}
