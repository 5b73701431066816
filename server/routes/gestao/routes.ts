import type { onRequestHookHandler } from 'fastify';
import type { App } from '../../types';
import auditRoutes from './audit';
import categoryRoutes from './categories';
import chargeRoutes from './charges';
import dashboardRoutes from './dashboard';
import debitoAutomaticoRoutes from './debito-automatico';
import memberRoutes from './members';
import staffPasswordRecovery from './password-recovery';
import paymentRoutes from './payments';
import pixSettingsRoutes from './pix-settings';
import qrRoutes from './qr';
import requestRoutes from './requests';
import staffSession from './session';
import storeRoutes from './store';
import teamRoutes from './team';

export interface BackOfficeRoute {
  method: string;
  url: string;
  staffRoles: readonly string[];
  publicRoute: boolean;
}

// Keyed by the app's config object (one per built app): the access tests walk every route.
const routeTables = new WeakMap<object, BackOfficeRoute[]>();
export const backOfficeRoutesOf = (app: App): readonly BackOfficeRoute[] => routeTables.get(app.config) ?? [];

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * The back office (/api/gestao): our own vocabulary (camelCase, centavos, ISO dates, errors as
 * { ok: false, message }). Closed by default: every route needs a staff session of the roles its
 * `config.staffRoles` names (any staff when absent) unless it says `config.publicRoute`, and takes
 * the issuer from that session, never from the request.
 */
export default async function gestaoRoutes(app: App) {
  const table: BackOfficeRoute[] = [];
  routeTables.set(app.config, table);
  app.addHook('onRoute', (route) => {
    const config = route.config ?? {};
    route.config = { ...config, ownVocabulary: true } as typeof route.config;
    for (const method of asList(route.method)) {
      if (method === 'HEAD') continue;
      table.push({
        method,
        url: route.url,
        staffRoles: config.staffRoles ?? [],
        publicRoute: !!config.publicRoute,
      });
    }
    if (config.publicRoute) return;
    const guard = app.staffOnly(...(config.staffRoles ?? [])) as onRequestHookHandler;
    route.onRequest = [guard, ...asList(route.onRequest as onRequestHookHandler | onRequestHookHandler[])];
  });
  await app.register(staffSession);
  await app.register(staffPasswordRecovery);
  await app.register(dashboardRoutes);
  await app.register(memberRoutes);
  await app.register(requestRoutes);
  await app.register(chargeRoutes);
  await app.register(paymentRoutes);
  await app.register(storeRoutes);
  await app.register(categoryRoutes);
  await app.register(qrRoutes);
  await app.register(teamRoutes);
  await app.register(auditRoutes);
  await app.register(pixSettingsRoutes);
  await app.register(debitoAutomaticoRoutes);
}
