import {
  REMINDER_CHANNELS,
  type HealthFilters,
  type Reminders,
} from '../../../domain/contract/gestao-health';
import type { Db } from '../../db/client';
import { periodMonths } from './health-sql';
import { remindersByMonth } from './reminder-months';

/** 5. Lembretes que funcionam: reminders sent in the period per channel, and how many were paid within 7 days. */
export async function reminderEffect(
  db: Db,
  associationId: number,
  f: HealthFilters,
  now = new Date(),
): Promise<Reminders> {
  const byMonth = await remindersByMonth(db, associationId, periodMonths(now, f.months), f.categoryId, now);
  const all = [...byMonth.values()].flat();
  return {
    rows: REMINDER_CHANNELS.map((channel) => {
      const of = all.filter((r) => r.channel === channel);
      return {
        channel,
        sent: of.reduce((n, r) => n + r.sent, 0),
        paidWithin7Days: of.reduce((n, r) => n + r.paid, 0),
      };
    }),
  };
}
