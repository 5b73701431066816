import { formatBRL } from '../../../domain/money';
import { fromCentavos } from '../../../domain/money';
import { MSG } from '../../../domain/messages';
import type { CheckoutItem } from './checkout-types';

export function CheckoutSummary({ item }: { item: CheckoutItem }) {
  return (
    <section className="card checkout-summary" aria-label="Resumo do pagamento">
      <p className="checkout-amount">{formatBRL(fromCentavos(item.amountCentavos))}</p>
      <p>{item.description || MSG.noDescription}</p>
      <p className="muted">Vencimento: {item.dueDate}</p>
      <p className="muted">{MSG.transactionFeeFree}</p>
    </section>
  );
}
