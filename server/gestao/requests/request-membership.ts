import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberships } from '../../db/schema';

export const findMembership = (db: Db, associationId: number, id: number) =>
  db
    .select({
      id: memberships.id,
      memberId: memberships.memberId,
      categoryId: memberships.categoryId,
      status: memberships.status,
    })
    .from(memberships)
    .where(and(eq(memberships.id, id), eq(memberships.associationId, associationId)))
    .for('update');
