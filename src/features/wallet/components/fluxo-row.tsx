import { Link } from 'react-router-dom';
import type { Fluxo } from '../../../../domain/contract/fluxo';
import { formatDisplayDate } from '../../../../domain/dates';
import { formatBRL } from '../../../../domain/money';
import { StatusBadge } from './status-badge';

export const isPaid = (fluxo: Fluxo) => fluxo.DATA_PAGAMENTO !== '';

/**
 * One cash-flow item: description, issuer, due date and value, with its status badge in the
 * history and among Home's overdue items. A pending item opens its payment.
 */
export function FluxoRow({ fluxo, showStatus = false }: { fluxo: Fluxo; showStatus?: boolean }) {
  const paid = isPaid(fluxo);
  const content = (
    <>
      <span className="fluxo-main">
        <span className="fluxo-title">{fluxo.HISTORICO}</span>
        <span className="fluxo-issuer">{fluxo.EMITENTE_ML}</span>
        <span className="fluxo-due">Vencimento {formatDisplayDate(fluxo.DATA_VENCIMENTO)}</span>
      </span>
      <span className="fluxo-side">
        <span className="fluxo-value">{formatBRL(fluxo.VALOR)}</span>
        {showStatus && <StatusBadge fluxo={fluxo} />}
      </span>
    </>
  );
  return (
    <li className="fluxo-row">
      {paid ? (
        <div className="fluxo-item">{content}</div>
      ) : (
        <Link to={`/pendencia?id=${fluxo.ID_FLUXO_DE_CAIXA}`} className="fluxo-item fluxo-link">
          {content}
        </Link>
      )}
    </li>
  );
}
