import { z } from 'zod';

/** How an association receives: the sandbox (only while SANDBOX is true), its bank's API Pix, Asaas. */
export const ReceivingGateway = z.enum(['sandbox', 'pix-api', 'asaas']);
export type ReceivingGateway = z.infer<typeof ReceivingGateway>;

/** The association's Asaas account as the back office sees it: never the key or the token, only that they are set. */
export const AsaasSettingsView = z.object({
  apiUrl: z.string(),
  apiKeySet: z.literal(true),
  webhookTokenSet: z.literal(true),
  updatedAt: z.string(),
});
export type AsaasSettingsView = z.infer<typeof AsaasSettingsView>;

export const ReceivingView = z.object({
  /** The gestor's choice; null: none made (its API Pix settings when it has them, else the install's). */
  chosen: ReceivingGateway.nullable(),
  sandboxAvailable: z.boolean(),
  hasPixSettings: z.boolean(),
  asaas: AsaasSettingsView.nullable(),
  /** Where Asaas must send this install's webhooks (Integrações › Webhooks at Asaas). */
  asaasWebhookUrl: z.string(),
});
export type ReceivingView = z.infer<typeof ReceivingView>;

/** Saving Asaas settings: an empty field keeps the stored one (both required the first time). */
export const AsaasSettingsBody = z.object({
  apiKey: z.string().max(500).optional(),
  webhookToken: z.string().max(500).optional(),
});
export type AsaasSettingsBody = z.infer<typeof AsaasSettingsBody>;

export const ReceivingChoiceBody = z.object({ gateway: ReceivingGateway });
export type ReceivingChoiceBody = z.infer<typeof ReceivingChoiceBody>;

/** "Testar conexão" with Asaas: GET /finance/balance with the stored key, or Asaas's refusal in pt-BR. */
export const AsaasConnectionCheck = z.discriminatedUnion('passed', [
  z.object({ passed: z.literal(true) }),
  z.object({ passed: z.literal(false), message: z.string() }),
]);
export type AsaasConnectionCheck = z.infer<typeof AsaasConnectionCheck>;
