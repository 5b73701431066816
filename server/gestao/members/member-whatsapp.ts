import { and, desc, eq } from 'drizzle-orm';
import type { MemberWhatsapp } from '../../../domain/contract/gestao-members';
import type { Db } from '../../db/client';
import { whatsappConsents, whatsappMessages } from '../../db/schema-whatsapp';

const MAX_MESSAGES = 50;

/**
 * The member's WhatsApp as staff see it: every consent (the record of when and what they accepted,
 * and how it ended) and the association's last messages with their status and why one failed.
 */
export async function memberWhatsapp(
  db: Db,
  associationId: number,
  memberId: number,
): Promise<MemberWhatsapp> {
  const [consents, messages] = await Promise.all([
    db
      .select()
      .from(whatsappConsents)
      .where(eq(whatsappConsents.memberId, memberId))
      .orderBy(desc(whatsappConsents.grantedAt), desc(whatsappConsents.id)),
    db
      .select()
      .from(whatsappMessages)
      .where(and(eq(whatsappMessages.memberId, memberId), eq(whatsappMessages.associationId, associationId)))
      .orderBy(desc(whatsappMessages.createdAt), desc(whatsappMessages.id))
      .limit(MAX_MESSAGES),
  ]);
  return {
    consents: consents.map((c) => ({
      phone: c.phone,
      grantedAt: c.grantedAt.toISOString(),
      consentText: c.consentText,
      revokedAt: c.revokedAt?.toISOString() ?? null,
      revokedBy: c.revokedBy,
    })),
    messages: messages.map((m) => ({
      id: m.id,
      kind: m.kind,
      itemId: m.itemId,
      status: m.status,
      error: m.error,
      emailInstead: m.fallbackKey !== null,
      at: m.createdAt.toISOString(),
    })),
  };
}
