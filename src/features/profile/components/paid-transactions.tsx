import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDisplayDate } from '../../../../domain/dates';
import { formatBRL, fromCentavos } from '../../../../domain/money';
import { useProfilePaidTransactionsQuery, type PaidTransaction } from '../paid-transactions-api';
import { PROFILE_TEXT } from '../profile-texts';
import { QueryStatus } from './query-status';
import { ReceiptDialog } from './receipt-dialog';

function PaymentItem({ payment, onReceipt }: { payment: PaidTransaction; onReceipt: () => void }) {
  return (
    <li className="profile-payment">
      <div className="profile-payment-main">
        <span className="profile-item-title">{payment.description}</span>
        <span className="muted">{payment.issuerName}</span>
        <span className="muted">
          Pago em {formatDisplayDate(new Date(payment.paidAt))} · {payment.methodLabel}
        </span>
      </div>
      <div className="profile-payment-side">
        <span className="profile-payment-value">{formatBRL(fromCentavos(payment.amountCentavos))}</span>
        <button
          type="button"
          className="button button-small"
          aria-label={`Ver recibo de ${payment.description}`}
          onClick={onReceipt}
        >
          Ver recibo
        </button>
        <Link
          className="link"
          to={`/documentos/recibo/${encodeURIComponent(payment.gatewayId)}`}
          aria-label={`Baixar PDF do recibo de ${payment.description}`}
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
