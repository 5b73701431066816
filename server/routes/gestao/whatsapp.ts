import { Ok, type StaffRole } from '../../../domain/contract/gestao-session';
import {
  WhatsappConnectionCheck,
  WhatsappSettingsBody,
  WhatsappSettingsView,
  WhatsappView,
} from '../../../domain/contract/gestao-whatsapp';
import { removeWhatsappSettings } from '../../gestao/whatsapp/remove-whatsapp-settings';
import { saveWhatsappSettings } from '../../gestao/whatsapp/save-whatsapp-settings';
import { checkWhatsappConnection } from '../../gestao/whatsapp/whatsapp-connection-check';
import { whatsappOf } from '../../gestao/whatsapp/whatsapp-of';
import { whatsappInstallOf } from '../../messaging/whatsapp/whatsapp-install';
import { answer } from '../../plugins/errors';
import { secretBoxOf } from '../../secrets/secret-box';
import type { App } from '../../types';

const gestorOnly: { staffRoles: StaffRole[] } = { staffRoles: ['gestor'] };

/** Recebimentos › WhatsApp (gestor only): tokens and the app secret go in and never come out. */
export default async function whatsappRoutes(app: App) {
  const box = secretBoxOf(app.config);
  const install = () => ({ sandbox: app.config.sandbox, publicUrl: app.config.publicUrl });

  app.get('/whatsapp', { config: gestorOnly, schema: { response: { 200: WhatsappView } } }, (request) =>
    whatsappOf(app.db, request.staff.associationId, install()),
  );

  app.put(
    '/whatsapp',
    { config: gestorOnly, schema: { body: WhatsappSettingsBody, response: { 200: WhatsappSettingsView } } },
    async (request, reply) =>
      answer(request, reply, await saveWhatsappSettings(app.db, box, request.staff, request.body)),
  );

  app.delete('/whatsapp', { config: gestorOnly, schema: { response: { 200: Ok } } }, async (request) => {
    await removeWhatsappSettings(app.db, request.staff);
    return { ok: true as const };
  });

  // A call to Meta with the stored token: a few a minute.
  app.post(
    '/whatsapp/check',
    {
      config: { ...gestorOnly, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { response: { 200: WhatsappConnectionCheck } },
    },
    (request) =>
      checkWhatsappConnection(app.db, box, whatsappInstallOf(app.config).apiUrl, request.staff.associationId),
  );
}
