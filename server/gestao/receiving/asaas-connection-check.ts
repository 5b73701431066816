import type { AsaasConnectionCheck } from '../../../domain/contract/gestao-receiving';
import { RECEIVING_MESSAGES as MSG } from '../../../domain/gestao-receiving-messages';
import type { Db } from '../../db/client';
import { createAsaasGateway } from '../../gateways/payment/asaas/asaas-gateway';
import { asaasAccountOf, readAsaasCredentials } from '../../associations/asaas-credentials';
import { SecretRefused, type SecretBox } from '../../secrets/secret-box';

const CHECK_TIMEOUT_MS = 10_000;

/**
 * "Testar conexão": a read-only call with the stored key (GET /v3/finance/balance, "Recuperar
 * saldo da conta"); Asaas's refusal comes back in pt-BR, its own description when it gives one.
 */
export async function checkAsaasConnection(
  db: Db,
  box: SecretBox,
  associationId: number,
): Promise<AsaasConnectionCheck> {
  let credentials;
  try {
    credentials = await readAsaasCredentials(db, box, associationId);
  } catch (error) {
    if (error instanceof SecretRefused) return { passed: false, message: MSG.asaasUnreadable };
    throw error;
  }
  if (!credentials) return { passed: false, message: MSG.asaasNotConfigured };
  const gateway = createAsaasGateway(
    db,
    { ...credentials.connection, timeoutMs: CHECK_TIMEOUT_MS },
    { pixExpirySeconds: 0, account: asaasAccountOf(credentials.revision) },
  );
  try {
    const answer = await gateway.checkConnection();
    return answer.ok ? { passed: true } : { passed: false, message: answer.message };
  } catch (error) {
    // Unreachable or timed out: the client's pt-BR sentence, never the key.
    return { passed: false, message: error instanceof Error ? error.message : String(error) };
  }
}
