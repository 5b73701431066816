import { readFileSync } from 'node:fs';
import type { PixApiConnection } from './pix-api-client';
import type { PixApiSettings } from './pix-api-config';
import { PIX_API_MSG } from './pix-api-messages';

const REQUIRED: [keyof PixApiSettings, string][] = [
  ['apiUrl', 'PIX_API_URL'],
  ['clientId', 'PIX_CLIENT_ID'],
  ['clientSecret', 'PIX_CLIENT_SECRET'],
  ['certFile', 'PIX_CERT_FILE'],
  ['keyFile', 'PIX_KEY_FILE'],
  ['chave', 'PIX_CHAVE'],
];

function readPem(name: string, file: string): Buffer {
  try {
    return readFileSync(file);
  } catch {
    throw new Error(PIX_API_MSG.unreadableFile(name, file));
  }
}

/** The connection from PIX_* settings: every missing one is named at start, not at the first payment. */
export function pixApiConnection(settings: PixApiSettings | undefined): PixApiConnection & { chave: string } {
  const missing = REQUIRED.filter(([key]) => !settings?.[key]).map(([, name]) => name);
  if (!settings || missing.length > 0) throw new Error(PIX_API_MSG.missingSettings(missing));
  return {
    apiUrl: settings.apiUrl!,
    oauthUrl: settings.oauthUrl ?? `${settings.apiUrl}/oauth/token`,
    clientId: settings.clientId!,
    clientSecret: settings.clientSecret!,
    cert: readPem('PIX_CERT_FILE', settings.certFile!),
    key: readPem('PIX_KEY_FILE', settings.keyFile!),
    ca: settings.caFile ? readPem('PIX_CA_FILE', settings.caFile) : undefined,
    chave: settings.chave!,
  };
}
