import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client';
import { associationAsaasSettings } from '../db/schema';
import { SecretRefused, type SecretBox } from '../secrets/secret-box';
import { asaasSecretContext } from './asaas-credentials';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Whose Asaas account a webhook token is: the install's (PAYMENT_GATEWAY=asaas), an association's
 * own (its current settings), or nobody's. Every stored token is opened and compared in constant
 * time; a row that no longer opens (another SECRETS_KEY) matches nothing. A save keeps tokens
 * unique, so at most one association matches.
 */
export async function accountOfWebhookToken(
  db: Db,
  box: SecretBox,
  token: string,
  installToken: string | undefined,
): Promise<'env' | { associationId: number } | null> {
  if (installToken && sameSecret(token, installToken)) return 'env';
  const rows = await db
    .select({
      associationId: associationAsaasSettings.associationId,
      sealed: associationAsaasSettings.webhookTokenEncrypted,
    })
    .from(associationAsaasSettings);
  let found: { associationId: number } | null = null;
  for (const row of rows) {
    let stored: string;
    try {
      stored = box.open(row.sealed, asaasSecretContext(row.associationId, 'webhook_token'));
    } catch (error) {
      if (error instanceof SecretRefused) continue;
      throw error;
    }
    // No early exit: the time taken does not tell which row matched.
    if (sameSecret(token, stored) && !found) found = { associationId: row.associationId };
  }
  return found;
}
