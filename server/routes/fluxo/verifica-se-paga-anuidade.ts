import { VerificaAnuidadeBody, VerificaAnuidadeResponse } from '../../../domain/contract/fluxo';
import { toFluxo } from './fluxo-wire';
import { isMemberOf, newestAnnuity } from '../../cash-flow/member-items';
import { ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';

/** The member's newest annuity item with that association; no item means PAGO false and nulls. */
export default async function verificaSePagaAnuidade(app: App) {
  app.post(
    '/verificaSePagaAnuidade',
    { schema: { body: VerificaAnuidadeBody, response: { 200: VerificaAnuidadeResponse } } },
    async (request, reply) => {
      const associationId = request.body.ID_EMITENTE_ML;
      if (!(await isMemberOf(app.db, request.memberId, associationId))) {
        return sendError(request, reply, 404, ERRORS.notFound);
      }
      const annuity = await newestAnnuity(app.db, request.memberId, associationId);
      return {
        RESULTADO: true as const,
        PAGO: annuity?.paidAt != null,
        ID_FLUXO_DE_CAIXA: annuity?.id ?? null,
        FLUXO: annuity ? toFluxo(annuity) : null,
      };
    },
  );
}
