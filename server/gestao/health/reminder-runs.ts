import { sql } from 'drizzle-orm';
import {
  REMINDER_CHANNELS,
  runChannelFigures,
  type ReminderRunChannel,
  type ReminderRuns,
  type ReminderRunsQuery,
} from '../../../domain/contract/gestao-health';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { categoryFilter, dayStart, periodStart } from './health-sql';

/** Runs a page: the job runs once a day, so two weeks. */
export const REMINDER_RUNS_PAGE = 14;

interface CountRow {
  runId: number;
  ranAt: Date | string;
  reminded: number;
  channel: (typeof REMINDER_CHANNELS)[number] | null;
  instead: boolean | null;
  sent: number;
  delivered: number;
  read: number;
  failed: number;
  waiting: number;
}

/**
 * The association's reminders of one run, in its category when filtered (memberships `ms`): each
 * reminder's messages are found by their keys (reminders.ts writes them), the e-mail that replaced
 * a failed WhatsApp message by the message's fallback key.
 */
const ofAssociation = (associationId: number, categoryId: number | undefined) => sql`
  join cash_flow_items i on i.id = r.item_id
  left join memberships ms on ms.member_id = i.member_id and ms.issuer_id = i.issuer_id
  where i.issuer_id = ${associationId} and ${categoryFilter(categoryId)}`;

/**
 * "Lembretes que funcionam", run by run: for each run of the reminders job in the period that
 * reminded someone of the association, newest first, its messages per channel — handed over
 * (sent), delivered, read, failed and still waiting. Meta reports a WhatsApp message's delivery
 * and reading; an e-mail or a push is known only as far as our outbox handed it over, so its
 * delivered and read are null ("not known"), never 0.
 */
export async function reminderRuns(
  db: Db,
  associationId: number,
  q: ReminderRunsQuery,
  now = new Date(),
): Promise<ReminderRuns> {
  const from = dayStart(periodStart(now, q.months).format('YYYY-MM-DD'));
  const key = sql`'lembrete:' || o.item_id || ':' || o.stage`;
  const rows = rowsOf<CountRow>(
    await db.execute(sql`
      with runs as (
        select rr.id, rr.ran_at from reminder_runs rr
        where rr.ran_at >= ${from} and (${q.before ?? null}::int is null or rr.id < ${q.before ?? null}::int)
          and exists (select 1 from reminders r ${ofAssociation(associationId, q.categoryId)} and r.run_id = rr.id)
        order by rr.id desc
        limit ${REMINDER_RUNS_PAGE + 1}
      ),
      ours as (
        select r.run_id, r.item_id, r.stage from reminders r
        join runs on runs.id = r.run_id
        ${ofAssociation(associationId, q.categoryId)}
      ),
      messages as (
        select o.run_id, 'email' as channel, false as instead, m.status
        from ours o join outbound_messages m on m.once_key = ${key} || ':email'
        union all
        select o.run_id, 'push', false, m.status
        from ours o join outbound_messages m on m.once_key = ${key} || ':push'
        union all
        select o.run_id, 'whatsapp', false, w.status
        from ours o join whatsapp_messages w on w.once_key = ${key}
        union all
        select o.run_id, 'email', true, m.status
        from ours o join whatsapp_messages w on w.once_key = ${key}
        join outbound_messages m on m.once_key = w.fallback_key
      )
      select runs.id as "runId", runs.ran_at as "ranAt",
             (select count(*) from ours where ours.run_id = runs.id)::int as reminded,
             m.channel, m.instead,
             count(*) filter (where m.status in ('sent', 'delivered', 'read'))::int as sent,
             count(*) filter (where m.status in ('delivered', 'read'))::int as delivered,
             count(*) filter (where m.status = 'read')::int as read,
             count(*) filter (where m.status = 'failed')::int as failed,
             count(*) filter (where m.status in ('queued', 'sending'))::int as waiting
      from runs left join messages m on m.run_id = runs.id
      group by runs.id, runs.ran_at, m.channel, m.instead
      order by runs.id desc`),
  );
  const runIds = [...new Set(rows.map((r) => Number(r.runId)))];
  const page = runIds.slice(0, REMINDER_RUNS_PAGE);
  return {
    runs: page.map((runId) => {
      const ofRun = rows.filter((r) => Number(r.runId) === runId);
      const countsOf = (channel: ReminderRunChannel['channel'], instead: boolean) => {
        const r = ofRun.find((x) => x.channel === channel && Boolean(x.instead) === instead);
        const counts = {
          sent: Number(r?.sent ?? 0),
          delivered: Number(r?.delivered ?? 0),
          read: Number(r?.read ?? 0),
          failed: Number(r?.failed ?? 0),
          waiting: Number(r?.waiting ?? 0),
        };
        return runChannelFigures(channel, counts, instead);
      };
      const fallback = countsOf('email', true);
      const hasFallback = fallback.sent + fallback.failed + fallback.waiting > 0;
      return {
        runId,
        ranAt: new Date(ofRun[0]!.ranAt).toISOString(),
        reminded: Number(ofRun[0]!.reminded),
        channels: [...REMINDER_CHANNELS.map((c) => countsOf(c, false)), ...(hasFallback ? [fallback] : [])],
      };
    }),
    nextBefore: runIds.length > REMINDER_RUNS_PAGE ? page.at(-1)! : null,
  };
}
