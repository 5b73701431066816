import type { Db } from '../../db/client';
import { recordListExport } from '../../privacy/record-views';
import type { StaffSession } from '../staff-accounts';
import { buyersCsv } from './buyers-csv';
import { buyerMemberIds, listBuyers } from './list-buyers';

/**
 * A product's buyers as CSV, when the product is the association's: each buyer gets a row in their
 * access log (the file holds their name, CPF and e-mail).
 */
export async function exportBuyers(
  db: Db,
  viewer: StaffSession,
  productId: number,
): Promise<string | undefined> {
  const buyers = await listBuyers(db, viewer.associationId, productId);
  if (!buyers) return undefined;
  await recordListExport(
    db,
    viewer,
    buyerMemberIds(db, viewer.associationId, productId),
    'lista-compradores',
  );
  return buyersCsv(buyers);
}
