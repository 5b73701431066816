import type { Readable } from 'node:stream';
import type { PaymentFilters } from '../../../domain/contract/gestao-payments';
import type { Database } from '../../db/client';
import { recordListExport } from '../../privacy/record-views';
import type { StaffSession } from '../staff-accounts';
import { payingMemberIds } from './payment-rows';
import { paymentsCsv } from './payments-csv';

/**
 * Pagamentos › "Exportar CSV": each member who paid a payment the filters match gets a row in
 * their access log (the file holds their name and CPF), then the file as a stream.
 */
export async function exportPayments(
  database: Database,
  viewer: StaffSession,
  filters: PaymentFilters,
): Promise<Readable> {
  const memberIds = payingMemberIds(database.db, viewer.associationId, filters);
  await recordListExport(database.db, viewer, memberIds, 'lista-pagamentos');
  return paymentsCsv(database, viewer.associationId, filters);
}
