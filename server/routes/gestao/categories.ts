import { z } from 'zod';
import type { StaffRole } from '../../../domain/contract/gestao-session';
import {
  AnnuityPricesBody,
  CategoriesResponse,
  CategoryParams,
  IssuerCategory,
  OfferCategoryBody,
} from '../../../domain/contract/gestao-categories';
import { categoriesOf, offerCategory, updateCategoryPrices } from '../../back-office/categories';
import { sendError } from '../../plugins/errors';
import type { App } from '../../types';

const gestorOnly: { staffRoles: StaffRole[] } = { staffRoles: ['gestor'] };
const Saved = z.object({ category: IssuerCategory });

/** Categorias e anuidades: the issuer's categories and their annuity prices (gestor only). */
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
}
