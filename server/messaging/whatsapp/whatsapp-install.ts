/** Meta's Graph API, at a pinned version: requests go to `{apiUrl}/{phone-number-id}/messages`. */
export const WHATSAPP_GRAPH_API_URL = 'https://graph.facebook.com/v23.0';

export interface WhatsappInstall {
  /** WHATSAPP_API_URL (tests point it at the fake Graph API). */
  apiUrl: string;
  /** WHATSAPP_MESSAGES_PER_SECOND: Meta's throughput per number (80 by default for a Cloud API number). */
  messagesPerSecond: number;
}

export function whatsappInstallFrom(env: NodeJS.ProcessEnv): WhatsappInstall {
  const perSecond = Number(env.WHATSAPP_MESSAGES_PER_SECOND ?? 20);
  return {
    apiUrl: (env.WHATSAPP_API_URL || WHATSAPP_GRAPH_API_URL).replace(/\/+$/, ''),
    messagesPerSecond: Number.isFinite(perSecond) && perSecond > 0 ? perSecond : 20,
  };
}

export const whatsappInstallOf = (config: { whatsapp?: WhatsappInstall | undefined }): WhatsappInstall =>
  config.whatsapp ?? whatsappInstallFrom({});
