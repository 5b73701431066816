import { z } from 'zod';
import { ERRORS, sendError } from '../../plugins/errors';
import { findPublicPaidTransaction } from '../../payments/paid-transactions';
import type { App } from '../../types';
import { sendReceiptPage } from '../receipt-reply';

const Params = z.object({ hash: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

/** A public purchase's printable receipt, to whoever holds its transaction's unguessable hash. */
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
      return sendReceiptPage(app, reply, paid);
    },
  );
}
