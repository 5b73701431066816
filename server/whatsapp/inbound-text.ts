import { and, inArray, isNull } from 'drizzle-orm';
import { WHATSAPP_TEXTS } from '../../domain/whatsapp-consent';
import type { Db } from '../db/client';
import { whatsappConsents } from '../db/schema-whatsapp';
import { revokeWhatsappConsent } from '../members/whatsapp-consent';
import { queueWhatsapp } from '../messaging/whatsapp/queue-whatsapp';

type Json = Record<string, unknown>;

/** "Sair", "sáir ", "SAIR!" → "SAIR": accents and case ignored, only letters kept. */
export const commandOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');

/**
 * The numbers a sender's wa_id may be stored as: Meta gives Brazilian mobiles of some area codes
 * without the ninth digit (55 11 8765-4321 for 55 11 98765-4321).
 */
export function phonesOf(waId: string): string[] {
  const digits = waId.replace(/\D/g, '');
  if (/^55\d{2}\d{8}$/.test(digits)) return [digits, `${digits.slice(0, 4)}9${digits.slice(4)}`];
  if (/^55\d{2}9\d{8}$/.test(digits)) return [digits, `${digits.slice(0, 4)}${digits.slice(5)}`];
  return [digits];
}

/** The members whose open consent is for this number. */
export async function consentsOfSender(db: Db, waId: string) {
  return db
    .select()
    .from(whatsappConsents)
    .where(and(inArray(whatsappConsents.phone, phonesOf(waId)), isNull(whatsappConsents.revokedAt)));
}

/** A member's "PIX": who asked, which message, and when (it opened the 24-hour service window). */
export interface PixRequest {
  from: string;
  messageId: string;
  sentAt: Date;
}

/** The message as a "PIX" request, or null when it is something else. */
export function pixRequestOf(message: Json, receivedAt: Date): PixRequest | null {
  if (message.type !== 'text') return null;
  if (commandOf(String((message.text as Json | undefined)?.body ?? '')) !== 'PIX') return null;
  const seconds = Number(message.timestamp);
  return {
    from: String(message.from ?? ''),
    messageId: String(message.id),
    sentAt: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : receivedAt,
  };
}

/**
 * A text the member sent to the association's number. "SAIR": every consent for that number ends
 * at once and one confirmation goes back (once per message received). ("PIX" is answered apart:
 * it calls the PSP, see handleWebhookEvents.)
 */
export async function handleInboundText(db: Db, associationId: number, message: Json): Promise<void> {
  if (message.type !== 'text') return;
  const from = String(message.from ?? '');
  const command = commandOf(String((message.text as Json | undefined)?.body ?? ''));
  if (command !== 'SAIR') return;
  const consents = await consentsOfSender(db, from);
  for (const c of consents) await revokeWhatsappConsent(db, c.memberId, 'sair');
  await queueWhatsapp(db, {
    associationId,
    memberId: consents[0]?.memberId ?? null,
    kind: 'confirmacao-sair',
    onceKey: `sair:${String(message.id)}`,
    phone: consents[0]?.phone ?? from,
    content: { text: WHATSAPP_TEXTS.optOutReply },
  });
}
