import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { App } from '../types';

const GOOGLE_CAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/**
 * Secure headers on every answer. The SPA runs no inline script; styles may be inline (the
 * notification library injects <style>). Google's captcha hosts are allowed only when a site
 * key is configured. Nobody may frame the app (clickjacking of the payment screens).
 */
export const securityHeadersPlugin = fp(async (app: App) => {
  const captcha = app.config.recaptchaSiteKey ? GOOGLE_CAPTCHA : [];
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...captcha],
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
    // Strict-Transport-Security only matters behind HTTPS; browsers ignore it on plain HTTP.
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });
});
