import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { memberRows, type PersonalDataSource } from '../db/personal-data-source';
import { whatsappConsents, whatsappMessages } from '../db/schema-whatsapp';

const UNSENT = ['queued', 'sending'];

/** The member's WhatsApp consents and the messages sent to them. */
export const WHATSAPP_DATA: PersonalDataSource[] = [
  memberRows('consentimentosWhatsapp', whatsappConsents, {
    keeps:
      'Quando o consentimento foi dado e com que texto (prova do consentimento, LGPD art. 8º, § 2º), sem o número.',
    async erase(tx, memberId, { now }) {
      await tx
        .update(whatsappConsents)
        .set({ revokedAt: now, revokedBy: 'exclusao' })
        .where(and(eq(whatsappConsents.memberId, memberId), isNull(whatsappConsents.revokedAt)));
      await tx.update(whatsappConsents).set({ phone: '' }).where(eq(whatsappConsents.memberId, memberId));
    },
  }),
  memberRows('mensagensWhatsapp', whatsappMessages, {
    keeps: 'Que uma mensagem foi enviada, de que tipo e quando, sem o número nem o texto.',
    async erase(tx, memberId) {
      await tx
        .delete(whatsappMessages)
        .where(and(eq(whatsappMessages.memberId, memberId), inArray(whatsappMessages.status, UNSENT)));
      await tx
        .update(whatsappMessages)
        .set({ phone: '', content: sql`'{}'::jsonb` })
        .where(and(eq(whatsappMessages.memberId, memberId), notInArray(whatsappMessages.status, UNSENT)));
    },
  }),
];
