import { AuthConfigResponse } from '../../../domain/contract/registration';
import type { App } from '../../types';

/** What the sign-up screen needs before it draws the captcha. */
export default async function clientConfig(app: App) {
  app.get('/config', { schema: { response: { 200: AuthConfigResponse } } }, async () => ({
    recaptchaSiteKey: app.config.recaptchaSiteKey ?? null,
    sandbox: app.config.sandbox,
    crmRegistry: app.config.crmProvider !== 'none',
  }));
}
