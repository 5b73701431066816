import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members } from '../db/schema';

export async function hasAcceptedTerms(db: Db, memberId: number): Promise<boolean> {
  const [member] = await db
    .select({ acceptedAt: members.termsAcceptedAt })
    .from(members)
    .where(eq(members.id, memberId));
  return member?.acceptedAt != null;
}

/** The first acceptance is the one kept: accepting again does not move its date. */
export async function acceptTerms(db: Db, memberId: number): Promise<void> {
  await db
    .update(members)
    .set({ termsAcceptedAt: sql`coalesce(${members.termsAcceptedAt}, now())` })
    .where(eq(members.id, memberId));
}
