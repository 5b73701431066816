import type { GestaoPayment, ReturnTransfer } from '../../../../../domain/contract/gestao-payments';
import { WITHDRAWAL_MSG } from '../../../../../domain/withdrawal-messages';
import { ConfirmModal } from '../../../../components/confirm-modal';
import { settleOutcome } from '../../../../lib/api-result';
import { useMarkReturnedMutation } from '../../payments-api';
import { useStaffSubmission } from '../use-staff-submission';

/**
 * A withdrawn boleto's money in Pagamentos (CDC art. 49): sent by the PSP, returned by staff, or
 * "Devolver por transferência" with the PIX key the buyer gave and why the PSP did not send it.
 */
export function ReturnTransferNote({
  transfer,
  what,
  onMark,
}: {
  transfer: ReturnTransfer;
  /** The payment as its action buttons name it ("Item de Maria"). */
  what: string;
  onMark: () => void;
}) {
  if (transfer.status === 'sent')
    return <span className="payments-return muted">{WITHDRAWAL_MSG.staffUnderWay}</span>;
  if (transfer.status === 'done')
    return <span className="payments-return muted">{WITHDRAWAL_MSG.staffSent}</span>;
  if (transfer.status === 'returned')
    return (
      <span className="payments-return muted">{WITHDRAWAL_MSG.staffReturned(transfer.returnedAt ?? '')}</span>
    );
  return (
    <span className="payments-return payments-return-owed">
      <strong>{WITHDRAWAL_MSG.staffToReturn}</strong>
      <span>
        {WITHDRAWAL_MSG.staffKey}: <span className="payments-return-key">{transfer.key}</span>
      </span>
      {transfer.pspRefusal && <span className="muted">{transfer.pspRefusal}</span>}
      <button
        type="button"
        className="button"
        aria-label={`${WITHDRAWAL_MSG.staffMarkReturned}: ${what}`}
        onClick={onMark}
      >
        {WITHDRAWAL_MSG.staffMarkReturned}
      </button>
    </span>
  );
}

/** "Marcar como devolvido": asks first; confirmed, the key is erased and the note says when. */
export function MarkReturnedDialog({
  payment,
  onClose,
  onReturned,
}: {
  payment: GestaoPayment;
  onClose: () => void;
  onReturned: () => void;
}) {
  const [markReturned] = useMarkReturnedMutation();
  const action = useStaffSubmission<number, ReturnTransfer>({
    check: () => null,
    submit: (paymentId) => settleOutcome(markReturned(paymentId)),
    onDone: () => {
      onReturned();
      onClose();
    },
  });
  const transfer = payment.returnTransfer;
  return (
    <ConfirmModal
      title={WITHDRAWAL_MSG.staffMarkReturned}
      confirmLabel={WITHDRAWAL_MSG.staffMarkReturned}
      busy={action.busy}
      onConfirm={() => action.submit(payment.id)}
      onClose={onClose}
    >
      <p>{WITHDRAWAL_MSG.staffConfirmReturned(transfer?.amountCentavos ?? payment.amountCentavos)}</p>
      {transfer?.key && (
        <p>
          {WITHDRAWAL_MSG.staffKey}: <strong className="payments-return-key">{transfer.key}</strong>
        </p>
      )}
      {action.error && (
        <p role="alert" className="field-error">
          {action.error}
        </p>
      )}
    </ConfirmModal>
  );
}
