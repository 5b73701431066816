import type { StaffRole } from '../../../domain/contract/gestao-session';
import { CategoryParams } from '../../../domain/contract/gestao-categories';
import {
  AnnuityDatesBody,
  AssociationCategoriesResponse,
  NewCategoryBody,
  PromotionRuleBody,
  RenameCategoryBody,
  RetirementBody,
  SavedCategory,
} from '../../../domain/contract/gestao-category-catalog';
import { succeeded, type Outcome } from '../../../domain/outcome';
import type { AssociationCategory } from '../../../domain/contract/gestao-category-catalog';
import { categoriesOfAssociation } from '../../gestao/categories/association-categories';
import { createCategory } from '../../gestao/categories/create-category';
import { renameCategory } from '../../gestao/categories/rename-category';
import { setCategoryRetired } from '../../gestao/categories/retire-category';
import { setAnnuityDates } from '../../gestao/categories/set-annuity-dates';
import { setPromotionRule } from '../../gestao/categories/set-promotion-rule';
import { answer } from '../../plugins/errors';
import type { App } from '../../types';

/** Categories are the gestor's, as their prices on "Categorias e anuidades". */
const gestorOnly: { staffRoles: StaffRole[] } = { staffRoles: ['gestor'] };

const saved = (outcome: Outcome<AssociationCategory>): Outcome<SavedCategory> =>
  outcome.ok ? succeeded({ category: outcome.value }) : outcome;

/**
 * The association's own categories (issue 30): list (retired ones too), "Nova categoria",
 * rename, retire or reactivate, and the rule "Após N anos, passa para <categoria>". Prices are
 * changed by PUT /categories/:categoryId. Every id is looked up within the staff's association.
 */
export default async function associationCategoryRoutes(app: App) {
  app.get(
    '/association-categories',
    { config: gestorOnly, schema: { response: { 200: AssociationCategoriesResponse } } },
    async (request) => ({ categories: await categoriesOfAssociation(app.db, request.staff.associationId) }),
  );

  app.post(
    '/association-categories',
    { config: gestorOnly, schema: { body: NewCategoryBody, response: { 201: SavedCategory } } },
    async (request, reply) =>
      answer(request, reply, saved(await createCategory(app.db, request.staff, request.body)), 201),
  );

  app.put(
    '/association-categories/:categoryId/name',
    {
      config: gestorOnly,
      schema: { params: CategoryParams, body: RenameCategoryBody, response: { 200: SavedCategory } },
    },
    async (request, reply) => {
      const { categoryId } = request.params;
      return answer(
        request,
        reply,
        saved(await renameCategory(app.db, request.staff, categoryId, request.body.name)),
      );
    },
  );

  app.put(
    '/association-categories/:categoryId/retirement',
    {
      config: gestorOnly,
      schema: { params: CategoryParams, body: RetirementBody, response: { 200: SavedCategory } },
    },
    async (request, reply) => {
      const { categoryId } = request.params;
      return answer(
        request,
        reply,
        saved(await setCategoryRetired(app.db, request.staff, categoryId, request.body.retired)),
      );
    },
  );

  app.put(
    '/association-categories/:categoryId/promotion',
    {
      config: gestorOnly,
      schema: { params: CategoryParams, body: PromotionRuleBody, response: { 200: SavedCategory } },
    },
    async (request, reply) => {
      const { categoryId } = request.params;
      return answer(
        request,
        reply,
        saved(await setPromotionRule(app.db, request.staff, categoryId, request.body.promotion)),
      );
    },
  );

  app.put(
    '/association-categories/:categoryId/annuity-dates',
    {
      config: gestorOnly,
      schema: { params: CategoryParams, body: AnnuityDatesBody, response: { 200: SavedCategory } },
    },
    async (request, reply) =>
      answer(
        request,
        reply,
        saved(await setAnnuityDates(app.db, request.staff, request.params.categoryId, request.body)),
      ),
  );
}
