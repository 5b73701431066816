import { z } from 'zod';

/** The association's WhatsApp number as the back office sees it: never a token or the secret. */
export const WhatsappSettingsView = z.object({
  phoneNumberId: z.string(),
  accessTokenSet: z.literal(true),
  appSecretSet: z.literal(true),
  verifyTokenSet: z.literal(true),
  reminderTemplate: z.string(),
  paidTemplate: z.string(),
  updatedAt: z.string(),
});
export type WhatsappSettingsView = z.infer<typeof WhatsappSettingsView>;

export const WhatsappView = z.object({
  settings: WhatsappSettingsView.nullable(),
  /** Where Meta must send the webhooks (the app's WhatsApp › Configuration › Callback URL). */
  webhookUrl: z.string(),
  /** Without settings, messages go to the sandbox's WhatsApp (SANDBOX=true) or nowhere. */
  sandbox: z.boolean(),
});
export type WhatsappView = z.infer<typeof WhatsappView>;

/** Saving: an empty secret keeps the stored one (all required the first time). */
export const WhatsappSettingsBody = z.object({
  phoneNumberId: z.string().max(40),
  accessToken: z.string().max(1000).optional(),
  appSecret: z.string().max(200).optional(),
  verifyToken: z.string().max(200).optional(),
  reminderTemplate: z.string().max(512),
  paidTemplate: z.string().max(512),
});
export type WhatsappSettingsBody = z.infer<typeof WhatsappSettingsBody>;

export const WhatsappConnectionCheck = z.discriminatedUnion('passed', [
  z.object({ passed: z.literal(true), displayPhoneNumber: z.string(), verifiedName: z.string() }),
  z.object({ passed: z.literal(false), message: z.string() }),
]);
export type WhatsappConnectionCheck = z.infer<typeof WhatsappConnectionCheck>;
