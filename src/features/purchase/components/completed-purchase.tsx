import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { formatDisplayDate } from '../../../../domain/dates';
import { formatBRL, fromCentavos } from '../../../../domain/money';
import type { PendingPayment } from '../../../../domain/buyer-form';
import type { ItemInvoice } from '../../../../domain/nfse';
import type { PixKey } from '../../../../domain/pix-key';
import { LoadingScreen } from '../../../components/loading-screen';
import { LoadProblem } from '../../../components/load-problem';
import { retryableLazy } from '../../../lib/retryable-lazy';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { settleOutcome } from '../../../lib/api-result';
import { WithdrawalPanel } from '../../../components/withdrawal-panel';
import {
  useCompletedPurchaseQuery,
  useCompletedPurchaseState,
  useWithdrawPurchaseMutation,
} from '../completed-api';
import { PURCHASE_DONE } from '../purchase-done-texts';
import { PURCHASE_ACCOUNT_OFFER, PURCHASE_ACCOUNT_OFFER_LINK } from '../../../../domain/purchase-messages';
import { KNOWN_CPF_MSG } from '../../../../domain/known-cpf-messages';

// The QR's library comes only with a paid event's ticket, never before "Comprar" (bundle budget).
const TicketCard = retryableLazy(async () => ({
  default: (await import('../../../components/ticket-card')).TicketCard,
}));

const INVOICE_POLL_MS = 5_000;

/**
 * "Compra concluída": what was bought, for how much, how it was paid, its receipt and where the
 * receipt went, and an event's ticket (read from the server by the item's reference, once paid).
 * Every buyer stays here (never the member's Home, issue #38): one whose purchase opened their
 * account (logged in now) gets "Meus ingressos" for an event's ticket; a CPF that already has an
 * account is told to log in; a new CPF is offered an account, optional; a buyer with no CPF
 * (from abroad) is offered neither.
 */
export function CompletedPurchase({
  paid,
}: {
  /** Opened again from the e-mailed link, only the item, the product and the reference are known. */
  paid: Pick<PendingPayment, 'itemId' | 'hash' | 'reference'> &
    Partial<Pick<PendingPayment, 'associationId' | 'account' | 'accountOffer'>>;
}) {
  useDocumentTitle(PURCHASE_DONE.title);
  const { itemId, hash, reference } = paid;
  const { data: cached } = useCompletedPurchaseState({ itemId, hash, reference });
  // While the city hall has not authorized the invoice, the page asks again now and then.
  const { data, error, isError, refetch } = useCompletedPurchaseQuery(
    { itemId, hash, reference },
    {
      pollingInterval: cached?.invoice?.status === 'scheduled' ? INVOICE_POLL_MS : 0,
      skipPollingIfUnfocused: true,
    },
  );
  const [withdrawPurchase] = useWithdrawPurchaseMutation();
  const withdraw = async (refundKey: PixKey | null) => {
    const done = await settleOutcome(
      withdrawPurchase({ itemId, hash, reference, ...(refundKey ? { refundPixKey: refundKey } : {}) }),
    );
    // The ticket is void now: shown so.
    if (done.ok) void refetch();
    return done;
  };
  const opened = paid.account?.kind === 'new';
  const facts: [string, string][] = data
    ? [
        ['Produto', data.description],
        ['Emitente', data.associationName],
        ['Valor', formatBRL(fromCentavos(data.amountCentavos))],
        ['Forma de pagamento', data.paidWith],
        ['Data do pagamento', formatDisplayDate(new Date(data.paidAt))],
      ]
    : [];
  return (
    <main className="page purchase-done">
      <h1>{PURCHASE_DONE.title}</h1>
      {isError ? (
        <section className="card">
          <LoadProblem what="a sua compra" error={error} onRetry={() => void refetch()} />
        </section>
      ) : !data ? (
        <LoadingScreen />
      ) : (
        <>
          {data.ticket && (
            <section className="purchase-done-ticket" aria-label={PURCHASE_DONE.ticket}>
              <Suspense fallback={<LoadingScreen />}>
                <TicketCard ticket={data.ticket} />
              </Suspense>
              <p>{PURCHASE_DONE.ticketSentTo(data.receiptSentTo)}</p>
              {opened && (
                <>
                  <p>{PURCHASE_DONE.accountOpened}</p>
                  <Link className="button button-primary" to="/ingressos">
                    {PURCHASE_DONE.myTickets}
                  </Link>
                </>
              )}
            </section>
          )}
          <section className="card purchase-done-card" aria-label="Sua compra">
            <dl className="purchase-done-facts">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <p>{PURCHASE_DONE.sentTo(data.receiptSentTo)}</p>
            <a
              className="button button-primary"
              href={data.receiptUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {PURCHASE_DONE.receipt}
            </a>
            {data.invoice && <InvoiceLine invoice={data.invoice} />}
            <WithdrawalPanel state={data.withdrawal} withdraw={withdraw} />
            {paid.account?.kind === 'toConfirm' && (
              <>
                <p>{PURCHASE_DONE.accountToConfirm(data.associationName)}</p>
                <Link className="button" to="/login">
                  {PURCHASE_DONE.login}
                </Link>
              </>
            )}
            {!paid.account && paid.accountOffer === 'login' && (
              <>
                <p>{KNOWN_CPF_MSG.hasAccount}</p>
                <Link className="button" to="/login">
                  {PURCHASE_DONE.login}
                </Link>
              </>
            )}
            {!paid.account && paid.accountOffer === 'create' && paid.associationId !== undefined && (
              <p className="purchase-account-offer">
                {PURCHASE_ACCOUNT_OFFER}{' '}
                <Link className="link" to={`/register/${paid.associationId}`}>
                  {PURCHASE_ACCOUNT_OFFER_LINK}
                </Link>
              </p>
            )}
            {opened ? (
              <Link className="link" to="/">
                {PURCHASE_DONE.home}
              </Link>
            ) : (
              <Link className="link" to={`/produto/${encodeURIComponent(hash)}`}>
                {PURCHASE_DONE.backToProduct}
              </Link>
            )}
          </section>
        </>
      )}
    </main>
  );
}

/** The service invoice of the purchase: its PDF once authorized, else what is happening to it. */
function InvoiceLine({ invoice }: { invoice: ItemInvoice }) {
  if (invoice.status === 'authorized' && invoice.pdfUrl)
    return (
      <a className="button" href={invoice.pdfUrl} target="_blank" rel="noopener noreferrer">
        {PURCHASE_DONE.invoiceLink}
      </a>
    );
  const text = {
    scheduled: PURCHASE_DONE.invoiceScheduled,
    authorized: PURCHASE_DONE.invoiceScheduled,
    error: PURCHASE_DONE.invoiceError,
    cancelled: PURCHASE_DONE.invoiceCancelled,
  }[invoice.status];
  return <p role="status">{text}</p>;
}
