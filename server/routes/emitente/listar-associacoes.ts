import { ListarAssociacoesResponse } from '../../../domain/contract/wallet';
import { listMemberAssociations } from '../../issuers/member-associations';
import type { App } from '../../types';

export default async function listarAssociacoes(app: App) {
  app.get(
    '/listarAssociacoesEmitente',
    { schema: { response: { 200: ListarAssociacoesResponse } }, config: { upperCase: true } },
    async (request) =>
      (await listMemberAssociations(app.db, request.memberId)).map((a) => ({
        ID_EMITENTE_ML: a.issuerId,
        CATEGORIA: a.categoryName,
        DESCRICAO: a.issuerName,
        ID_EMITENTE_CATEGORIA: a.categoryId,
        SITUACAO: a.status,
        ...(a.status === 'N' && a.refusalReason ? { MOTIVO_RECUSA: a.refusalReason } : {}),
      })),
  );
}
