import { z } from 'zod';
import type { StaffRole } from '../../../domain/contract/gestao-session';
import {
  AnnuityPricesBody,
  CategoriesResponse,
  CategoryParams,
  IssuerCategory,
  LatePaymentSettings,
  OfferCategoryBody,
} from '../../../domain/contract/gestao-categories';
import { categoriesOf, offerCategory, updateCategoryPrices } from '../../back-office/categories';
import { latePaymentOf, updateLatePayment } from '../../back-office/late-payment';
import { sendError } from '../../plugins/errors';
import type { App } from '../../types';

const gestorOnly: { staffRoles: StaffRole[] } = { staffRoles: ['gestor'] };
/** Fine and interest are the treasurer's business too. */
const gestorOrFinanceiro: { staffRoles: StaffRole[] } = { staffRoles: ['gestor', 'financeiro'] };
const Saved = z.object({ category: IssuerCategory });

/**
 * Categorias e anuidades: the issuer's categories and their annuity prices (gestor only), and
 * "Multa e juros", the fine and interest on dues paid late (gestor or financeiro).
 */
export default async function categoryRoutes(app: App) {
  app.get(
    '/categories',
    { config: gestorOnly, schema: { response: { 200: CategoriesResponse } } },
    (request) => categoriesOf(app.db, request.staff.issuerId),
  );

  app.put(
    '/categories/:categoryId',
    {
      config: gestorOnly,
      schema: { params: CategoryParams, body: AnnuityPricesBody, response: { 200: Saved } },
    },
    async (request, reply) => {
      const result = await updateCategoryPrices(
        app.db,
        request.staff,
        request.params.categoryId,
        request.body,
      );
      if (!result.ok) return sendError(request, reply, result.status, result.message);
      return { category: result.category };
    },
  );

  app.post(
    '/categories',
    { config: gestorOnly, schema: { body: OfferCategoryBody, response: { 201: Saved } } },
    async (request, reply) => {
      const result = await offerCategory(app.db, request.staff, request.body);
      if (!result.ok) return sendError(request, reply, result.status, result.message);
      return reply.code(201).send({ category: result.category });
    },
  );

  app.get(
    '/late-payment',
    { config: gestorOrFinanceiro, schema: { response: { 200: LatePaymentSettings } } },
    (request) => latePaymentOf(app.db, request.staff.issuerId),
  );

  app.put(
    '/late-payment',
    {
      config: gestorOrFinanceiro,
      schema: { body: LatePaymentSettings, response: { 200: LatePaymentSettings } },
    },
    async (request, reply) => {
      const result = await updateLatePayment(app.db, request.staff, request.body);
      if (!result.ok) return sendError(request, reply, 400, result.message);
      return result.settings;
    },
  );
}
