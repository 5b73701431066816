import { COPY_MESSAGE_MS } from '../../../domain/constants';
import { digitableLineFacts, formatDigitableLine } from '../../../domain/boleto-line';
import { formatDisplayDate, toWireDate } from '../../../domain/dates';
import { COMMON_MSG, TITLE } from '../../../domain/messages';
import { formatBRL, fromCentavos } from '../../../domain/money';
import { useAlerts } from '../../components/alerts/alerts-context';
import { CHECKOUT_TEXT } from './checkout-texts';
import './checkout.css';

interface BoletoPanelProps {
  line: string;
  /** The transaction's public handle: the slip is at /api/access/acessarBoleto/{hash}. */
  hash: string;
  /** The item's due date, DD/MM/YYYY: an overdue item's slip falls due later, and says so. */
  itemDueDate?: string;
  /** One generated before, opened again: the same slip and line. */
  reopened?: boolean;
  onBack: () => void;
}

const COPY_FAILED = 'Não foi possível copiar o código. Selecione a linha digitável e copie.';

/** Step 2: the slip's amount and due date (read from its own line), the line to copy, the slip. */
export function BoletoPanel({ line, hash, itemDueDate, reopened, onBack }: BoletoPanelProps) {
  const showAlert = useAlerts();
  const facts = digitableLineFacts(line, toWireDate(new Date()));
  const slipDue = formatDisplayDate(facts.dueDate);
  const overdueItem = Boolean(itemDueDate) && itemDueDate !== slipDue;

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
    <section className="card boleto-panel" aria-label="Boleto">
      {reopened && <p className="muted">{CHECKOUT_TEXT.boletoReopened}</p>}
      <dl className="boleto-facts">
        <div>
          <dt>Valor</dt>
          <dd>{formatBRL(fromCentavos(facts.amountCentavos))}</dd>
        </div>
        <div>
          <dt>{overdueItem ? 'Pague até' : 'Vencimento'}</dt>
          <dd>{slipDue}</dd>
        </div>
      </dl>
      {overdueItem && (
        <p className="muted">
          Esta pendência venceu em {itemDueDate}. Este boleto pode ser pago até {slipDue}.
        </p>
      )}
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
      <button type="button" className="button" onClick={onBack}>
        Voltar
      </button>
    </section>
  );
}
