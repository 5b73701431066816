import { z } from 'zod';
import { mapValue } from '../../../domain/outcome';
import type { StaffRole } from '../../../domain/contract/gestao-session';
import {
  AnnuityPricesBody,
  CategoriesResponse,
  CategoryParams,
  AssociationCategory,
  LatePaymentSettings,
  OfferCategoryBody,
} from '../../../domain/contract/gestao-categories';
import { categoriesOf } from '../../gestao/categories/categories-of';
import { offerCategory } from '../../gestao/categories/offer-category';
import { updateCategoryPrices } from '../../gestao/categories/update-category-prices';
import { latePaymentOf } from '../../gestao/late-payment/late-payment-of';
import { updateLatePayment } from '../../gestao/late-payment/update-late-payment';
import { answer } from '../../plugins/errors';
import type { App } from '../../types';

const gestorOnly: { staffRoles: StaffRole[] } = { staffRoles: ['gestor'] };
/** Fine and interest are the treasurer's business too. */
const gestorOrFinanceiro: { staffRoles: StaffRole[] } = { staffRoles: ['gestor', 'financeiro'] };
const Saved = z.object({ category: AssociationCategory });

/**
 * Categorias e anuidades: the association's categories and their annuity prices (gestor only), and
 * "Multa e juros", the fine and interest on dues paid late (gestor or financeiro).
 */
export default async function categoryRoutes(app: App) {
  app.get(
    '/categories',
    { config: gestorOnly, schema: { response: { 200: CategoriesResponse } } },
    (request) => categoriesOf(app.db, request.staff.associationId),
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
      return answer(
        request,
        reply,
        mapValue(result, (category) => ({ category })),
      );
    },
  );

  app.post(
    '/categories',
    { config: gestorOnly, schema: { body: OfferCategoryBody, response: { 201: Saved } } },
    async (request, reply) => {
      const result = await offerCategory(app.db, request.staff, request.body);
      return answer(
        request,
        reply,
        mapValue(result, (category) => ({ category })),
        201,
      );
    },
  );

  app.get(
    '/late-payment',
    { config: gestorOrFinanceiro, schema: { response: { 200: LatePaymentSettings } } },
    (request) => latePaymentOf(app.db, request.staff.associationId),
  );

  app.put(
    '/late-payment',
    {
      config: gestorOrFinanceiro,
      schema: { body: LatePaymentSettings, response: { 200: LatePaymentSettings } },
    },
    async (request, reply) => {
      return answer(request, reply, await updateLatePayment(app.db, request.staff, request.body));
    },
  );
}
