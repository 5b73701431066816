import { ListarFluxosBody, ListarFluxosResponse } from '../../../domain/contract/fluxo';
import { WALLET_MSG } from '../../../domain/wallet-messages';
import { groupByMonth } from './fluxo-wire';
import { listMemberItems } from '../../cash-flow/list-member-items';
import { addDays, startOfDay } from '../../../domain/sao-paulo-days';
import { sendError } from '../../plugins/errors';
import type { App } from '../../types';

/**
 * Home: { DATA_INICIAL: today, DATA_FINAL: today + 30, SITUACAO: 'pendente' }.
 * History of N days: { DATA_INICIAL: today − N, DATA_FINAL: today }.
 */
export default async function listarFluxos(app: App) {
  app.post(
    '/listarFluxos',
    { schema: { body: ListarFluxosBody, response: { 200: ListarFluxosResponse } } },
    async (request, reply) => {
      const { DATA_INICIAL, DATA_FINAL, SITUACAO } = request.body;
      if (DATA_FINAL !== undefined && DATA_FINAL < DATA_INICIAL) {
        return sendError(request, reply, 400, WALLET_MSG.dateRangeInvalid);
      }
      const rows = await listMemberItems(app.db, request.memberId, {
        from: startOfDay(DATA_INICIAL),
        to: DATA_FINAL === undefined ? undefined : startOfDay(addDays(DATA_FINAL, 1)),
        pendingOnly: SITUACAO === 'pendente',
      });
      return groupByMonth(rows);
    },
  );
}
