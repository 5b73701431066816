import { streamChanges } from '../../live-status/sse';
import type { App } from '../../types';

/**
 * /api/gestao/ao-vivo (gestor and financeiro, who see the money): server-sent events saying that the association's money changed (a payment
 * settled or refunded), so Pagamentos and the Painel ask again while open.
 */
export default async function liveChangeStaffRoutes(app: App) {
  app.get('/ao-vivo', { config: { staffRoles: ['gestor', 'financeiro'] } }, async (request, reply) => {
    streamChanges(request, reply, (listener) =>
      app.changeEvents.subscribeAssociation(request.staff.associationId, listener),
    );
  });
}
