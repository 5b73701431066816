import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { asaasConnection } from './asaas/asaas-config';
import { createAsaasGateway } from './asaas/asaas-gateway';
import type { PaymentGateway } from './payment-gateway';
import { createPixApiGateway } from './pix-api-gateway';
import { pixApiConnection } from './pix-api-connection';
import { createSandboxGateway } from './sandbox-gateway';

export const DEFAULT_PIX_EXPIRY_SECONDS = 1800;

/** PAYMENT_GATEWAY picks the implementation; an unknown name stops the start rather than fail later. */
export function createPaymentGateway(config: Config, db: Db): PaymentGateway {
  const name = config.paymentGateway ?? 'sandbox';
  switch (name) {
    case 'sandbox':
      return createSandboxGateway(db, {
        pixExpirySeconds: config.pixExpirySeconds ?? DEFAULT_PIX_EXPIRY_SECONDS,
      });
    case 'pix-api':
      return createPixApiGateway(pixApiConnection(config.pixApi), {
        pixExpirySeconds: config.pixExpirySeconds ?? DEFAULT_PIX_EXPIRY_SECONDS,
        receivingAccount: config.pixApi?.receivingAccount,
      });
    case 'asaas':
      return createAsaasGateway(db, asaasConnection(config.asaas), {
        pixExpirySeconds: config.pixExpirySeconds ?? DEFAULT_PIX_EXPIRY_SECONDS,
        account: 'env',
      });
    default:
      throw new Error(`PAYMENT_GATEWAY "${name}" is not supported (known: sandbox, pix-api, asaas).`);
  }
}
