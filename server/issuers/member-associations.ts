import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, issuers, memberships } from '../db/schema';

export interface MemberAssociation {
  issuerId: number;
  issuerName: string;
  categoryId: number;
  categoryName: string;
  /** A active, P awaiting the issuer's approval, R known registrant only, N refused. */
  status: string;
  /** Why the issuer refused the request (status N). */
  refusalReason: string | null;
}

/** The member's memberships in every issuer, oldest first. */
export function listMemberAssociations(db: Db, memberId: number): Promise<MemberAssociation[]> {
  return db
    .select({
      issuerId: memberships.issuerId,
      issuerName: issuers.name,
      categoryId: memberships.categoryId,
      categoryName: categories.description,
      status: memberships.status,
      refusalReason: memberships.refusalReason,
    })
    .from(memberships)
    .innerJoin(issuers, eq(issuers.id, memberships.issuerId))
    .innerJoin(categories, eq(categories.id, memberships.categoryId))
    .where(eq(memberships.memberId, memberId))
    .orderBy(asc(memberships.createdAt), asc(memberships.id));
}
