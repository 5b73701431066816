import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { associations, members } from '../../db/schema';
import { privacyRequests } from '../../db/schema-privacy';
import type { OutboundMessage } from '../../messaging/outbox';

/** One request of the association, locked for its answer: another association's is not found. */
export const findPrivacyRequest = (db: Db, associationId: number, requestId: number) =>
  db
    .select({
      id: privacyRequests.id,
      kind: privacyRequests.kind,
      status: privacyRequests.status,
      memberId: privacyRequests.memberId,
      requestedAt: privacyRequests.requestedAt,
      field: privacyRequests.field,
      newValue: privacyRequests.newValue,
    })
    .from(privacyRequests)
    .where(and(eq(privacyRequests.id, requestId), eq(privacyRequests.associationId, associationId)))
    .for('update');

/** The e-mail that tells the member the answer (null when they have no e-mail). */
export async function answerEmail(
  db: Db,
  associationId: number,
  email: string | null,
  answer: string,
): Promise<OutboundMessage | null> {
  if (!email) return null;
  const [association] = await db
    .select({ name: associations.name })
    .from(associations)
    .where(eq(associations.id, associationId));
  return {
    channel: 'email',
    recipient: email,
    subject: 'Resposta à sua solicitação (LGPD)',
    body: `${association?.name ?? 'Sua associação'} respondeu à sua solicitação:\n\n${answer}`,
    associationId,
  };
}

export const memberEmail = async (db: Db, memberId: number) =>
  (await db.select({ email: members.email }).from(members).where(eq(members.id, memberId)))[0]?.email ?? null;
