import { z } from 'zod';
import { forgetPin } from '../../pin/member-pin';
import type { App } from '../../types';

/**
 * The logged-in member's own PIN forgotten (sandbox only, like its inbox of codes): a browser test
 * that pays as the demo's Maria leaves her as the seed has her, with no PIN, for the specs that
 * register it on Home.
 */
export default async function esquecerPin(app: App) {
  app.post(
    '/esquecer-pin',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: z.object({ RESULTADO: z.literal(true) }) } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      await forgetPin(app.db, request.memberId);
      return { RESULTADO: true as const };
    },
  );
}
