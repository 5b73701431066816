import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { secretBoxOf } from '../../secrets/secret-box';
import type { WhatsappDeps } from './deliver-whatsapp';
import { whatsappInstallOf } from './whatsapp-install';

/** The delivery's dependencies from the server's config. */
export function whatsappDepsOf(db: Db, config: Config): WhatsappDeps {
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
