import { z } from 'zod';
import {
  GestaoItem,
  BatchList,
  BatchListQuery,
  CancelItemBody,
  CHARGE_MSG,
  ChargeCategory,
  ChargeCreated,
  ChargeMember,
  ChargeMemberQuery,
  ChargePreview,
  ItemList,
  ItemListQuery,
  ItemParams,
  ManualPaymentBody,
  ManualPaymentDone,
  NewChargeBody,
} from '../../../domain/contract/gestao-charges';
import { cancelItem } from '../../gestao/charges/cancel-item';
import { createCharge } from '../../gestao/charges/create-charge';
import { listBatches } from '../../gestao/charges/list-batches';
import { listChargeCategories } from '../../gestao/charges/list-charge-categories';
import { listItems } from '../../gestao/charges/list-items';
import { previewCharge } from '../../gestao/charges/preview-charge';
import { registerManualPayment } from '../../gestao/charges/register-manual-payment';
import { searchChargeMembers } from '../../gestao/charges/search-charge-members';
import { IDEMPOTENCY_KEY_RE } from '../../payments/idempotency';
import { answer, sendError } from '../../plugins/errors';
import type { App } from '../../types';

/** Cobranças (gestor and financeiro): new charges (one member or whole categories), cancellations, manual payments. */
export default async function chargeRoutes(app: App) {
  const staffRoles: ('gestor' | 'financeiro')[] = ['gestor', 'financeiro'];

  app.get(
    '/charges/categories',
    {
      config: { staffRoles },
      schema: { response: { 200: z.object({ categories: z.array(ChargeCategory) }) } },
    },
    async (request) => ({ categories: await listChargeCategories(app.db, request.staff.associationId) }),
  );

  app.get(
    '/charges/members',
    {
      config: { staffRoles },
      schema: {
        querystring: ChargeMemberQuery,
        response: { 200: z.object({ members: z.array(ChargeMember) }) },
      },
    },
    async (request) => ({
      members: await searchChargeMembers(app.db, request.staff.associationId, request.query.q),
    }),
  );

  app.post(
    '/charges/preview',
    { config: { staffRoles }, schema: { body: NewChargeBody, response: { 200: ChargePreview } } },
    async (request, reply) =>
      answer(request, reply, await previewCharge(app.db, request.staff.associationId, request.body)),
  );

  app.post(
    '/charges',
    {
      config: { staffRoles },
      schema: { body: NewChargeBody, response: { 200: ChargeCreated, 201: ChargeCreated } },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY_RE.test(key)) {
        return sendError(request, reply, 400, CHARGE_MSG.idempotencyKeyMissing);
      }
      const outcome = await createCharge(app.db, request.staff, key, request.body);
      return answer(request, reply, outcome, outcome.ok && outcome.value.replayed ? 200 : 201);
    },
  );

  app.get(
    '/charges/batches',
    { config: { staffRoles }, schema: { querystring: BatchListQuery, response: { 200: BatchList } } },
    async (request) => listBatches(app.db, request.staff.associationId, request.query),
  );

  app.get(
    '/charges/items',
    { config: { staffRoles }, schema: { querystring: ItemListQuery, response: { 200: ItemList } } },
    async (request) => listItems(app.db, request.staff.associationId, request.query),
  );

  app.post(
    '/charges/items/:itemId/cancel',
    {
      config: { staffRoles },
      schema: { params: ItemParams, body: CancelItemBody, response: { 200: GestaoItem } },
    },
    async (request, reply) =>
      answer(request, reply, await cancelItem(app.db, request.staff, request.params.itemId, request.body)),
  );

  app.post(
    '/charges/items/:itemId/manual-payment',
    {
      config: { staffRoles },
      schema: { params: ItemParams, body: ManualPaymentBody, response: { 200: ManualPaymentDone } },
    },
    async (request, reply) =>
      answer(
        request,
        reply,
        await registerManualPayment(
          {
            db: app.db,
            outbox: app.outbox,
            log: request.log,
            transactionEvents: app.transactionEvents,
            settledEffects: app.settledEffects,
            // A Pix Automático charge already sent for the item is withdrawn at its PSP.
            gateway: app.gateway,
            associationGateways: app.associationGateways,
            // The receipt e-mail's verification link starts at PUBLIC_URL.
            config: app.config,
          },
          request.staff,
          request.params.itemId,
          request.body,
        ),
      ),
  );
}
