import { eq, getTableColumns } from 'drizzle-orm';
import { memberRows, splitFiles, type PersonalDataSource } from '../db/personal-data-source';
import { cards, cashFlowItems, recurringAuthorizations, transactionItems, transactions } from '../db/schema';

const {
  requestHash: _hash,
  responseBody: _body,
  accessHash: _access,
  ...paid
} = getTableColumns(transactions);

/** The member's payments: every transaction that paid one of their items, each once. */
const paymentsSource: PersonalDataSource = {
  section: 'pagamentos',
  table: 'transactions',
  async heldOf(db, memberId) {
    const rows = await db
      .selectDistinct(paid)
      .from(transactions)
      .innerJoin(transactionItems, eq(transactionItems.transactionId, transactions.id))
      .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactionItems.itemId))
      .where(eq(cashFlowItems.memberId, memberId))
      .orderBy(transactions.id);
    return splitFiles('pagamentos', rows);
  },
};

/** What the member owes and paid, the cards kept for them (never a number) and Pix Automático. */
export const PAYMENT_DATA: PersonalDataSource[] = [
  memberRows('itens', cashFlowItems),
  paymentsSource,
  memberRows('cartoes', cards, ['gatewayToken']),
  memberRows('debitoAutomatico', recurringAuthorizations),
];
