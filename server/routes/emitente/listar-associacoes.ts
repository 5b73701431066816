import { asc, eq } from 'drizzle-orm';
import { ListarAssociacoesResponse } from '../../../domain/contract/wallet';
import { categories, issuers, memberships } from '../../db/schema';
import type { App } from '../../types';

export default async function listarAssociacoes(app: App) {
  app.get(
    '/listarAssociacoesEmitente',
    { schema: { response: { 200: ListarAssociacoesResponse } }, config: { upperCase: true } },
    async (request) =>
      app.db
        .select({
          ID_EMITENTE_ML: memberships.issuerId,
          CATEGORIA: categories.description,
          DESCRICAO: issuers.name,
          ID_EMITENTE_CATEGORIA: memberships.categoryId,
          SITUACAO: memberships.status,
        })
        .from(memberships)
        .innerJoin(issuers, eq(issuers.id, memberships.issuerId))
        .innerJoin(categories, eq(categories.id, memberships.categoryId))
        .where(eq(memberships.memberId, request.memberId))
        .orderBy(asc(memberships.createdAt), asc(memberships.id)),
  );
}
