import { PENDING_TOTAL_DAYS } from '../../../domain/constants';
import { PendenciaTotalResponse } from '../../../domain/contract/fluxo';
import { fromCentavos } from '../../../domain/money';
import { pendingTotalCentavos } from '../../cash-flow/member-items';
import { addDays, startOfDay, todayInSaoPaulo } from '../../cash-flow/sao-paulo-days';
import type { App } from '../../types';

/** Unpaid items due through today + 360 days, overdue ones included: what the member owes now. */
export default async function pendenciaTotal(app: App) {
  app.get(
    '/pendenciaTotal360dias',
    { schema: { response: { 200: PendenciaTotalResponse } } },
    async (request) => {
      const until = startOfDay(addDays(todayInSaoPaulo(), PENDING_TOTAL_DAYS + 1));
      const total = await pendingTotalCentavos(app.db, request.memberId, until);
      return { RESULTADO: true as const, TOTAL: fromCentavos(total) };
    },
  );
}
