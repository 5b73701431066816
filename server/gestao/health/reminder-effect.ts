import {
  REMINDER_CHANNELS,
  type HealthFilters,
  type Reminders,
} from '../../../domain/contract/gestao-health';
import type { Db } from '../../db/client';
import { periodStart } from './health-sql';
import { remindersSince } from './reminder-days';

/** 5. Lembretes que funcionam: reminders sent in the period per channel, and how many were paid within 7 days. */
export async function reminderEffect(
  db: Db,
  associationId: number,
  f: HealthFilters,
  now = new Date(),
): Promise<Reminders> {
  const from = periodStart(now, f.months).format('YYYY-MM-DD');
  const all = await remindersSince(db, associationId, from, f.categoryId, now);
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
