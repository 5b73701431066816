import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { associationWhatsappSettings } from '../../db/schema-whatsapp';
import type { SecretBox } from '../../secrets/secret-box';
import type { CloudConnection } from './cloud-api';

export type WhatsappSecret = 'access_token' | 'app_secret';

/** The sealed column's place, as additional data: a ciphertext moved elsewhere does not open. */
export const whatsappSecretContext = (associationId: number, field: WhatsappSecret) =>
  `issuer_whatsapp_settings:${associationId}:${field}`;

/** The verify token is compared, never read back: only its SHA-256 is kept. */
export const verifyTokenDigest = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface WhatsappAccount {
  associationId: number;
  connection: CloudConnection;
  reminderTemplate: string;
  paidTemplate: string;
}

/** The association's number with its token opened; null without settings. Throws SecretRefused. */
export async function readWhatsappAccount(
  db: Db,
  box: SecretBox,
  apiUrl: string,
  associationId: number,
): Promise<WhatsappAccount | null> {
  const [row] = await db
    .select()
    .from(associationWhatsappSettings)
    .where(eq(associationWhatsappSettings.associationId, associationId));
  if (!row) return null;
  return {
    associationId,
    connection: {
      apiUrl,
      phoneNumberId: row.phoneNumberId,
      accessToken: box.open(row.accessTokenEncrypted, whatsappSecretContext(associationId, 'access_token')),
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
): Promise<{ associationId: number; appSecret: string } | null> {
  const [row] = await db
    .select()
    .from(associationWhatsappSettings)
    .where(eq(associationWhatsappSettings.phoneNumberId, phoneNumberId));
  if (!row) return null;
  return {
    associationId: row.associationId,
    appSecret: box.open(row.appSecretEncrypted, whatsappSecretContext(row.associationId, 'app_secret')),
  };
}
