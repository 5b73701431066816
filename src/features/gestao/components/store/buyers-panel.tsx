import type { Buyer, Product } from '../../../../../domain/contract/gestao-store';
import { formatDisplayDate } from '../../../../../domain/dates';
import { BUYER_STATUS_LABEL } from '../../../../../domain/gestao-store-messages';
import { formatBRL, fromCentavos } from '../../../../../domain/money';
import { REFUND_TEXT } from '../../../../../domain/refund-texts';
import { errorMessage } from '../../../../lib/api';
import { settleOutcome } from '../../../../lib/api-result';
import { saveAs, useStaffFileMutation } from '../../staff-files-api';
import { buyersCsvUrl, useBuyersQuery } from '../../store-api';

const cpfMask = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

/** "Pago", or a refund with its amount and day: "Estornado em 29/11/2026 · R$ 65,00" (a part: "Pago · …"). */
function situation(b: Buyer) {
  if (!b.refund) return BUYER_STATUS_LABEL[b.status];
  const line = REFUND_TEXT.line(b.refund);
  return b.status === 'refunded' ? line : `${BUYER_STATUS_LABEL[b.status]} · ${line}`;
}

/** Who bought the product (paid or not), and the same list as a CSV file. */
export function BuyersPanel({ product, onClose }: { product: Product; onClose: () => void }) {
  const { data, isError } = useBuyersQuery(product.id);
  const [fetchFile, csv] = useStaffFileMutation();

  async function exportCsv() {
    // A refusal shows below through the mutation's own state.
    const file = await settleOutcome(fetchFile(buyersCsvUrl(product.id)));
    if (file.ok) saveAs(file.value, `compradores-${product.hash}.csv`);
  }

  return (
    <section className="gestao-card" aria-labelledby="buyers-heading">
      <h2 id="buyers-heading">Compradores de {product.description}</h2>
      <div className="store-actions">
        <button type="button" className="button" onClick={() => void exportCsv()} disabled={csv.isLoading}>
          Exportar CSV
        </button>
        <button type="button" className="button" onClick={onClose}>
          Fechar
        </button>
      </div>
      {csv.isError && <p role="alert">{errorMessage(csv.error)}</p>}
      {isError && <p role="alert">Não foi possível carregar os compradores.</p>}
      {data && data.length === 0 && <p className="muted">Ninguém comprou este produto ainda.</p>}
      {data && data.length > 0 && (
        <div className="gestao-table-wrap">
          <table className="gestao-table">
            <thead>
              <tr>
                <th scope="col">Nome</th>
                <th scope="col">CPF</th>
                <th scope="col">E-mail</th>
                <th scope="col" className="amount">
                  Valor
                </th>
                <th scope="col">Situação</th>
                <th scope="col">Compra</th>
              </tr>
            </thead>
            <tbody>
              {data.map((b) => (
                <tr key={b.itemId}>
                  <td data-label="Nome">{b.memberName}</td>
                  <td data-label="CPF">{cpfMask(b.cpf)}</td>
                  <td data-label="E-mail">{b.email ?? '—'}</td>
                  <td className="amount" data-label="Valor">
                    {formatBRL(fromCentavos(b.amountCentavos))}
                  </td>
                  <td data-label="Situação">{situation(b)}</td>
                  <td data-label="Compra">{formatDisplayDate(new Date(b.createdAt))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
