import { PendenciaTotalResponse } from '../../../domain/contract/fluxo';
import { fromCentavos } from '../../../domain/money';
import { openItemsOf } from '../../dues/open-items';
import type { App } from '../../types';

/** What the member owes now: the sum of "Em aberto" (overdue ones included, 360 days ahead). */
export default async function pendenciaTotal(app: App) {
  app.get(
    '/pendenciaTotal360dias',
    { schema: { response: { 200: PendenciaTotalResponse } } },
    async (request) => {
      const { totalCentavos } = await openItemsOf(app.db, request.memberId);
      return { RESULTADO: true as const, TOTAL: fromCentavos(totalCentavos) };
    },
  );
}
