import type { ReceivingAccount } from './payment-gateway-recurring';

/** One PSP account's API Pix settings; the secret and key files never leave the gateway. */
export interface PixApiSettings {
  apiUrl?: string | undefined;
  oauthUrl?: string | undefined;
  clientId?: string | undefined;
  clientSecret?: string | undefined;
  certFile?: string | undefined;
  keyFile?: string | undefined;
  caFile?: string | undefined;
  chave?: string | undefined;
  /** Only an explicit PUBLIC_URL: the webhook is registered at the PSP only when it is set. */
  webhookBaseUrl?: string | undefined;
  /** PIX_CONTA_AGENCIA, PIX_CONTA_NUMERO, PIX_CONTA_TIPO: the account Pix Automático's charges credit. */
  receivingAccount?: ReceivingAccount | undefined;
}

const ACCOUNT_TYPES = ['CORRENTE', 'POUPANCA', 'PAGAMENTO'] as const;

function receivingAccountFrom(env: NodeJS.ProcessEnv): ReceivingAccount | undefined {
  const tipoConta = ACCOUNT_TYPES.find((type) => type === env.PIX_CONTA_TIPO);
  if (!env.PIX_CONTA_NUMERO || !tipoConta) return undefined;
  return { agencia: env.PIX_CONTA_AGENCIA || undefined, conta: env.PIX_CONTA_NUMERO, tipoConta };
}

/** PIX_*: the install's PSP account (PAYMENT_GATEWAY=pix-api). */
export function pixApiFrom(env: NodeJS.ProcessEnv): PixApiSettings {
  const apiUrl = env.PIX_API_URL?.replace(/\/$/, '') || undefined;
  return {
    apiUrl,
    oauthUrl: env.PIX_OAUTH_URL || (apiUrl ? `${apiUrl}/oauth/token` : undefined),
    clientId: env.PIX_CLIENT_ID || undefined,
    clientSecret: env.PIX_CLIENT_SECRET || undefined,
    certFile: env.PIX_CERT_FILE || undefined,
    keyFile: env.PIX_KEY_FILE || undefined,
    caFile: env.PIX_CA_FILE || undefined,
    chave: env.PIX_CHAVE || undefined,
    webhookBaseUrl: env.PUBLIC_URL?.replace(/\/$/, '') || undefined,
    receivingAccount: receivingAccountFrom(env),
  };
}
