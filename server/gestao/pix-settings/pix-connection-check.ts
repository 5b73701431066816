import type { PixConnectionCheck } from '../../../domain/contract/gestao-pix-settings';
import { PIX_SETTINGS_MESSAGES as MSG } from '../../../domain/gestao-pix-settings-messages';
import type { Db } from '../../db/client';
import { createPixApiClient } from '../../gateways/payment/pix-api-client';
import { PIX_API_MSG } from '../../gateways/payment/pix-api-messages';
import { readPixCredentials, type AssociationPixCredentials } from '../../associations/pix-credentials';
import { SecretRefused, type SecretBox } from '../../secrets/secret-box';

const CHECK_TIMEOUT_MS = 10_000;

const SERVER_CERTIFICATE_CODES = new Set([
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/** The network or TLS failure under "could not reach the PSP", in words a treasurer can act on. */
function connectionReason(cause: unknown): string {
  const { code, message } = (cause ?? {}) as { code?: unknown; message?: unknown };
  const known = typeof code === 'string' ? code : '';
  const reasons = MSG.connection;
  let reason: string = reasons.other;
  if (known === 'ECONNREFUSED') reason = reasons.refused;
  else if (known === 'ENOTFOUND' || known === 'EAI_AGAIN') reason = reasons.notFound;
  else if (known === 'ETIMEDOUT' || message === 'API Pix: timeout') reason = reasons.timeout;
  else if (SERVER_CERTIFICATE_CODES.has(known)) reason = reasons.serverCertificate;
  else if (known === 'ECONNRESET' || known === 'EPIPE' || /^ERR_SSL_.*ALERT/.test(known))
    reason = reasons.clientCertificate;
  return known ? `${reason} (${known}).` : `${reason}.`;
}

/** A client's failure as a sentence: the PSP's own pt-BR message, or why it could not be reached. */
export const reasonOf = (error: unknown): string =>
  error instanceof Error && error.message === PIX_API_MSG.unreachable
    ? connectionReason(error.cause)
    : error instanceof Error
      ? error.message
      : PIX_API_MSG.badAnswer;

async function storedCredentials(
  db: Db,
  box: SecretBox,
  associationId: number,
): Promise<AssociationPixCredentials | { failed: PixConnectionCheck }> {
  try {
    const credentials = await readPixCredentials(db, box, associationId);
    return credentials ?? { failed: { passed: false, failedStep: 'settings', message: MSG.notConfigured } };
  } catch (error) {
    if (!(error instanceof SecretRefused)) throw error;
    return { failed: { passed: false, failedStep: 'settings', message: MSG.unreadable } };
  }
}

/**
 * "Testar conexão": with the association's stored credentials, an OAuth token over mutual TLS, then the
 * webhook registered for its PIX key (GET /webhook/{chave}); the first step that fails says why.
 */
export async function checkPixConnection(
  db: Db,
  box: SecretBox,
  associationId: number,
  expectedWebhookUrl: string,
): Promise<PixConnectionCheck> {
  const credentials = await storedCredentials(db, box, associationId);
  if ('failed' in credentials) return credentials.failed;
  const { chave } = credentials.connection;
  const client = createPixApiClient({ ...credentials.connection, timeoutMs: CHECK_TIMEOUT_MS });
  try {
    try {
      await client.accessToken();
    } catch (error) {
      return { passed: false, failedStep: 'token', message: MSG.tokenFailed(reasonOf(error)) };
    }
    const failed = (message: string): PixConnectionCheck => ({
      passed: false,
      failedStep: 'webhook',
      message,
    });
    let answer;
    try {
      answer = await client.call<{ webhookUrl?: unknown }>('GET', `/webhook/${encodeURIComponent(chave)}`);
    } catch (error) {
      return failed(MSG.webhookFailed(reasonOf(error)));
    }
    if (!answer.ok)
      return failed(answer.status === 404 ? MSG.webhookMissing(chave) : MSG.webhookFailed(answer.message));
    const { webhookUrl } = answer.body;
    if (typeof webhookUrl !== 'string') return failed(MSG.webhookFailed(PIX_API_MSG.badAnswer));
    return { passed: true, webhookUrl, expectedWebhookUrl };
  } finally {
    client.close();
  }
}
