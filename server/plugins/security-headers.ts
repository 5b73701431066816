import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { App } from '../types';
import { spaInlineScriptSources } from './inline-scripts';

const GOOGLE_CAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/**
 * The headers helmet would set, worked out once. The options are the same for every answer, and
 * building helmet's middleware per request (as @fastify/helmet does) cost more than the busiest
 * calls' database work.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Secure headers on every answer. The only inline script allowed is the SPA's boot script, by its
 * hash; styles may be inline (the page's own stylesheet, and the notification library's <style>). Google's captcha hosts are allowed only when a site
 * key is configured. Nobody may frame the app (clickjacking of the payment screens). A route may
 * still send its own CSP (Swagger UI's hash-based one), which replaces this one.
 */
export const securityHeadersPlugin = fp(async (app: App) => {
  const captcha = app.config.recaptchaSiteKey ? GOOGLE_CAPTCHA : [];
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...spaInlineScriptSources(app.config.staticDir), ...captcha],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        frameSrc: captcha.length ? captcha : ["'none'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // A sandbox keeps within reach the window it opens for ?inspect (the Stately inspector), which
    // same-origin would cut off; elsewhere the app opens no window that talks back.
    crossOriginOpenerPolicy: { policy: app.config.sandbox ? 'same-origin-allow-popups' : 'same-origin' },
    // Strict-Transport-Security only matters behind HTTPS; browsers ignore it on plain HTTP.
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
