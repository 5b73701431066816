import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banners } from '../../db/schema';
import { ERRORS } from '../../error-messages';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { columns, view } from './banner-view';

/** Deletes one of the association's banners (its image with it); the audit keeps what it was. */
export async function removeBanner(db: Db, who: StaffSession, bannerId: number): Promise<Outcome<true>> {
  return db.transaction(async (tx): Promise<Outcome<true>> => {
    const [row] = await tx
      .delete(banners)
      .where(and(eq(banners.id, bannerId), eq(banners.associationId, who.associationId)))
      .returning(columns);
    if (!row) return failed(ERRORS.notFound, 404);
    await recordAudit(tx, who, {
      action: 'banner.removed',
      entity: 'banner',
      entityId: row.id,
      before: view(row),
    });
    return succeeded(true);
  });
}
