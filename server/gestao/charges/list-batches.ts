import { count, desc, eq } from 'drizzle-orm';
import { type BatchList } from '../../../domain/contract/gestao-charges';
import type { Db } from '../../db/client';
import { chargeBatches, staff } from '../../db/schema';

export async function listBatches(
  db: Db,
  associationId: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<BatchList> {
  const where = eq(chargeBatches.associationId, associationId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: chargeBatches.id,
        description: chargeBatches.description,
        itemCount: chargeBatches.itemCount,
        totalCentavos: chargeBatches.totalCentavos,
        staffName: staff.name,
        createdAt: chargeBatches.createdAt,
      })
      .from(chargeBatches)
      .innerJoin(staff, eq(staff.id, chargeBatches.staffId))
      .where(where)
      .orderBy(desc(chargeBatches.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(chargeBatches).where(where),
  ]);
  return {
    batches: rows.map((r) => ({
      ...r,
      totalCentavos: Number(r.totalCentavos),
      createdAt: r.createdAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
  };
}
