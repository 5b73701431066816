import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, associations, memberships } from '../db/schema';

export interface MemberAssociation {
  associationId: number;
  associationName: string;
  categoryId: number;
  categoryName: string;
  /** A active, P awaiting the association's approval, R known registrant only, N refused. */
  status: string;
  /** Why the association refused the request (status N). */
  refusalReason: string | null;
}

/** The member's memberships in every association, oldest first. */
export function listMemberAssociations(db: Db, memberId: number): Promise<MemberAssociation[]> {
  return db
    .select({
      associationId: memberships.associationId,
      associationName: associations.name,
      categoryId: memberships.categoryId,
      categoryName: categories.description,
      status: memberships.status,
      refusalReason: memberships.refusalReason,
    })
    .from(memberships)
    .innerJoin(associations, eq(associations.id, memberships.associationId))
    .innerJoin(categories, eq(categories.id, memberships.categoryId))
    .where(eq(memberships.memberId, memberId))
    .orderBy(asc(memberships.createdAt), asc(memberships.id));
}
