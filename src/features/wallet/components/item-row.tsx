import { Link } from 'react-router-dom';
import { formatDisplayDate } from '../../../../domain/dates';
import { formatBRL, fromCentavos } from '../../../../domain/money';
import { REFUND_BADGE, refundLine } from '../../../../domain/refund-line';
import { WALLET_TEXT } from '../wallet-texts';
import type { Item } from '../wallet-types';
import { StatusBadge } from './status-badge';

export const isPaid = (item: Item) => item.paidAt !== null;

/**
 * One cash-flow item: description, association, due date (and payment date) and value, with its status badge in the
 * history and among Home's overdue items. A pending item opens its payment.
 */
export function ItemRow({ item, showStatus = false }: { item: Item; showStatus?: boolean }) {
  const paid = isPaid(item);
  const content = (
    <>
      <span className="fluxo-main">
        <span className="fluxo-title">{item.description}</span>
        <span className="fluxo-association">{item.associationName}</span>
        <span className="fluxo-due">Vencimento {formatDisplayDate(item.dueAt)}</span>
        {item.paidAt && <span className="fluxo-due">Pago em {formatDisplayDate(item.paidAt)}</span>}
        {item.refund && <span className="fluxo-refund">{refundLine(item.refund)}</span>}
      </span>
      <span className="fluxo-side">
        <span className="fluxo-value">{formatBRL(fromCentavos(item.amountCentavos))}</span>
        {showStatus && <StatusBadge item={item} />}
        {item.refund && <span className="badge badge-refund">{REFUND_BADGE}</span>}
        {!paid && item.boletoIssued && (
          <span className="badge badge-main">{WALLET_TEXT.issuedBoletoTitle}</span>
        )}
      </span>
    </>
  );
  return (
    <li className="fluxo-row">
      {paid ? (
        <div className="fluxo-item">{content}</div>
      ) : (
        <Link to={`/pendencia?id=${item.id}`} className="fluxo-item fluxo-link">
          {content}
        </Link>
      )}
    </li>
  );
}
