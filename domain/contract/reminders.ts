import { z } from 'zod';

/** The member's "Lembretes" (our own vocabulary: these calls are not in SPEC §7). */
export const ReminderSettings = z.object({
  email: z.boolean(),
  push: z.boolean(),
  /** How many of the member's devices receive notifications. */
  devices: z.number().int(),
  /** The VAPID public key the browser subscribes with (absent: push is not configured). */
  vapidPublicKey: z.string().nullable(),
});
export type ReminderSettings = z.infer<typeof ReminderSettings>;

export const ReminderChannels = z.object({ email: z.boolean(), push: z.boolean() });
export type ReminderChannels = z.infer<typeof ReminderChannels>;

/** What PushSubscription.toJSON() gives. */
export const PushDevice = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2048),
  keys: z.object({ p256dh: z.string().min(1).max(256), auth: z.string().min(1).max(256) }),
});
export type PushDevice = z.infer<typeof PushDevice>;

export const ForgetPushDevice = z.object({ endpoint: z.string().max(2048) });

export const ReminderJobRun = z.object({
  reminded: z.number().int(),
  emails: z.number().int(),
  pushes: z.number().int(),
  whatsapps: z.number().int(),
});
export type ReminderJobRun = z.infer<typeof ReminderJobRun>;

/** The member's WhatsApp opt-in (Perfil › Lembretes › Notificações). */
export const WhatsappConsent = z.object({
  on: z.boolean(),
  /** E.164 digits (5511987654321): the consent's number, or the mobile offered by default. */
  phone: z.string().nullable(),
  grantedAt: z.string().nullable(),
  /** The text accepted (on) or to be accepted (off), exactly as recorded. */
  consentText: z.string(),
});
export type WhatsappConsent = z.infer<typeof WhatsappConsent>;

/** Turning WhatsApp on; without a number, the member's mobile. */
export const WhatsappOptIn = z.object({ phone: z.string().max(30).optional() });
export type WhatsappOptIn = z.infer<typeof WhatsappOptIn>;
