import type { HealthFilters, Revenue } from '../../../domain/contract/gestao-health';
import { recordedMethodOf } from '../../../domain/recorded-methods';
import type { Db } from '../../db/client';
import { periodMonths } from './health-sql';
import { revenueByMonth } from './revenue-months';

/**
 * What came in, by São Paulo month and method, from the one source of received money
 * (server/payments/received-money.ts, which Painel reads too): a payment in the month it settled,
 * a refund (partial or whole; a lost chargeback is one) in the month it went back, a chargeback
 * still open in the month it was opened.
 */
export async function revenue(
  db: Db,
  associationId: number,
  f: HealthFilters,
  now = new Date(),
): Promise<Revenue> {
  const months = periodMonths(now, f.months);
  const byMonth = await revenueByMonth(db, associationId, months, f.categoryId, now);
  const byKey = new Map<string, Revenue['rows'][number]>();
  for (const [month, methods] of byMonth) {
    for (const r of methods) {
      const method = recordedMethodOf(r.method);
      const key = `${month} ${method}`;
      const row = byKey.get(key) ?? {
        month,
        method,
        receivedCentavos: 0,
        refundedCentavos: 0,
        disputedCentavos: 0,
        netCentavos: 0,
        feeCentavos: 0,
      };
      row.receivedCentavos += r.paidCentavos;
      row.refundedCentavos += r.refundedCentavos;
      row.disputedCentavos += r.disputedCentavos;
      row.feeCentavos += r.feeCentavos;
      row.netCentavos = row.receivedCentavos - row.refundedCentavos - row.disputedCentavos;
      byKey.set(key, row);
    }
  }
  return {
    months,
    rows: [...byKey.values()].sort(
      (a, b) => a.month.localeCompare(b.month) || a.method.localeCompare(b.method),
    ),
  };
}
