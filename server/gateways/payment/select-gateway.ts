import type { Db } from '../../db/client';
import { asaasConnection, type AsaasSettings } from './asaas/asaas-config';
import { createAsaasGateway } from './asaas/asaas-gateway';
import type { PaymentGateway } from './payment-gateway';
import { createPixApiGateway } from './pix-api-gateway';
import type { PixApiSettings } from './pix-api-config';
import { pixApiConnection } from './pix-api-connection';
import { createSandboxGateway } from './sandbox-gateway';

export const DEFAULT_PIX_EXPIRY_SECONDS = 1800;

/** Which PSP and its settings, as server/config.ts reads them from the environment. */
export interface GatewaySettings {
  paymentGateway?: string;
  pixExpirySeconds?: number;
  pixApi?: PixApiSettings | undefined;
  asaas?: AsaasSettings | undefined;
}

/** PAYMENT_GATEWAY picks the implementation; an unknown name stops the start rather than fail later. */
export function createPaymentGateway(config: GatewaySettings, db: Db): PaymentGateway {
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
