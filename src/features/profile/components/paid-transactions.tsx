import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { TransacaoPaga } from '../../../../domain/contract/profile';
import { formatDisplayDate } from '../../../../domain/dates';
import { formatBRL } from '../../../../domain/money';
import { useProfilePaidTransactionsQuery } from '../api';
import { PROFILE_TEXT } from '../profile-texts';
import { QueryStatus } from './query-status';
import { ReceiptDialog } from './receipt-dialog';

function PaymentItem({ payment, onReceipt }: { payment: TransacaoPaga; onReceipt: () => void }) {
  return (
    <li className="profile-payment">
      <div className="profile-payment-main">
        <span className="profile-item-title">{payment.HISTORICO}</span>
        <span className="muted">{payment.EMITENTE_ML}</span>
        <span className="muted">
          Pago em {formatDisplayDate(payment.DATA_PAGAMENTO)} · {payment.FORMA_PAGAMENTO}
        </span>
      </div>
      <div className="profile-payment-side">
        <span className="profile-payment-value">{formatBRL(payment.VALOR)}</span>
        <button
          type="button"
          className="button button-small"
          aria-label={`Ver recibo de ${payment.HISTORICO}`}
          onClick={onReceipt}
        >
          Ver recibo
        </button>
        <Link
          className="link"
          to={`/documentos/recibo/${encodeURIComponent(payment.ID_ZOOP_TRANSACAO)}`}
          aria-label={`Baixar PDF do recibo de ${payment.HISTORICO}`}
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
  const [receiptOf, setReceiptOf] = useState<TransacaoPaga | null>(null);
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
                key={payment.ID_ZOOP_TRANSACAO}
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
