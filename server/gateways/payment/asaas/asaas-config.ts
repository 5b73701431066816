/** PAYMENT_GATEWAY=asaas: the install's Asaas account (API v3), read from ASAAS_* at start. */
export interface AsaasSettings {
  /** ASAAS_API_URL: the v3 base, e.g. https://api-sandbox.asaas.com/v3 or https://api.asaas.com/v3. */
  apiUrl: string | undefined;
  /** ASAAS_API_KEY: the account's API key (the `access_token` header of every call). */
  apiKey: string | undefined;
  /** ASAAS_WEBHOOK_TOKEN: what Asaas sends in `asaas-access-token` with each webhook. */
  webhookToken: string | undefined;
}

/** A complete connection: every setting present. */
export interface AsaasConnection {
  apiUrl: string;
  apiKey: string;
  webhookToken: string;
  timeoutMs?: number;
}

export const asaasSettingsFrom = (env: NodeJS.ProcessEnv): AsaasSettings => ({
  apiUrl: env.ASAAS_API_URL?.trim().replace(/\/$/, '') || undefined,
  apiKey: env.ASAAS_API_KEY?.trim() || undefined,
  webhookToken: env.ASAAS_WEBHOOK_TOKEN?.trim() || undefined,
});

const REQUIRED: [keyof AsaasSettings, string][] = [
  ['apiUrl', 'ASAAS_API_URL'],
  ['apiKey', 'ASAAS_API_KEY'],
  ['webhookToken', 'ASAAS_WEBHOOK_TOKEN'],
];

/** The connection, or a start-time error naming every missing variable. */
export function asaasConnection(settings: AsaasSettings | undefined): AsaasConnection {
  const missing = REQUIRED.filter(([key]) => !settings?.[key]).map(([, name]) => name);
  if (!settings || missing.length > 0)
    throw new Error(`PAYMENT_GATEWAY=asaas precisa de ${missing.join(', ')} (veja "Going live" no README).`);
  return { apiUrl: settings.apiUrl!, apiKey: settings.apiKey!, webhookToken: settings.webhookToken! };
}
