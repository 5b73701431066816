import { and, eq, gt, isNull } from 'drizzle-orm';
import type { InviteInfo } from '../../../domain/contract/gestao-team';
import type { Db } from '../../db/client';
import { associations, staff } from '../../db/schema';
import { inviteTokenHash } from './invite-link';

export const pendingInvite = (token: string, now: Date) =>
  and(
    eq(staff.inviteTokenHash, inviteTokenHash(token)),
    isNull(staff.removedAt),
    gt(staff.inviteExpiresAt, now),
  );

/** Whom a pending invitation is for (the page greets them); undefined when it is not valid. */
export async function findInvite(db: Db, token: string, now = new Date()): Promise<InviteInfo | undefined> {
  const [row] = await db
    .select({ name: staff.name, email: staff.email, associationName: associations.name })
    .from(staff)
    .innerJoin(associations, eq(associations.id, staff.associationId))
    .where(pendingInvite(token, now));
  return row;
}
