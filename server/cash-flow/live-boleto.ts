import { sql } from 'drizzle-orm';
import { paymentMethods } from '../../domain/payment-methods';
import { cashFlowItems, transactionItems, transactions } from '../db/schema';

/**
 * The amounts of an unpaid item's own boletos that can still be paid (pending, due today or later,
 * for this item alone), SQL null once it is paid: the item's screen shows such a boleto when it is
 * for today's amount (livePending), and its rows say "Boleto emitido" on the same terms.
 */
export const liveBoletoCentavos = () => sql<
  number[] | null
>`case when ${cashFlowItems.paidAt} is null then array(
  select ${transactions.amountCentavos} from ${transactions}
  where ${transactions.itemId} = ${cashFlowItems.id}
    and ${transactions.method} = ${paymentMethods.boleto.wire}
    and ${transactions.status} = 'pending'
    and ${transactions.gatewayId} is not null
    and ${transactions.boletoDueDate} >= (now() at time zone 'America/Sao_Paulo')::date
    and not exists (select 1 from ${transactionItems}
      where ${transactionItems.transactionId} = ${transactions.id})) end`;

/** Whether one of those boletos is for what the item costs today. */
export const boletoIssuedFor = (liveBoletos: readonly number[] | null, todayCentavos: number) =>
  liveBoletos?.includes(todayCentavos) ?? false;
