import {
  ForgetPushDevice,
  PushDevice,
  ReminderChannels,
  ReminderSettings,
  WhatsappConsent,
  WhatsappOptIn,
} from '../../../domain/contract/reminders';
import { Ok } from '../../../domain/contract/gestao-session';
import {
  forgetPushDevice,
  readReminderSettings,
  rememberPushDevice,
  saveReminderChannels,
} from '../../dues/reminder-settings';
import {
  grantWhatsappConsent,
  readWhatsappConsent,
  revokeWhatsappConsent,
} from '../../members/whatsapp-consent';
import { answer } from '../../plugins/errors';
import type { App } from '../../types';

/** /api/lembretes: the member's reminder channels and push devices (our own vocabulary). */
export default async function reminderRoutes(app: App) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config as object), ownVocabulary: true } as typeof route.config;
  });
  const settings = async (memberId: number) => ({
    ...(await readReminderSettings(app.db, memberId)),
    vapidPublicKey: app.config.vapid?.publicKey ?? null,
  });

  app.get('/', { schema: { response: { 200: ReminderSettings } } }, (request) => settings(request.memberId));

  app.put(
    '/',
    { schema: { body: ReminderChannels, response: { 200: ReminderSettings } } },
    async (request) => {
      await saveReminderChannels(app.db, request.memberId, request.body);
      return settings(request.memberId);
    },
  );

  app.post('/dispositivos', { schema: { body: PushDevice, response: { 200: Ok } } }, async (request) => {
    await rememberPushDevice(app.db, request.memberId, request.body);
    return { ok: true as const };
  });

  app.delete(
    '/dispositivos',
    { schema: { body: ForgetPushDevice, response: { 200: Ok } } },
    async (request) => {
      await forgetPushDevice(app.db, request.memberId, request.body.endpoint);
      return { ok: true as const };
    },
  );

  // WhatsApp: on records the consent (its text, this session); off is one call.
  app.get('/whatsapp', { schema: { response: { 200: WhatsappConsent } } }, (request) =>
    readWhatsappConsent(app.db, request.memberId),
  );

  app.put(
    '/whatsapp',
    { schema: { body: WhatsappOptIn, response: { 200: WhatsappConsent } } },
    async (request, reply) =>
      answer(
        request,
        reply,
        await grantWhatsappConsent(app.db, request.memberId, request.sessionId, request.body),
      ),
  );

  app.delete('/whatsapp', { schema: { response: { 200: WhatsappConsent } } }, async (request) => {
    await revokeWhatsappConsent(app.db, request.memberId, 'perfil');
    return readWhatsappConsent(app.db, request.memberId);
  });
}
