import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client';
import { associationWhatsappSettings, whatsappWebhookEvents } from '../db/schema-whatsapp';
import { accountOfPhoneNumber, verifyTokenDigest } from '../messaging/whatsapp/whatsapp-settings';
import { SecretRefused, type SecretBox } from '../secrets/secret-box';
import { eq } from 'drizzle-orm';

type Json = Record<string, unknown>;

/** The `value`s of a notification's changes of field "messages" (Meta's webhook payload). */
export function changesOf(payload: unknown): Json[] {
  const entries = (payload as { entry?: unknown })?.entry;
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((e: { changes?: unknown }) =>
    Array.isArray(e?.changes)
      ? (e.changes as { field?: string; value?: Json }[])
          .filter((c) => c?.field === 'messages' && c.value && typeof c.value === 'object')
          .map((c) => c.value!)
      : [],
  );
}

const phoneNumberIdOf = (value: Json) =>
  ((value.metadata as Json | undefined)?.phone_number_id as string | undefined) ?? null;

/** `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with the app secret>`, compared in constant time. */
export function signatureIsValid(raw: string, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(raw, 'utf8').digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The GET's check: the token is one an association saved (only its SHA-256 is kept). */
export async function verifyTokenIsKnown(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ associationId: associationWhatsappSettings.associationId })
    .from(associationWhatsappSettings)
    .where(eq(associationWhatsappSettings.verifyTokenSha256, verifyTokenDigest(token)))
    .limit(1);
  return !!row;
}

/**
 * A POST from Meta: accepted only when signed with the app secret of the association whose number
 * it names; its statuses and messages are stored once each by their key, for the job to handle.
 * Returns null when it is refused (nothing is written), else how many were new.
 */
export async function receiveWhatsappWebhook(
  db: Db,
  box: SecretBox,
  raw: string,
  signature: string | undefined,
): Promise<{ associationId: number; stored: number } | null> {
  let payload: unknown;
  try {
    payload = JSON.parse(raw);
  } catch {
    return null;
  }
  const values = changesOf(payload);
  const ids = [...new Set(values.map(phoneNumberIdOf))];
  if (ids.length !== 1 || !ids[0]) return null;
  let account;
  try {
    account = await accountOfPhoneNumber(db, box, ids[0]);
  } catch (error) {
    if (error instanceof SecretRefused) return null;
    throw error;
  }
  if (!account || !signatureIsValid(raw, signature, account.appSecret)) return null;
  const events: { key: string; payload: Json }[] = [];
  for (const value of values) {
    for (const s of (value.statuses ?? []) as Json[])
      if (typeof s.id === 'string' && typeof s.status === 'string')
        events.push({ key: `status:${s.id}:${s.status}`, payload: { status: s } });
    for (const m of (value.messages ?? []) as Json[])
      if (typeof m.id === 'string') events.push({ key: `message:${m.id}`, payload: { message: m } });
  }
  if (events.length === 0) return { associationId: account.associationId, stored: 0 };
  const stored = await db
    .insert(whatsappWebhookEvents)
    .values(events.map((e) => ({ ...e, associationId: account.associationId })))
    .onConflictDoNothing()
    .returning({ key: whatsappWebhookEvents.key });
  return { associationId: account.associationId, stored: stored.length };
}
