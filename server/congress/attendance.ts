import { eq, sql } from 'drizzle-orm';
import { APP_TIMEZONE } from '../../domain/dates';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { eventSessions } from '../db/schema-congress';

/** A holder's presence: the sessions they were scanned on the day of, out of the event's sessions. */
export interface Attendance {
  attended: number;
  total: number;
}

/**
 * Each ticket's attendance at an event: a scan (live, or synced later: by its scan time) on a
 * session's day, in São Paulo, marks that day's sessions. An event with no sessions counts as one.
 */
export async function eventAttendance(db: Db, eventId: number): Promise<(ticketId: number) => Attendance> {
  const sessions = await db
    .select({ day: eventSessions.day })
    .from(eventSessions)
    .where(eq(eventSessions.eventId, eventId));
  const scanned = rowsOf<{ ticket_id: number; day: string }>(
    await db.execute(sql`
      select distinct ticket_id, to_char(scanned_at at time zone ${APP_TIMEZONE}, 'YYYY-MM-DD') as day
      from event_checkins where event_id = ${eventId}`),
  );
  const daysOf = new Map<number, Set<string>>();
  for (const row of scanned) {
    const ticketId = Number(row.ticket_id);
    daysOf.set(ticketId, (daysOf.get(ticketId) ?? new Set()).add(row.day));
  }
  const total = Math.max(sessions.length, 1);
  return (ticketId) => {
    const days = daysOf.get(ticketId);
    if (!days) return { attended: 0, total };
    return { attended: sessions.length === 0 ? 1 : sessions.filter((s) => days.has(s.day)).length, total };
  };
}

/** An attendee earns the certificate at exactly the minimum: attended / total ≥ minimum %. */
export const reachesMinimum = ({ attended, total }: Attendance, minPercent: number) =>
  attended > 0 && attended * 100 >= total * minPercent;
