import { z } from 'zod';
import { Ok } from '../../../domain/contract/gestao-session';
import { OpenItems } from '../../../domain/contract/open-items';
import { toWireDate } from '../../../domain/dates';
import { openItemsOf } from '../../dues/open-items';
import { withdrawPurchase } from '../../cash-flow/withdraw-purchase';
import { ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';

const ItemParams = z.object({ itemId: z.coerce.number().int().positive().max(2_147_483_647) });

/** /api/itens: the member's own actions on an item beyond SPEC §7 (our own vocabulary). */
export default async function itemRoutes(app: App) {
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/abertos',
    { schema: { response: { 200: OpenItems } }, config: { ownVocabulary: true } },
    async (request) => {
      const open = await openItemsOf(app.db, request.memberId);
      return {
        totalCentavos: open.totalCentavos,
        items: open.items.map(({ id, associationId, associationName, description, dueAt, due, refund }) => ({
          id,
          associationId,
          associationName,
          description,
          dueDate: toWireDate(dueAt),
          amountCentavos: due.totalCentavos,
          priceCentavos: due.priceCentavos,
          promoUntil: due.promo?.until ?? null,
          afterPromoCentavos: due.promo?.thenCentavos ?? null,
          fineCentavos: due.fineCentavos,
          interestCentavos: due.interestCentavos,
          daysLate: due.daysLate,
          refund: refund && { ...refund, at: refund.at.toISOString() },
        })),
      };
    },
  );
  app.post(
    '/:itemId/desistencia',
    { schema: { params: ItemParams, response: { 200: Ok } }, config: { ownVocabulary: true } },
    async (request, reply) => {
      if (!(await withdrawPurchase(app.db, request.memberId, request.params.itemId))) {
        return sendError(request, reply, 404, ERRORS.notFound);
      }
      return { ok: true as const };
    },
  );
}
