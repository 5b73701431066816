import { z } from 'zod';
import { completedPurchasePath } from '../../../domain/purchase-link';
import { ERRORS, sendError } from '../../plugins/errors';
import { findPublicPaidTransaction } from '../../payments/paid-transactions';
import { withdrawalStateOf } from '../../purchases/withdrawal-state';
import { publicPurchaseOf } from '../../payments/public-purchase-of';
import type { App } from '../../types';
import { sendReceiptPage } from '../receipt-reply';

const Params = z.object({ hash: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

/**
 * A public purchase's printable receipt, to whoever holds its transaction's unguessable hash, with
 * "Desistir da compra" while the buyer may withdraw it (CDC art. 49).
 */
export default async function recibo(app: App) {
  app.get(
    '/recibo/:hash',
    {
      schema: { params: Params },
      config: { ownVocabulary: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const paid = await findPublicPaidTransaction(app.db, request.params.hash);
      if (!paid) return sendError(request, reply, 404, ERRORS.notFound);
      const purchase = await publicPurchaseOf(app.db, paid.transactionId);
      const state = purchase && (await withdrawalStateOf(app.db, { reference: purchase }));
      return sendReceiptPage(
        app,
        reply,
        paid,
        purchase && state ? { state, purchasePath: completedPurchasePath(purchase) } : undefined,
      );
    },
  );
}
