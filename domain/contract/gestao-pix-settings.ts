import { z } from 'zod';

/** A certificate as the screen shows it: who it names and until when it is valid (ISO). */
export const CertificateSummary = z.object({ subject: z.string(), validTo: z.string() });
export type CertificateSummary = z.infer<typeof CertificateSummary>;

/**
 * The association's API Pix account as the back office sees it: what is configured, never a secret.
 * The client id shows only its last 4 characters; the client secret and the private key only
 * that they are there.
 */
export const PixSettings = z.object({
  apiUrl: z.string(),
  /** Null: the default, `${apiUrl}/oauth/token`. */
  oauthUrl: z.string().nullable(),
  clientIdLast4: z.string(),
  certificate: CertificateSummary,
  /** Null: the PSP's server certificate is checked against the public CAs. */
  ca: CertificateSummary.nullable(),
  chave: z.string(),
  /** The account Pix Automático's charges credit (the standard's recebedor); null: none yet. */
  account: z
    .object({
      branch: z.string().nullable(),
      number: z.string(),
      type: z.enum(['CORRENTE', 'POUPANCA', 'PAGAMENTO']),
    })
    .nullable(),
  updatedAt: z.string(),
});
export type PixSettings = z.infer<typeof PixSettings>;

export const PixSettingsResponse = z.object({ settings: PixSettings.nullable() });
export type PixSettingsResponse = z.infer<typeof PixSettingsResponse>;

/**
 * Saving also registers Quita's webhook for the PIX key at the PSP (PUT /webhook/{chave}); a
 * refusal is told (in pt-BR), and the settings stay saved all the same.
 */
export const PixWebhookRegistration = z.discriminatedUnion('registered', [
  z.object({ registered: z.literal(true), webhookUrl: z.string() }),
  z.object({ registered: z.literal(false), message: z.string() }),
]);
export type PixWebhookRegistration = z.infer<typeof PixWebhookRegistration>;

export const PixSettingsSaved = z.object({ settings: PixSettings, webhook: PixWebhookRegistration });
export type PixSettingsSaved = z.infer<typeof PixSettingsSaved>;

const text = (max: number) => z.string().max(max).optional();

/**
 * What a gestor saves. A secret field left empty (client id, client secret, certificate, key, CA)
 * keeps the stored one; `removeCa` drops the stored CA.
 */
export const PixSettingsBody = z.object({
  apiUrl: text(500),
  oauthUrl: text(500),
  clientId: text(200),
  clientSecret: text(1000),
  certificate: text(20_000),
  privateKey: text(20_000),
  caCertificate: text(50_000),
  removeCa: z.boolean().optional(),
  chave: text(77),
  /** The receiving account of Pix Automático: all blank, none; else number and type (branch optional). */
  accountBranch: text(20),
  accountNumber: text(40),
  accountType: text(20),
});
export type PixSettingsBody = z.infer<typeof PixSettingsBody>;

/** "Testar conexão": a token over mTLS, then GET /webhook/{chave}; or the step that failed and why. */
export const PixConnectionCheck = z.discriminatedUnion('passed', [
  z.object({
    passed: z.literal(true),
    /** The address the PSP notifies, as registered there. */
    webhookUrl: z.string(),
    /** Where Quita takes this association's notifications. */
    expectedWebhookUrl: z.string(),
  }),
  z.object({
    passed: z.literal(false),
    failedStep: z.enum(['settings', 'token', 'webhook']),
    message: z.string(),
  }),
]);
export type PixConnectionCheck = z.infer<typeof PixConnectionCheck>;
