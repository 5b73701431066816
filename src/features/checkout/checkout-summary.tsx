import { formatBRL } from '../../../domain/money';
import { fromCentavos } from '../../../domain/money';
import { COMMON_MSG } from '../../../domain/messages';
import type { CheckoutItem } from '../../lib/checkout-slot';

/** `notes`: what makes up the amount (an early price's last day, fine and interest, each item of a set). */
export function CheckoutSummary({ item, notes = [] }: { item: CheckoutItem; notes?: readonly string[] }) {
  return (
    <section className="card checkout-summary" aria-label="Resumo do pagamento">
      <p className="checkout-amount">{formatBRL(fromCentavos(item.amountCentavos))}</p>
      <p>{item.description || COMMON_MSG.noDescription}</p>
      <p className="muted">Vencimento: {item.dueDate}</p>
      {notes.map((note) => (
        <p key={note} className="price-note">
          {note}
        </p>
      ))}
      <p className="muted">{COMMON_MSG.transactionFeeFree}</p>
    </section>
  );
}
