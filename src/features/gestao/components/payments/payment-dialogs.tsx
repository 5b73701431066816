import { useId, useState } from 'react';
import type { BackOfficePayment } from '../../../../../domain/contract/gestao-payments';
import { formatBRL, fromCentavos } from '../../../../../domain/money';
import { Modal } from '../../../../components/modal';
import { errorMessage } from '../../../../lib/api';
import { usePaymentReceiptQuery, useRefundPaymentMutation } from '../../payments-api';

/** The receipt the member got, in a sandboxed iframe (no script, no forms, an opaque origin). */
export function PaymentReceiptDialog({
  payment,
  onClose,
}: {
  payment: BackOfficePayment;
  onClose: () => void;
}) {
  const { data: html, error } = usePaymentReceiptQuery(payment.id);
  return (
    <Modal title="Recibo" onClose={onClose} className="payments-receipt-dialog">
      {html !== undefined && (
        <iframe
          className="payments-receipt-frame"
          title={`Recibo de ${payment.itemDescription}`}
          sandbox=""
          srcDoc={html}
        />
      )}
      {error && (
        <p role="alert" className="field-error">
          {errorMessage(error)}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="button button-primary" onClick={onClose}>
          Fechar
        </button>
      </div>
    </Modal>
  );
}

/** Estornar: the gateway gives the money back; staff choose whether the item is charged again. */
export function RefundDialog({ payment, onClose }: { payment: BackOfficePayment; onClose: () => void }) {
  const [refund, { isLoading }] = useRefundPaymentMutation();
  const [reopenItem, setReopenItem] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function confirm() {
    setError(null);
    const result = await refund({ paymentId: payment.id, reopenItem });
    if ('error' in result) return setError(errorMessage(result.error));
    onClose();
  }

  return (
    <Modal title="Estornar pagamento" onClose={onClose}>
      <p>
        Estornar {formatBRL(fromCentavos(payment.amountCentavos))} de <strong>{payment.memberName}</strong> (
        {payment.itemDescription})? O valor volta ao pagador pelo gateway.
      </p>
      <div className="field">
        <label htmlFor={id} className="payments-check">
          <input
            id={id}
            type="checkbox"
            checked={reopenItem}
            onChange={(e) => setReopenItem(e.target.checked)}
          />
          Reabrir o item para nova cobrança
        </label>
      </div>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="button" onClick={onClose}>
          Voltar
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={isLoading}
          onClick={() => void confirm()}
        >
          Confirmar estorno
        </button>
      </div>
    </Modal>
  );
}
