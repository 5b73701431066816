import { and, eq, isNull } from 'drizzle-orm';
import type { WhatsappOptIn } from '../../domain/contract/reminders';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import {
  WHATSAPP_CONSENT_AUDIT,
  WHATSAPP_CONSENT_TEXT,
  WHATSAPP_TEXTS,
  whatsappE164,
} from '../../domain/whatsapp-consent';
import type { Db } from '../db/client';
import { members } from '../db/schema';
import { whatsappConsents } from '../db/schema-whatsapp';
import { recordMemberAudit } from './member-audit';

export interface WhatsappConsentView {
  on: boolean;
  /** The number it goes to (E.164 digits), or the member's mobile as the default. */
  phone: string | null;
  grantedAt: string | null;
  consentText: string;
}

/** The member's WhatsApp opt-in: the open consent, or the text they would accept and their mobile. */
export async function readWhatsappConsent(db: Db, memberId: number): Promise<WhatsappConsentView> {
  const [open] = await db
    .select()
    .from(whatsappConsents)
    .where(and(eq(whatsappConsents.memberId, memberId), isNull(whatsappConsents.revokedAt)));
  if (open)
    return {
      on: true,
      phone: open.phone,
      grantedAt: open.grantedAt.toISOString(),
      consentText: open.consentText,
    };
  const [member] = await db.select({ mobile: members.mobile }).from(members).where(eq(members.id, memberId));
  return {
    on: false,
    phone: member?.mobile ? whatsappE164(member.mobile) : null,
    grantedAt: null,
    consentText: WHATSAPP_CONSENT_TEXT,
  };
}

/**
 * Turns WhatsApp on: records the consent (when, the text shown, the session); a change of number
 * closes the open consent and records a new one. Turning it on again with the same number keeps it.
 */
export async function grantWhatsappConsent(
  db: Db,
  memberId: number,
  sessionId: string,
  body: WhatsappOptIn,
): Promise<Outcome<WhatsappConsentView>> {
  const fallback = body.phone?.trim()
    ? null
    : (await db.select({ mobile: members.mobile }).from(members).where(eq(members.id, memberId)))[0]?.mobile;
  const given = body.phone?.trim() || fallback;
  if (!given) return failed(WHATSAPP_TEXTS.noNumber);
  const phone = whatsappE164(given);
  if (!phone) return failed(WHATSAPP_TEXTS.numberInvalid);
  await db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(whatsappConsents)
      .where(and(eq(whatsappConsents.memberId, memberId), isNull(whatsappConsents.revokedAt)))
      .for('update');
    if (open?.phone === phone) return;
    if (open)
      await tx
        .update(whatsappConsents)
        .set({ revokedAt: new Date(), revokedBy: 'perfil' })
        .where(eq(whatsappConsents.id, open.id));
    const granted = await tx
      .insert(whatsappConsents)
      .values({ memberId, phone, consentText: WHATSAPP_CONSENT_TEXT, sessionId })
      .onConflictDoNothing()
      .returning({ id: whatsappConsents.id });
    if (granted.length > 0)
      await recordMemberAudit(tx, memberId, 'member', {
        action: WHATSAPP_CONSENT_AUDIT.granted,
        before: open ? { phone: open.phone } : null,
        after: { phone },
      });
  });
  return succeeded(await readWhatsappConsent(db, memberId));
}

/**
 * Turns WhatsApp off (one tap, or "SAIR"): the open consent ends, and the member's associations
 * see it in Auditoria; true when there was one.
 */
export async function revokeWhatsappConsent(
  db: Db,
  memberId: number,
  by: 'perfil' | 'sair',
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .update(whatsappConsents)
      .set({ revokedAt: new Date(), revokedBy: by })
      .where(and(eq(whatsappConsents.memberId, memberId), isNull(whatsappConsents.revokedAt)))
      .returning({ phone: whatsappConsents.phone });
    if (!ended) return false;
    await recordMemberAudit(tx, memberId, by === 'perfil' ? 'member' : 'sair', {
      action: WHATSAPP_CONSENT_AUDIT.revoked,
      before: { phone: ended.phone },
      after: null,
    });
    return true;
  });
}
