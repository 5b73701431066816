import type { App } from '../../types';
import staffSession from './session';

/**
 * The back office (/api/gestao): our own vocabulary (camelCase, centavos, ISO dates, errors as
 * { ok: false, message }). Every route but login takes the issuer from the staff session.
 */
export default async function gestaoRoutes(app: App) {
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config as object), ownVocabulary: true } as typeof route.config;
  });
  await app.register(staffSession);
}
