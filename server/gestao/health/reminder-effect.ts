import { sql } from 'drizzle-orm';
import {
  REMINDER_CHANNELS,
  type HealthFilters,
  type Reminders,
} from '../../../domain/contract/gestao-health';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { categoryFilter, dayStart, periodStart } from './health-sql';

/** 5. Lembretes que funcionam: reminders sent in the period per channel, and how many were paid within 7 days. */
export async function reminderEffect(
  db: Db,
  associationId: number,
  f: HealthFilters,
  now = new Date(),
): Promise<Reminders> {
  const from = dayStart(periodStart(now, f.months).format('YYYY-MM-DD'));
  const rows = rowsOf<{ channel: string; sent: number; paid: number }>(
    await db.execute(sql`
      select ch as channel, count(*)::int as sent,
             count(*) filter (where i.paid_at >= r.created_at
                                and i.paid_at < r.created_at + interval '7 days')::int as paid
      from reminders r
      cross join unnest(r.channels) as ch
      join cash_flow_items i on i.id = r.item_id
      left join memberships ms on ms.member_id = i.member_id and ms.issuer_id = i.issuer_id
      where r.created_at >= ${from} and i.issuer_id = ${associationId} and ${categoryFilter(f.categoryId)}
      group by ch`),
  );
  return {
    rows: REMINDER_CHANNELS.map((channel) => {
      const r = rows.find((x) => x.channel === channel);
      return { channel, sent: Number(r?.sent ?? 0), paidWithin7Days: Number(r?.paid ?? 0) };
    }),
  };
}
