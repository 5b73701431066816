import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { APP_TIMEZONE } from '../../domain/dates';
import { todayInSaoPaulo } from '../../domain/sao-paulo-days';
import type { Db } from '../db/client';
import { congressEvents } from '../db/schema-congress';
import { issueEventCertificates } from './event-certificates';

/**
 * The day after an event's end (São Paulo), its certificates are issued once by the job; staff
 * may have issued some before, and those are kept as they are.
 */
export async function issueDueCertificates(db: Db, publicUrl: string, now = new Date()) {
  const today = todayInSaoPaulo(now);
  const due = await db
    .select({ id: congressEvents.id })
    .from(congressEvents)
    .where(
      and(
        isNull(congressEvents.certificatesIssuedAt),
        lt(sql`(${congressEvents.endsAt} at time zone ${APP_TIMEZONE})::date`, sql`${today}::date`),
      ),
    );
  let issued = 0;
  for (const event of due) {
    issued += (await issueEventCertificates(db, event.id, publicUrl, now)).issued;
    await db.update(congressEvents).set({ certificatesIssuedAt: now }).where(eq(congressEvents.id, event.id));
  }
  return { events: due.length, issued };
}
