import { whatsappInstallFrom, type WhatsappInstall } from './messaging/whatsapp/whatsapp-install';
import { asaasSettingsFrom, type AsaasSettings } from './gateways/payment/asaas/asaas-config';
import { pixApiFrom, type PixApiSettings } from './gateways/payment/pix-api-config';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import webpush from 'web-push';
import type { VapidKeys } from './messaging/push-sender';
import { isSandbox } from './production-env';
import { publicUrlFrom } from './public-url';
import { secretsKeyFrom } from './secrets/secrets-key';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  tokenTtlSeconds: number;
  sandbox: boolean;
  /** PAYMENT_GATEWAY: which gateway serves payments; absent means 'sandbox' (the only one so far). */
  paymentGateway?: string;
  /** PIX_EXPIRY_SECONDS: how long a PIX charge can be paid; absent means 1800. */
  pixExpirySeconds?: number;
  staticDir: string | undefined;
  logLevel: string;
  /**
   * TRUST_PROXY: which proxies may set X-Forwarded-For (rate limits key on the client address):
   * unset trusts none, 'true' trusts any, anything else is a comma-separated list of addresses/CIDRs.
   */
  trustProxy?: boolean | string;
  /** RECONCILE_INTERVAL_MS: how often pending payments are checked with the gateway; absent means 60 s. */
  reconcileIntervalMs?: number;
  /**
   * CRASH_AFTER_GATEWAY_CHARGE=1 (sandbox only): the process kills itself right after the gateway
   * approved a card and before the payment is settled, so a test can prove the reconciliation.
   */
  crashAfterGatewayCharge?: boolean;
  /** Sandbox only: SIGKILL right after a settlement's commit (the payment-settled crash test). */
  crashAfterSettleCommit?: boolean;
  /** RATE_LIMIT_ALLOWLIST: client addresses never rate-limited (the E2E suite's own loopback). */
  rateLimitAllowList?: string[];
  // The integrations below are optional so that a config without them runs on the sandboxes.
  /**
   * 'http' looks physicians up at crmApiUrl with crmApiKey; 'sandbox' in the demo registry; 'none'
   * (production without CRM_PROVIDER) in none: the CRM is taken as typed and staff read the documents.
   */
  crmProvider?: 'sandbox' | 'http' | 'none';
  crmApiUrl?: string | undefined;
  crmApiKey?: string | undefined;
  /** 'viacep' asks the public ViaCEP service; otherwise the demo addresses. */
  cepProvider?: 'sandbox' | 'viacep';
  /** With a secret the captcha is checked at Google; without, only the sandbox token passes. */
  recaptchaSecret?: string | undefined;
  recaptchaSiteKey?: string | undefined;
  /** With an SMTP URL e-mails really go out; otherwise they stay in the outbox table. */
  smtpUrl?: string | undefined;
  smtpFrom?: string | undefined;
  /**
   * PUBLIC_URL: where members reach the app, absolute, without a trailing slash: the links of
   * e-mails, notifications and PDFs start with it (server/public-url.ts).
   */
  publicUrl: string;
  /** Web Push (VAPID): from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else generated once into DATA_DIR. */
  vapid?: VapidKeys | undefined;
  /** PAYMENT_GATEWAY=pix-api: the PSP's API Pix, as the PIX_* variables name it (checked at start). */
  pixApi?: PixApiSettings | undefined;
  /** PAYMENT_GATEWAY=asaas: the install's Asaas account (ASAAS_*, checked at start). */
  asaas?: AsaasSettings | undefined;
  /** WhatsApp Cloud API: where associations' numbers are called, and how many messages a second go out. */
  whatsapp?: WhatsappInstall | undefined;
  /**
   * SECRETS_KEY: the AES-256 key that seals secrets kept in the database (associations' PSP credentials);
   * else generated once into DATA_DIR. Absent only in configs built by hand (tests).
   */
  secretsKey?: Buffer | undefined;
  /** UPLOAD_S3_BUCKET: uploaded files go to this S3-compatible bucket instead of DATA_DIR/uploads. */
  uploadBucket?: UploadBucketSettings | undefined;
  /** ASSOCIATION_SIGNUP: 'closed' hides /gestao/cadastro (404); absent means 'open'. */
  associationSignup?: 'open' | 'closed';
}

/** An S3-compatible bucket (AWS, MinIO, R2…) for uploaded files; the keys never leave the store. */
export interface UploadBucketSettings {
  bucket: string;
  region: string;
  /** UPLOAD_S3_ENDPOINT: a non-AWS service's address (path-style requests then). */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

/** The keys come from the environment, else are generated once and kept in DATA_DIR. */
function vapidFrom(env: NodeJS.ProcessEnv, dataDir: string): VapidKeys {
  const subject = env.VAPID_SUBJECT ?? 'mailto:suporte@quita.app.br';
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  const file = join(dataDir, 'vapid.json');
  try {
    return { ...(JSON.parse(readFileSync(file, 'utf8')) as Omit<VapidKeys, 'subject'>), subject };
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const keys = webpush.generateVAPIDKeys();
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
    return { ...keys, subject };
  }
}

/** The secret comes from JWT_SECRET, else it is generated once and kept in DATA_DIR. */
function jwtSecretFrom(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

function uploadBucketFrom(env: NodeJS.ProcessEnv): UploadBucketSettings | undefined {
  if (!env.UPLOAD_S3_BUCKET) return undefined;
  return {
    bucket: env.UPLOAD_S3_BUCKET,
    region: env.UPLOAD_S3_REGION || 'us-east-1',
    endpoint: env.UPLOAD_S3_ENDPOINT || undefined,
    accessKeyId: env.UPLOAD_S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.UPLOAD_S3_SECRET_ACCESS_KEY || undefined,
  };
}

function trustProxyFrom(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  const sandbox = isSandbox(env);
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: jwtSecretFrom(env, dataDir),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 7 * 24 * 3600),
    sandbox,
    paymentGateway: env.PAYMENT_GATEWAY ?? 'sandbox',
    pixExpirySeconds: Number(env.PIX_EXPIRY_SECONDS ?? 1800),
    staticDir: resolve(env.STATIC_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    reconcileIntervalMs: env.RECONCILE_INTERVAL_MS ? Number(env.RECONCILE_INTERVAL_MS) : undefined,
    crashAfterGatewayCharge: sandbox && env.CRASH_AFTER_GATEWAY_CHARGE === '1',
    crashAfterSettleCommit: sandbox && env.CRASH_AFTER_SETTLE_COMMIT === '1',
    rateLimitAllowList: (env.RATE_LIMIT_ALLOWLIST ?? '')
      .split(',')
      .map((ip) => ip.trim())
      .filter(Boolean),
    crmProvider: env.CRM_PROVIDER === 'http' ? 'http' : sandbox ? 'sandbox' : 'none',
    crmApiUrl: env.CRM_API_URL || undefined,
    crmApiKey: env.CRM_API_KEY || undefined,
    cepProvider: env.CEP_PROVIDER === 'viacep' ? 'viacep' : 'sandbox',
    recaptchaSecret: env.RECAPTCHA_SECRET || undefined,
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM || undefined,
    publicUrl: publicUrlFrom(env, sandbox),
    vapid: vapidFrom(env, dataDir),
    pixApi: env.PAYMENT_GATEWAY === 'pix-api' ? pixApiFrom(env) : undefined,
    // ASAAS_API_URL alone: the base an association's own Asaas account (Recebimentos) is called at.
    asaas: env.PAYMENT_GATEWAY === 'asaas' || env.ASAAS_API_URL ? asaasSettingsFrom(env) : undefined,
    secretsKey: secretsKeyFrom(env, dataDir),
    whatsapp: whatsappInstallFrom(env),
    uploadBucket: uploadBucketFrom(env),
    associationSignup: env.ASSOCIATION_SIGNUP === 'closed' ? 'closed' : 'open',
  };
}
