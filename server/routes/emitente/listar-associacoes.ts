import { ListarAssociacoesResponse } from '../../../domain/contract/wallet';
import { listMemberAssociations } from '../../associations/member-associations';
import type { App } from '../../types';

export default async function listarAssociacoes(app: App) {
  app.get(
    '/listarAssociacoesEmitente',
    { schema: { response: { 200: ListarAssociacoesResponse } }, config: { upperCase: true } },
    async (request) =>
      (await listMemberAssociations(app.db, request.memberId)).map((a) => ({
        ID_EMITENTE_ML: a.associationId,
        CATEGORIA: a.categoryName,
        DESCRICAO: a.associationName,
        ID_EMITENTE_CATEGORIA: a.categoryId,
        SITUACAO: a.status,
        ...(a.status === 'N' && a.refusalReason ? { MOTIVO_RECUSA: a.refusalReason } : {}),
      })),
  );
}
