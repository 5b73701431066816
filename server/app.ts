import fastifyRateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { PaymentGateway } from './gateways/payment/payment-gateway';
import { createAssociationGateways } from './payments/association-gateway';
import { createPaymentGateway, DEFAULT_PIX_EXPIRY_SECONDS } from './gateways/payment/select-gateway';
import { createMemberSessions } from './auth/member-sessions';
import { createChangeEvents } from './live-status/change-events';
import { createTransactionEvents } from './live-status/transaction-events';
import { createOutbox, type MessageTransport } from './messaging/outbox';
import { authPlugin } from './plugins/auth';
import { docsPlugin } from './plugins/docs';
import { inputGuardPlugin } from './plugins/input-guard';
import { lazyChildLogger } from './plugins/lazy-child-logger';
import { postgresRateLimitStore } from './plugins/rate-limit-store';
import { securityHeadersPlugin } from './plugins/security-headers';
import { serializerCompiler } from './plugins/serializer';
import { registerErrorHandling } from './plugins/errors';
import uploadRoutes from './routes/uploads/routes';
import { createUploadStore } from './uploads/upload-store';
import { spaPlugin } from './plugins/spa';
import { secretBoxOf } from './secrets/secret-box';
import { staffAuthPlugin } from './plugins/staff-auth';
import accessRoutes from './routes/access/routes';
import authRoutes from './routes/auth/routes';
import healthRoutes from './routes/health/routes';
import associationPublicRoutes from './routes/associacoes/routes';
import bannerRoutes from './routes/banners/routes';
import cepRoutes from './routes/cep';
import documentRoutes from './routes/documents/routes';
import privacyRoutes from './routes/privacidade/routes';
import verifyRoutes from './routes/documents/verify';
import emitenteRoutes from './routes/emitente/routes';
import fluxoRoutes from './routes/fluxo/routes';
import gestaoRoutes from './routes/gestao/routes';
import itemRoutes from './routes/itens/routes';
import liveChangeRoutes from './routes/ao-vivo/routes';
import ticketRoutes from './routes/ingressos/routes';
import votingRoutes from './routes/votacoes/routes';
import reminderRoutes from './routes/lembretes/routes';
import debitoAutomaticoRoutes from './routes/debito-automatico/routes';
import projetoRoutes from './routes/projeto/routes';
import sandboxPaymentRoutes from './routes/sandbox-payments/routes';
import sandboxMachines from './routes/sandbox/maquinas';
import sandboxInvoiceRoutes from './routes/sandbox/notas-fiscais';
import sandboxRoutes from './routes/sandbox/routes';
import asaasWebhookRoutes from './routes/webhooks/asaas';
import pixWebhookRoutes from './routes/webhooks/pix';
import pixAutomaticoWebhookRoutes from './routes/webhooks/pix-automatico';
import whatsappWebhookRoutes from './routes/webhooks/whatsapp';
import type { App } from './types';
import { paymentSettledHandlers } from './payment-settled-handlers';
import { REDACTED_PATHS } from './plugins/log-redaction';
import { chargeGuards, methodCharges, paymentEndListeners, paymentRefundedListeners } from './payment-areas';
import { createSettledEffects } from './payments/settled-effects';

export interface AppDeps {
  config: Config;
  database: Database;
  transport?: MessageTransport;
  /** Replaces the gateway PAYMENT_GATEWAY names (tests). */
  gateway?: PaymentGateway;
  logger?: boolean | object;
  /** Where the production logger writes (stdout when absent): tests read what it redacts. */
  logStream?: { write(line: string): void };
}

export async function buildApp({
  config,
  database,
  transport,
  gateway,
  logger,
  logStream,
}: AppDeps): Promise<App> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: REDACTED_PATHS,
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy ?? false,
    ...(logger === undefined ? { childLoggerFactory: lazyChildLogger } : {}),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('uploadStore', await createUploadStore(config));
  app.decorate('outbox', createOutbox(database.db, transport));
  const transactionEvents = await createTransactionEvents(database);
  app.decorate('transactionEvents', transactionEvents);
  app.addHook('onClose', () => transactionEvents.close());
  const changeEvents = await createChangeEvents(database);
  app.decorate('changeEvents', changeEvents);
  app.addHook('onClose', () => changeEvents.close());
  const memberSessions = await createMemberSessions(database);
  app.decorate('memberSessions', memberSessions);
  app.addHook('onClose', () => memberSessions.close());
  app.decorate('gateway', gateway ?? createPaymentGateway(config, database.db));
  // Each association receives its own money: an association with API Pix credentials of its own is
  // charged, confirmed and refunded on its PSP account; every other on the gateway above.
  const associationGateways = createAssociationGateways({
    db: database.db,
    secretBox: secretBoxOf(config),
    defaultGateway: app.gateway,
    pixExpirySeconds: config.pixExpirySeconds ?? DEFAULT_PIX_EXPIRY_SECONDS,
    sandbox: config.sandbox,
  });
  app.decorate('associationGateways', associationGateways);
  app.addHook('onClose', async () => associationGateways.close());
  app.decorate('chargeGuards', chargeGuards);
  app.decorate('methodCharges', methodCharges);
  app.decorate('paymentEndListeners', paymentEndListeners);
  app.decorate('paymentRefundedListeners', paymentRefundedListeners);
  app.decorate(
    'settledEffects',
    createSettledEffects({ db: database.db, log: app.log, handlers: paymentSettledHandlers(app) }),
  );

  await app.register(securityHeadersPlugin);
  await app.register(inputGuardPlugin);
  await app.register(fastifyRateLimit, {
    global: false,
    allowList: config.rateLimitAllowList ?? [],
    // Instances sharing a PostgreSQL share their counts; PGlite belongs to one process, whose memory will do.
    ...(database.kind === 'postgres' ? { store: postgresRateLimitStore(database.db) } : {}),
  });
  await app.register(docsPlugin);
  await app.register(authPlugin);
  await app.register(staffAuthPlugin);
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(emitenteRoutes, { prefix: '/api/emitente' });
  await app.register(fluxoRoutes, { prefix: '/api/fluxo' });
  await app.register(projetoRoutes, { prefix: '/api/projeto' });
  await app.register(accessRoutes, { prefix: '/api/access' });
  await app.register(bannerRoutes, { prefix: '/api/banners' });
  await app.register(associationPublicRoutes, { prefix: '/api/associacoes' });
  await app.register(sandboxPaymentRoutes, { prefix: '/api/sandbox' });
  await app.register(cepRoutes, { prefix: '/api' });
  await app.register(gestaoRoutes, { prefix: '/api/gestao' });
  await app.register(reminderRoutes, { prefix: '/api/lembretes' });
  await app.register(votingRoutes, { prefix: '/api/votacoes' });
  await app.register(debitoAutomaticoRoutes, { prefix: '/api/debito-automatico' });
  await app.register(itemRoutes, { prefix: '/api/itens' });
  await app.register(liveChangeRoutes, { prefix: '/api/ao-vivo' });
  await app.register(ticketRoutes, { prefix: '/api/ingressos' });
  await app.register(documentRoutes, { prefix: '/api/documentos' });
  await app.register(privacyRoutes, { prefix: '/api/privacidade' });
  await app.register(uploadRoutes, { prefix: '/api/uploads' });
  await app.register(verifyRoutes, { prefix: '/api/verificar' });
  await app.register(pixWebhookRoutes, { prefix: '/api/webhooks/pix' });
  await app.register(pixAutomaticoWebhookRoutes, { prefix: '/api/webhooks/pix' });
  await app.register(asaasWebhookRoutes, { prefix: '/api/webhooks/asaas' });
  await app.register(whatsappWebhookRoutes, { prefix: '/api/webhooks/whatsapp' });
  // The sandbox inbox shows every code sent; with real e-mail going out it would hand them to anyone.
  if (config.sandbox && !config.smtpUrl) await app.register(sandboxRoutes, { prefix: '/api/sandbox' });
  if (config.sandbox) await app.register(sandboxMachines, { prefix: '/api/sandbox' });
  if (config.sandbox) await app.register(sandboxInvoiceRoutes, { prefix: '/api/sandbox' });
  await app.register(spaPlugin, {
    root: config.staticDir,
    sandbox: config.sandbox,
    associationSignUpClosed: config.associationSignup === 'closed',
  });
  return app;
}
