import { TITLE } from '../../../../domain/messages';
import { paidForText } from '../../../../domain/payment-labels';
import { useAlerts } from '../../../components/alerts/alerts-context';
import { Modal } from '../../../components/modal';
import { useProfileReceiptQuery, type PaidTransaction } from '../paid-transactions-api';
import { PROFILE_TEXT } from '../profile-texts';
import { selectToken } from '../../../lib/session';
import { canShare, receiptPdf, saveFile, shareFile } from '../receipt-file';
import { QueryStatus } from './query-status';
import { useAppSelector } from '../../../lib/store-hooks';

const RECEIPT_FAILED = 'Não foi possível obter o PDF do recibo. Tente novamente.';

/**
 * The receipt in a dialog. The page comes from the API with the token, so it is shown through
 * srcdoc in an iframe sandboxed with no permissions: no script, no forms, an opaque origin.
 * Baixar saves its PDF; Compartilhar (where the browser has Web Share) hands the PDF on.
 */
export function ReceiptDialog({ payment, onClose }: { payment: PaidTransaction; onClose: () => void }) {
  const { data: html, isLoading, error } = useProfileReceiptQuery(payment.gatewayId);
  const token = useAppSelector(selectToken);
  const showAlert = useAlerts();
  const title = `Recibo de ${paidForText(payment)}`;

  const withPdf = (handOn: (file: File) => void | Promise<void>) => async () => {
    try {
      await handOn(await receiptPdf(payment.gatewayId, token));
    } catch (failure) {
      // Closing the share sheet is not a failure.
      if ((failure as Error).name === 'AbortError') return;
      await showAlert({ kind: 'error', title: TITLE.error, message: RECEIPT_FAILED });
    }
  };
  return (
    <Modal title={PROFILE_TEXT.receiptTitle} onClose={onClose} className="profile-receipt-dialog">
      {html !== undefined ? (
        <iframe className="profile-receipt-frame" title={title} sandbox="" srcDoc={html} />
      ) : (
        <QueryStatus isLoading={isLoading} error={error} />
      )}
      <div className="modal-actions">
        <button type="button" className="button" onClick={() => void withPdf(saveFile)()}>
          Baixar
        </button>
        {canShare() && (
          <button
            type="button"
            className="button"
            onClick={() => void withPdf((file) => shareFile(file, title))()}
          >
            Compartilhar
          </button>
        )}
        <button type="button" className="button button-primary" onClick={onClose}>
          Fechar
        </button>
      </div>
    </Modal>
  );
}
