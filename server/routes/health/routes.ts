import { z } from 'zod';
import type { App } from '../../types';

/** For load balancers and the API benchmark's baseline: no database, no auth. */
export default async function healthRoutes(app: App) {
  app.get('/health', { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } }, async () => ({
    ok: true as const,
  }));
}
