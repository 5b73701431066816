import type { Db } from '../../db/client';
import { secretBoxOf } from '../../secrets/secret-box';
import type { WhatsappDeps } from './deliver-whatsapp';
import { whatsappInstallOf, type WhatsappInstall } from './whatsapp-install';

/** What the delivery reads of the server's config (server/config.ts). */
export interface WhatsappConfig {
  whatsapp?: WhatsappInstall | undefined;
  secretsKey?: Buffer | undefined;
  jwtSecret: string;
  sandbox: boolean;
  publicUrl: string;
}

/** The delivery's dependencies from the server's config. */
export function whatsappDepsOf(db: Db, config: WhatsappConfig): WhatsappDeps {
  const install = whatsappInstallOf(config);
  return {
    db,
    box: secretBoxOf(config),
    apiUrl: install.apiUrl,
    messagesPerSecond: install.messagesPerSecond,
    sandbox: config.sandbox,
    publicUrl: config.publicUrl,
  };
}
