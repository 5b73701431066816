import { streamChanges } from '../../live-status/sse';
import type { App } from '../../types';

/**
 * /api/ao-vivo: server-sent events saying that the member's data changed (a payment settled or
 * refunded, an activity decided), so Home, Histórico and Pontos ask again while open.
 */
export default async function liveChangeRoutes(app: App) {
  app.addHook('onRequest', app.authenticate);
  app.get('/', { config: { ownVocabulary: true } }, async (request, reply) => {
    streamChanges(request, reply, (listener) => app.changeEvents.subscribeMember(request.memberId, listener));
  });
}
