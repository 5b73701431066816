import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDisplayDate } from '../../../../domain/dates';
import { formatBRL, fromCentavos } from '../../../../domain/money';
import { paidForText } from '../../../../domain/payment-labels';
import { REFUND_TEXT } from '../../../../domain/refund-texts';
import { useProfilePaidTransactionsQuery, type PaidTransaction } from '../paid-transactions-api';
import { PROFILE_TEXT } from '../profile-texts';
import { QueryStatus } from './query-status';
import { ReceiptDialog } from './receipt-dialog';

const brl = (centavos: number) => formatBRL(fromCentavos(centavos));

function PaymentItem({ payment, onReceipt }: { payment: PaidTransaction; onReceipt: () => void }) {
  const paidFor = paidForText(payment);
  return (
    <li className="profile-payment">
      <div className="profile-payment-main">
        <span className="profile-item-title">{paidFor}</span>
        {payment.items.length > 1 && (
          <ul className="profile-payment-items">
            {payment.items.map((item) => (
              <li key={item.itemId}>
                {item.description}: {brl(item.amountCentavos)}
              </li>
            ))}
          </ul>
        )}
        <span className="muted">{payment.associationName}</span>
        <span className="muted">
          Pago em {formatDisplayDate(new Date(payment.paidAt))} · {payment.methodLabel}
        </span>
        {payment.refund && (
          <span className="profile-payment-refund">
            {REFUND_TEXT.line({ ...payment.refund, paidCentavos: payment.amountCentavos })}
          </span>
        )}
      </div>
      <div className="profile-payment-side">
        <span className="profile-payment-value">{brl(payment.amountCentavos)}</span>
        {payment.refund && <span className="badge profile-refund-badge">{REFUND_TEXT.badge}</span>}
        <button
          type="button"
          className="button button-small"
          aria-label={`Ver recibo de ${paidFor}`}
          onClick={onReceipt}
        >
          Ver recibo
        </button>
        <Link
          className="link"
          to={`/documentos/recibo/${encodeURIComponent(payment.gatewayId)}`}
          aria-label={`Baixar PDF do recibo de ${paidFor}`}
        >
          Baixar PDF
        </Link>
      </div>
    </li>
  );
}

/** 'Pagamentos realizados': the member's paid transactions, newest first, each with its receipt. */
export function PaidTransactions() {
  const { data: payments, isLoading, error } = useProfilePaidTransactionsQuery();
  const [receiptOf, setReceiptOf] = useState<PaidTransaction | null>(null);
  return (
    <section className="card" aria-labelledby="pagamentos-title">
      <h2 id="pagamentos-title">Pagamentos realizados</h2>
      {payments ? (
        payments.length === 0 ? (
          <p className="muted">{PROFILE_TEXT.noPayments}</p>
        ) : (
          <ul className="profile-payments">
            {payments.map((payment) => (
              <PaymentItem
                key={payment.gatewayId}
                payment={payment}
                onReceipt={() => setReceiptOf(payment)}
              />
            ))}
          </ul>
        )
      ) : (
        <QueryStatus isLoading={isLoading} error={error} />
      )}
      {receiptOf && <ReceiptDialog payment={receiptOf} onClose={() => setReceiptOf(null)} />}
    </section>
  );
}
