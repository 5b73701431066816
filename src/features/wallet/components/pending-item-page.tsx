import { Link } from 'react-router-dom';
import { formatDisplayDate } from '../../../../domain/dates';
import { formatBRL, fromCentavos } from '../../../../domain/money';
import { LoadingScreen } from '../../../components/loading-screen';
import { LoadProblem } from '../../../components/load-problem';
import { useAssociationBrandStyle } from '../../../lib/association-brand-api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { priceNotes, priceOfItem } from '../price-notes';
import { usePendingItem } from '../use-pending-item';
import '../wallet.css';
import { isPaid } from './item-row';
import { IssuedBoleto } from './issued-boleto';
import { PageHeader } from './page-header';
import { PaymentAssociation } from './payment-association';
import { StatusBadge } from './status-badge';

/** /pendencia?id=: the item's details and Pagar. */
export function PendingItemPage() {
  useDocumentTitle('Pendência');
  const { item, problem } = usePendingItem();
  const brand = useAssociationBrandStyle(item?.associationId);
  return (
    <div className={`page ${brand.className}`} style={brand.style}>
      <PageHeader title="Pendência" />
      <main>
        {item && (
          <PaymentAssociation associationId={item.associationId} associationName={item.associationName} />
        )}
        {problem ? (
          <section className="card">
            <LoadProblem what="a pendência" error={problem.error} onRetry={problem.retry} />
          </section>
        ) : !item ? (
          <LoadingScreen />
        ) : (
          <section className="card item-details" aria-labelledby="item-title">
            <h2 id="item-title">{item.description}</h2>
            <dl className="details">
              <div>
                <dt>Emitente</dt>
                <dd>{item.associationName}</dd>
              </div>
              <div>
                <dt>Vencimento</dt>
                <dd>{formatDisplayDate(item.dueAt)}</dd>
              </div>
              <div>
                <dt>Valor</dt>
                <dd className="item-value">{formatBRL(fromCentavos(item.amountCentavos))}</dd>
              </div>
              <div>
                <dt>Situação</dt>
                <dd>
                  {item.paidAt !== null ? (
                    `Pago em ${formatDisplayDate(item.paidAt)}`
                  ) : (
                    <StatusBadge item={item} />
                  )}
                </dd>
              </div>
            </dl>
            {!isPaid(item) &&
              priceNotes(priceOfItem(item)).map((note) => (
                <p key={note} className="price-note">
                  {note}
                </p>
              ))}
            {!isPaid(item) && (
              <Link
                to={`/pendenciaFormaPagamento?id=${item.id}`}
                state={{ fromItem: true }}
                className="button button-primary"
              >
                Pagar
              </Link>
            )}
          </section>
        )}
        {item && !isPaid(item) && <IssuedBoleto itemId={item.id} />}
      </main>
    </div>
  );
}
