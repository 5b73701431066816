import type { TransacaoPaga } from '../../../../domain/contract/profile';
import { Modal } from '../../../components/modal';
import { useProfileReceiptQuery } from '../api';
import { PROFILE_TEXT } from '../profile-texts';
import { QueryStatus } from './query-status';

/**
 * The receipt in a dialog. The page comes from the API with the token, so it is shown through
 * srcdoc in an iframe sandboxed with no permissions: no script, no forms, an opaque origin.
 */
export function ReceiptDialog({ payment, onClose }: { payment: TransacaoPaga; onClose: () => void }) {
  const { data: html, isLoading, error } = useProfileReceiptQuery(payment.ID_ZOOP_TRANSACAO);
  return (
    <Modal title={PROFILE_TEXT.receiptTitle} onClose={onClose} className="profile-receipt-dialog">
      {html !== undefined ? (
        <iframe
          className="profile-receipt-frame"
          title={`Recibo de ${payment.HISTORICO}`}
          sandbox=""
          srcDoc={html}
        />
      ) : (
        <QueryStatus isLoading={isLoading} error={error} />
      )}
      <div className="modal-actions">
        <button type="button" className="button button-primary" onClick={onClose}>
          Fechar
        </button>
      </div>
    </Modal>
  );
}
