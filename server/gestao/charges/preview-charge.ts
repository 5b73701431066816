import { sql } from 'drizzle-orm';
import { type ChargePreview, type NewChargeBody } from '../../../domain/contract/gestao-charges';
import { succeeded, type Outcome } from '../../../domain/outcome';
import type { Db } from '../../db/client';
import { rowsOf } from './charge-items';
import { findDuplicateAnnuities } from './find-duplicate-annuities';
import { findDuplicateItems } from './find-duplicate-items';
import { planCharge, chargeRows } from './plan-charge';

/**
 * How many items and how much a charge would create, without creating anything; the open items it
 * repeats and, for an annuity, the annuities it would put too close to another (staff confirm).
 */
export async function previewCharge(
  db: Db,
  associationId: number,
  body: NewChargeBody,
  now = new Date(),
): Promise<Outcome<ChargePreview>> {
  const plan = await planCharge(db, associationId, body);
  if (!plan.ok) return plan;
  const [row] = rowsOf<{ members: number; items: number; total: string | number }>(
    await db.execute(sql`select count(distinct member_id)::int as members, count(*)::int as items,
      coalesce(sum(amount_centavos), 0)::bigint as total from (${chargeRows(associationId, body, plan.value)}) as r`),
  );
  return succeeded({
    memberCount: Number(row?.members ?? 0),
    itemCount: Number(row?.items ?? 0),
    totalCentavos: Number(row?.total ?? 0),
    ...(await findDuplicateItems(db, associationId, chargeRows(associationId, body, plan.value))),
    ...(body.schedule.kind === 'annuity'
      ? await findDuplicateAnnuities(db, associationId, chargeRows(associationId, body, plan.value), now)
      : { annuityDuplicateCount: 0, annuityDuplicates: [] }),
  });
}
