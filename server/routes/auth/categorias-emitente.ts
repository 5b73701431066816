import { CategoriasEmitenteParams, CategoriasEmitenteResponse } from '../../../domain/contract/registration';
import { fromCentavos } from '../../../domain/money';
import { findAssociationSignUp, listAssociationCategories } from '../../associations/association-categories';
import type { App } from '../../types';

/**
 * The categories the association offers and their annuities, as its staff set them: the sign-up form
 * lists these. Public (the form is filled before there is an account); an unknown association has none.
 */
export default async function categoriasEmitente(app: App) {
  app.get(
    '/categoriasEmitente/:idEmitenteML',
    { schema: { params: CategoriasEmitenteParams, response: { 200: CategoriasEmitenteResponse } } },
    async (request, reply) => {
      const [list, association] = await Promise.all([
        listAssociationCategories(app.db, request.params.idEmitenteML),
        findAssociationSignUp(app.db, request.params.idEmitenteML),
      ]);
      void reply.header('cache-control', 'no-cache');
      return {
        EMITENTE_ML: association?.name ?? null,
        ...(association && { CONSELHO: association.classCouncil }),
        CATEGORIAS: list.map((c) => ({
          ID_EMITENTE_CATEGORIA: c.categoryId,
          DESCRICAO: c.name,
          VALOR_ANUIDADE: fromCentavos(c.annuityCentavos),
          VALOR_ANUIDADE_PROMOCIONAL:
            c.annuityPromoCentavos === null ? null : fromCentavos(c.annuityPromoCentavos),
          DATA_FIM_PROMOCAO: c.annuityPromoUntil,
        })),
      };
    },
  );
}
