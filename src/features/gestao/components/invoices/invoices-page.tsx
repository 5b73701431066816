import type { InvoiceEntry } from '../../../../../domain/contract/gestao-invoices';
import { formatDisplayDate } from '../../../../../domain/dates';
import { formatBRL, fromCentavos } from '../../../../../domain/money';
import { INVOICE_LINK_TEXT, INVOICE_STATUS_LABEL } from '../../../../../domain/nfse';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useInvoicesQuery } from '../../invoices-api';
import { TableRegion } from '../table-region';
import { TaxRegimeForm } from './tax-regime-form';
import { LoadProblem } from '../../../../components/load-problem';

function Status({ invoice }: { invoice: InvoiceEntry }) {
  const label = INVOICE_STATUS_LABEL[invoice.status];
  if (invoice.status !== 'error') return <>{label}</>;
  return (
    <>
      <strong>{label}</strong>: {invoice.errorReason}
    </>
  );
}

/** Notas fiscais: each service invoice (NFS-e) of a paid product, its status and its PDF. */
export default function InvoicesPage() {
  useDocumentTitle('Notas fiscais');
  const { data, isError, error, refetch } = useInvoicesQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <section>
      <h1>Notas fiscais</h1>
      <p className="muted">
        Notas fiscais de serviço dos produtos marcados com “Emitir nota fiscal de serviço” em Loja e produtos,
        agendadas quando o pagamento é confirmado.
      </p>
      <TaxRegimeForm />
      <button type="button" className="button" onClick={() => void refetch()}>
        Atualizar
      </button>
      {isError && <LoadProblem what="as notas fiscais" error={error} onRetry={() => void refetch()} />}
      {data && data.length === 0 && <p className="muted">Nenhuma nota fiscal ainda.</p>}
      {data && data.length > 0 && (
        <TableRegion label="Notas fiscais">
          <table className="gestao-table">
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">Comprador</th>
                <th scope="col">Produto</th>
                <th scope="col" className="amount">
                  Valor
                </th>
                <th scope="col">Situação</th>
                <th scope="col">Nota</th>
              </tr>
            </thead>
            <tbody>
              {data.map((invoice) => (
                <tr key={invoice.id}>
                  <td data-label="Data">{formatDisplayDate(new Date(invoice.createdAt))}</td>
                  <td data-label="Comprador">{invoice.buyerName}</td>
                  <td data-label="Produto">{invoice.product}</td>
                  <td className="amount" data-label="Valor">
                    {formatBRL(fromCentavos(invoice.valueCentavos))}
                  </td>
                  <td data-label="Situação">
                    <Status invoice={invoice} />
                  </td>
                  <td data-label="Nota">
                    {invoice.pdfUrl ? (
                      <a
                        href={invoice.pdfUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`${INVOICE_LINK_TEXT} nº ${invoice.number ?? ''} de ${invoice.buyerName}`}
                      >
                        {INVOICE_LINK_TEXT}
                        {invoice.number ? ` nº ${invoice.number}` : ''}
                      </a>
                    ) : (
                      <span className="muted">—</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  );
}
