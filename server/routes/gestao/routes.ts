import type { onRequestHookHandler } from 'fastify';
import { OFFICE_ROLES } from '../../../domain/contract/gestao-session';
import type { App } from '../../types';
import assemblyRoutes from './assemblies';
import associationRoutes from './association';
import associationSignUpRoutes from './association-signup';
import associationCategoryRoutes from './association-categories';
import auditRoutes from './audit';
import categoryRoutes from './categories';
import chargeRoutes from './charges';
import checkinRoutes from './checkin';
import dashboardRoutes from './dashboard';
import firstStepsRoutes from './first-steps';
import healthRoutes from './health';
import invoiceRoutes from './invoices';
import debitoAutomaticoRoutes from './debito-automatico';
import eventDeskRoutes from './event-desk';
import eventRoutes from './events';
import memberRoutes from './members';
import staffPasswordRecovery from './password-recovery';
import paymentRoutes from './payments';
import liveChangeStaffRoutes from './live-changes';
import pixSettingsRoutes from './pix-settings';
import qrRoutes from './qr';
import receivingRoutes from './receiving';
import whatsappRoutes from './whatsapp';
import requestRoutes from './requests';
import activityRequestRoutes from './activities';
import privacyRequestStaffRoutes from './privacy-requests';
import staffSession from './session';
import storeRoutes from './store';
import teamRoutes from './team';

export interface GestaoRoute {
  method: string;
  url: string;
  staffRoles: readonly string[];
  publicRoute: boolean;
}

// Keyed by the app's config object (one per built app): the access tests walk every route.
const routeTables = new WeakMap<object, GestaoRoute[]>();
export const gestaoRoutesOf = (app: App): readonly GestaoRoute[] => routeTables.get(app.config) ?? [];

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * The back office (/api/gestao): our own vocabulary (camelCase, centavos, ISO dates, errors as
 * { ok: false, message }). Closed by default: every route needs a staff session of the roles its
 * `config.staffRoles` names (gestor and financeiro when absent: recepção only where a route names
 * it) unless it says `config.publicRoute`, and takes
 * the association from that session, never from the request.
 */
export default async function gestaoRoutes(app: App) {
  const table: GestaoRoute[] = [];
  routeTables.set(app.config, table);
  app.addHook('onRoute', (route) => {
    const config = route.config ?? {};
    const staffRoles = config.staffRoles ?? OFFICE_ROLES;
    route.config = { ...config, ownVocabulary: true } as typeof route.config;
    for (const method of asList(route.method)) {
      if (method === 'HEAD') continue;
      table.push({
        method,
        url: route.url,
        staffRoles: config.publicRoute ? [] : staffRoles,
        publicRoute: !!config.publicRoute,
      });
    }
    if (config.publicRoute) return;
    const guard = app.staffOnly(...staffRoles) as onRequestHookHandler;
    route.onRequest = [guard, ...asList(route.onRequest as onRequestHookHandler | onRequestHookHandler[])];
  });
  await app.register(staffSession);
  await app.register(staffPasswordRecovery);
  await app.register(dashboardRoutes);
  await app.register(firstStepsRoutes);
  await app.register(memberRoutes);
  await app.register(requestRoutes);
  await app.register(activityRequestRoutes);
  await app.register(privacyRequestStaffRoutes);
  await app.register(chargeRoutes);
  await app.register(paymentRoutes);
  await app.register(liveChangeStaffRoutes);
  await app.register(healthRoutes);
  await app.register(invoiceRoutes);
  await app.register(storeRoutes);
  await app.register(categoryRoutes);
  await app.register(associationCategoryRoutes);
  await app.register(qrRoutes);
  await app.register(teamRoutes);
  await app.register(auditRoutes);
  await app.register(pixSettingsRoutes);
  await app.register(receivingRoutes);
  await app.register(whatsappRoutes);
  await app.register(debitoAutomaticoRoutes);
  await app.register(associationSignUpRoutes);
  await app.register(associationRoutes);
  await app.register(eventRoutes);
  await app.register(eventDeskRoutes);
  await app.register(checkinRoutes);
  await app.register(assemblyRoutes);
}
