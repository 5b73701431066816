import { COPY_MESSAGE_MS } from '../../../domain/constants';
import { formatDigitableLine } from '../../../domain/boleto-line';
import { COMMON_MSG, TITLE } from '../../../domain/messages';
import { useAlerts } from '../alerts/alerts-context';

const COPY_FAILED = 'Não foi possível copiar o código. Selecione a linha digitável e copie.';

/**
 * A boleto's digitable line to copy and its slip to open (SPEC §2: 'Acessar Boleto' opens it in a
 * new window): the checkout's boleto step and the item that has one already issued.
 */
export function BoletoActions({ line, hash }: { line: string; hash: string }) {
  const showAlert = useAlerts();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(line.replace(/\D/g, ''));
      await showAlert({
        kind: 'success',
        title: TITLE.success,
        message: COMMON_MSG.copiedToClipboard,
        durationMs: COPY_MESSAGE_MS,
      });
    } catch {
      await showAlert({ kind: 'error', title: TITLE.error, message: COPY_FAILED });
    }
  };
  return (
    <>
      <div className="field">
        <label htmlFor="linha-digitavel">Linha digitável</label>
        <textarea id="linha-digitavel" readOnly rows={2} value={formatDigitableLine(line)} />
      </div>
      <button type="button" className="button button-primary" onClick={() => void copy()}>
        Copiar código
      </button>
      <button
        type="button"
        className="button"
        onClick={() =>
          window.open(`/api/access/acessarBoleto/${encodeURIComponent(hash)}`, '_blank', 'noopener')
        }
      >
        Acessar Boleto
      </button>
    </>
  );
}
