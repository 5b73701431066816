import { FluxoIdBody, ObterFluxoResponse } from '../../../domain/contract/fluxo';
import { toFluxo } from './fluxo-wire';
import { findMemberItem } from '../../cash-flow/member-items';
import { ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';

export default async function obterFluxo(app: App) {
  app.post(
    '/obterFluxo',
    { schema: { body: FluxoIdBody, response: { 200: ObterFluxoResponse } } },
    async (request, reply) => {
      const row = await findMemberItem(app.db, request.memberId, request.body.ID_FLUXO_DE_CAIXA);
      if (!row) return sendError(request, reply, 404, ERRORS.notFound);
      return { RESULTADO: true as const, FLUXO: toFluxo(row) };
    },
  );
}
