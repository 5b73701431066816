import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cashFlowItems, issuers, members, transactions } from '../db/schema';
import type { BoletoSlip } from './boleto-slip';

/** What the slip shows, by the transaction's unguessable access hash; only a boleto with its barcode. */
export async function findBoletoSlip(
  db: Db,
  accessHash: string,
): Promise<Omit<BoletoSlip, 'sandbox'> | undefined> {
  const [row] = await db
    .select({
      barcode: transactions.boletoBarcode,
      dueDate: transactions.boletoDueDate,
      amountCentavos: transactions.amountCentavos,
      status: transactions.status,
      description: cashFlowItems.description,
      beneficiary: issuers.name,
      payerName: members.name,
      payerDocument: members.cpf,
    })
    .from(transactions)
    .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactions.itemId))
    .innerJoin(issuers, eq(issuers.id, cashFlowItems.issuerId))
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
    paid: row.status === 'succeeded',
  };
}
