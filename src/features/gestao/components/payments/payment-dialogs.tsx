import { useId, useRef } from 'react';
import {
  PAYMENT_MSG,
  type GestaoPayment,
  type RefundDone,
} from '../../../../../domain/contract/gestao-payments';
import { centavosToInput, parseReaisInput } from '../../../../../domain/gestao-money-input';
import { formatBRL, fromCentavos } from '../../../../../domain/money';
import { paidForText } from '../../../../../domain/payment-labels';
import { ConfirmModal } from '../../../../components/confirm-modal';
import { Modal } from '../../../../components/modal';
import { errorMessage } from '../../../../lib/api';
import { settleOutcome } from '../../../../lib/api-result';
import { usePaymentReceiptQuery, useRefundPaymentMutation } from '../../payments-api';
import { useDraft } from '../../../../lib/use-draft';
import { StaffFileButton } from '../staff-file-button';
import { useStaffSubmission } from '../use-staff-submission';

/** The centavos typed to refund, or null when it is no positive amount. */
function refundAmountOf(amount: string): number | null {
  const centavos = parseReaisInput(amount);
  return centavos === null || centavos <= 0 ? null : centavos;
}

/**
 * The receipt the member got, in an iframe sandboxed without scripts or forms; "Imprimir" prints
 * the frame alone (the sandbox keeps its origin and modals for that), "Baixar PDF" saves the
 * member's PDF of it.
 */
export function PaymentReceiptDialog({ payment, onClose }: { payment: GestaoPayment; onClose: () => void }) {
  const { data: html, error } = usePaymentReceiptQuery(payment.id);
  const frame = useRef<HTMLIFrameElement>(null);
  const title = `Recibo de ${paidForText({ description: payment.itemDescription, items: payment.items })}`;
  return (
    <Modal title="Recibo" onClose={onClose} className="payments-receipt-dialog">
      {html !== undefined && (
        <iframe
          ref={frame}
          className="payments-receipt-frame"
          title={title}
          sandbox="allow-same-origin allow-modals"
          srcDoc={html}
        />
      )}
      {error && (
        <p role="alert" className="field-error">
          {errorMessage(error)}
        </p>
      )}
      <div className="modal-actions">
        <button
          type="button"
          className="button"
          disabled={html === undefined}
          onClick={() => frame.current?.contentWindow?.print()}
        >
          Imprimir
        </button>
        <StaffFileButton
          url={`gestao/payments/${payment.id}/receipt.pdf`}
          fileName={`recibo-${payment.id}.pdf`}
          label="Baixar PDF"
          busyLabel="Baixando…"
        />
        <button type="button" className="button button-primary" onClick={onClose}>
          Fechar
        </button>
      </div>
    </Modal>
  );
}

/**
 * Estornar: the gateway gives the money back, all of it or the part staff type; staff choose
 * whether the items it paid are charged again (the server splits a part across them).
 */
export function RefundDialog({
  payment,
  onClose,
  onRefunded,
}: {
  payment: GestaoPayment;
  onClose: () => void;
  /** After the gateway gave it back: what went back, for "Estorno realizado". */
  onRefunded: (done: RefundDone) => void;
}) {
  const [refund] = useRefundPaymentMutation();
  const { draft, field } = useDraft(() => ({
    amount: centavosToInput(payment.amountCentavos),
    reopenItem: true,
  }));
  const { amount, reopenItem } = draft;
  const action = useStaffSubmission<typeof draft, RefundDone>({
    check: (values) => (refundAmountOf(values.amount) === null ? PAYMENT_MSG.refundAmountInvalid : null),
    submit: (values) => {
      const amountCentavos = refundAmountOf(values.amount)!;
      const part = amountCentavos === payment.amountCentavos ? {} : { amountCentavos };
      return settleOutcome(refund({ paymentId: payment.id, reopenItem: values.reopenItem, ...part }));
    },
    onDone: (done) => {
      onRefunded(done);
      onClose();
    },
  });
  const error = action.error;
  const id = useId();

  return (
    <ConfirmModal
      title="Estornar pagamento"
      confirmLabel="Confirmar estorno"
      busy={action.busy}
      onConfirm={() => action.submit(draft)}
      onClose={onClose}
    >
      <p>
        Estornar {formatBRL(fromCentavos(payment.amountCentavos))} de <strong>{payment.memberName}</strong> (
        {payment.itemDescription})? O valor é devolvido ao pagador pelo mesmo meio em que pagou.
      </p>
      <div className="field">
        <label htmlFor={`${id}-amount`}>Valor a estornar (R$)</label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          value={amount}
          aria-describedby={`${id}-amount-hint`}
          onChange={(e) => field('amount')(e.target.value)}
        />
        <p id={`${id}-amount-hint`} className="payments-hint">
          {PAYMENT_MSG.refundPartHint}
        </p>
      </div>
      <div className="field">
        <label htmlFor={id} className="payments-check">
          <input
            id={id}
            type="checkbox"
            checked={reopenItem}
            onChange={(e) => field('reopenItem')(e.target.checked)}
          />
          Reabrir o item para nova cobrança
        </label>
      </div>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
    </ConfirmModal>
  );
}
