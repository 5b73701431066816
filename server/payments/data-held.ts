import { eq, getTableColumns } from 'drizzle-orm';
import { memberRows, splitFiles, type PersonalDataSource } from '../db/personal-data-source';
import { cards, cashFlowItems, transactionItems, transactions } from '../db/schema';
import { asaasCustomersSource } from './asaas-customer-data';
import { eraseCards, eraseItems } from './erase-payments';

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
  erasure: {
    keptBecause:
      'Pagamentos: valor, meio, data e identificação na operadora, guardados 5 anos (CTN art. 173 e 174); não guardam nome nem contato do titular.',
  },
};

/**
 * What the member owes and paid, the cards kept for them (never a number) and the customers Asaas
 * keeps of them; Pix Automático is recurring/'s.
 */
export const PAYMENT_DATA: PersonalDataSource[] = [
  memberRows('itens', cashFlowItems, eraseItems),
  paymentsSource,
  memberRows('cartoes', cards, eraseCards, ['gatewayToken']),
  asaasCustomersSource,
];
