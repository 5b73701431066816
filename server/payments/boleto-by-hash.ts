import { and, eq, sql } from 'drizzle-orm';
import { MAX_LATE_FINE_BPS } from '../../domain/dues-pricing';
import type { Db } from '../db/client';
import { cashFlowItems, associations, members, transactionItems, transactions } from '../db/schema';
import type { BoletoSlip } from './boleto-slip';
import { payerNameColumn } from './payer-name';

/** Whether the payment holds a purchase (its own item, or one of its set): a purchase has no fine nor interest. */
const holdsPurchase = sql<boolean>`(${cashFlowItems.kind} = 'product' or exists (
  select 1 from ${transactionItems} join ${cashFlowItems} as set_item on set_item.id = ${transactionItems.itemId}
  where ${transactionItems.transactionId} = ${transactions.id} and set_item.kind = 'product'))`;

/**
 * What the slip shows, by the transaction's unguessable access hash; only a boleto with its
 * barcode. `pspSlipUrl`: the PSP's own slip (https only), which is the one the bank registered. Its post-due rules are the association's (dues and annuities; none for a purchase).
 */
export async function findBoletoSlip(
  db: Db,
  accessHash: string,
): Promise<(Omit<BoletoSlip, 'sandbox'> & { pspSlipUrl: string | null }) | undefined> {
  const [row] = await db
    .select({
      barcode: transactions.boletoBarcode,
      dueDate: transactions.boletoDueDate,
      amountCentavos: transactions.amountCentavos,
      status: transactions.status,
      pixBrCode: transactions.pixPayload,
      pspSlipUrl: transactions.boletoSlipUrl,
      lateFineBps: associations.lateFineBps,
      monthlyInterestBps: associations.monthlyInterestBps,
      holdsPurchase,
      description: cashFlowItems.description,
      beneficiary: associations.name,
      payerName: payerNameColumn,
      payerDocument: members.cpf,
    })
    .from(transactions)
    .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactions.itemId))
    .innerJoin(associations, eq(associations.id, cashFlowItems.associationId))
    .innerJoin(members, eq(members.id, cashFlowItems.memberId))
    .where(and(eq(transactions.accessHash, accessHash), eq(transactions.method, 'B')));
  if (!row?.barcode || !row.dueDate) return undefined;
  return {
    beneficiary: row.beneficiary,
    payerName: row.payerName,
    payerDocument: row.payerDocument,
    description: row.description,
    dueDate: row.dueDate,
    amountCentavos: row.amountCentavos,
    barcode: row.barcode,
    pixBrCode: row.pixBrCode,
    lateRules: row.holdsPurchase
      ? null
      : {
          lateFineBps: Math.min(row.lateFineBps, MAX_LATE_FINE_BPS),
          monthlyInterestBps: row.monthlyInterestBps,
        },
    paid: row.status === 'succeeded',
    pspSlipUrl: row.pspSlipUrl?.startsWith('https://') ? row.pspSlipUrl : null,
  };
}
