import { COPY_MESSAGE_MS } from '../../../domain/constants';
import { COMMON_MSG, pixCountdown, TITLE } from '../../../domain/messages';
import { useAlerts } from '../../components/alerts/alerts-context';
import { PixQrCode } from '../../components/pix-qr-code';

interface PixPanelProps {
  payload: string;
  secondsLeft: number;
}

export function PixPanel({ payload, secondsLeft }: PixPanelProps) {
  const showAlert = useAlerts();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(payload);
      await showAlert({
        kind: 'success',
        title: TITLE.success,
        message: COMMON_MSG.pixCopied,
        durationMs: COPY_MESSAGE_MS,
      });
    } catch {
      await showAlert({ kind: 'error', title: TITLE.error, message: COMMON_MSG.pixCopyFailed });
    }
  };
  return (
    <section className="card pix-panel" aria-label="PIX">
      <PixQrCode payload={payload} />
      <div className="field">
        <label htmlFor="pix-copia-e-cola">Código PIX</label>
        <textarea id="pix-copia-e-cola" readOnly rows={4} value={payload} />
      </div>
      <button type="button" className="button button-primary" onClick={() => void copy()}>
        PIX Copia e Cola
      </button>
      <p className="pix-countdown" role="timer">
        {pixCountdown(secondsLeft)}
      </p>
    </section>
  );
}
