import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issuerWhatsappSettings } from '../../db/schema-whatsapp';
import type { SecretBox } from '../../secrets/secret-box';
import type { CloudConnection } from './cloud-api';

export type WhatsappSecret = 'access_token' | 'app_secret';

/** The sealed column's place, as additional data: a ciphertext moved elsewhere does not open. */
export const whatsappSecretContext = (issuerId: number, field: WhatsappSecret) =>
  `issuer_whatsapp_settings:${issuerId}:${field}`;

/** The verify token is compared, never read back: only its SHA-256 is kept. */
export const verifyTokenDigest = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface WhatsappAccount {
  issuerId: number;
  connection: CloudConnection;
  reminderTemplate: string;
  paidTemplate: string;
}

/** The association's number with its token opened; null without settings. Throws SecretRefused. */
export async function readWhatsappAccount(
  db: Db,
  box: SecretBox,
  apiUrl: string,
  issuerId: number,
): Promise<WhatsappAccount | null> {
  const [row] = await db
    .select()
    .from(issuerWhatsappSettings)
    .where(eq(issuerWhatsappSettings.issuerId, issuerId));
  if (!row) return null;
  return {
    issuerId,
    connection: {
      apiUrl,
      phoneNumberId: row.phoneNumberId,
      accessToken: box.open(row.accessTokenEncrypted, whatsappSecretContext(issuerId, 'access_token')),
    },
    reminderTemplate: row.reminderTemplate,
    paidTemplate: row.paidTemplate,
  };
}

/** The association whose number received a webhook, with its app secret (to check the signature). */
export async function accountOfPhoneNumber(
  db: Db,
  box: SecretBox,
  phoneNumberId: string,
): Promise<{ issuerId: number; appSecret: string } | null> {
  const [row] = await db
    .select()
    .from(issuerWhatsappSettings)
    .where(eq(issuerWhatsappSettings.phoneNumberId, phoneNumberId));
  if (!row) return null;
  return {
    issuerId: row.issuerId,
    appSecret: box.open(row.appSecretEncrypted, whatsappSecretContext(row.issuerId, 'app_secret')),
  };
}
