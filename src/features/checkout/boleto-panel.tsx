import { digitableLineFacts } from '../../../domain/boleto-line';
import { formatDisplayDate, toWireDate } from '../../../domain/dates';
import { formatBRL, fromCentavos } from '../../../domain/money';
import { BoletoActions } from '../../components/payment/boleto-actions';
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

/** Step 2: the slip's amount and due date (read from its own line), the line to copy, the slip. */
export function BoletoPanel({ line, hash, itemDueDate, reopened, onBack }: BoletoPanelProps) {
  const today = toWireDate(new Date());
  const facts = digitableLineFacts(line, today);
  const slipDue = formatDisplayDate(facts.dueDate);
  const itemDue = itemDueDate ? itemDueDate.split('/').reverse().join('-') : null;
  // The slip falls due on a business day: after the item's own day when that one has passed, or is
  // no business day (a weekend, a holiday, the day a purchase is made).
  const movedDue = itemDue !== null && itemDueDate !== slipDue;
  const overdueItem = movedDue && itemDue < today;

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
      {movedDue && !overdueItem && (
        <p className="muted">Boletos vencem em dia útil: este vence em {slipDue}.</p>
      )}
      <BoletoActions line={line} hash={hash} />
      <button type="button" className="button" onClick={onBack}>
        Voltar
      </button>
    </section>
  );
}
