import { lazy, Suspense } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { formatDisplayDate } from '../../../../domain/dates';
import { formatBRL, fromCentavos } from '../../../../domain/money';
import type { PendingPayment } from '../../../../domain/buyer-form';
import { LoadingScreen } from '../../../components/loading-screen';
import { LoadProblem } from '../../../components/load-problem';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCompletedPurchaseQuery } from '../completed-api';
import { PURCHASE_DONE } from '../purchase-done-texts';

// The QR's library comes only with a paid event's ticket, never before "Comprar" (bundle budget).
const TicketCard = lazy(() =>
  import('../../../components/ticket-card').then((m) => ({ default: m.TicketCard })),
);

/**
 * "Compra concluída": what was bought, for how much, how it was paid, its receipt and where the
 * receipt went, and an event's ticket (read from the server by the item's reference, once paid).
 * A buyer whose purchase opened their account (logged in now) sees it for an event's ticket, with
 * "Meus ingressos"; for anything else they go Home.
 */
export function CompletedPurchase({ paid }: { paid: PendingPayment }) {
  useDocumentTitle(PURCHASE_DONE.title);
  const { itemId, hash, reference } = paid;
  const { data, error, isError, refetch } = useCompletedPurchaseQuery({ itemId, hash, reference });
  const opened = paid.account?.kind === 'new';
  // A new account is logged in: Home, unless there is an event's ticket to show first.
  if (opened && data && !data.ticket) return <Navigate to="/" replace />;
  const facts: [string, string][] = data
    ? [
        ['Produto', data.description],
        ['Emitente', data.issuerName],
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
            {paid.account?.kind === 'toConfirm' && (
              <>
                <p>{PURCHASE_DONE.accountToConfirm(data.issuerName)}</p>
                <Link className="button" to="/login">
                  {PURCHASE_DONE.login}
                </Link>
              </>
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
