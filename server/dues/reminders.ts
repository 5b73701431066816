import { sql } from 'drizzle-orm';
import { APP_TIMEZONE } from '../../domain/dates';
import type { Db } from '../db/client';
import { todayInSaoPaulo } from '../../domain/sao-paulo-days';
import { rowsOf } from '../db/rows-of';
import { daysLateSql, priceTodaySql, withLateFeesSql } from './amount-due-sql';

/**
 * When a dues item is reminded, by days from its due date (São Paulo days): 10 days before, on
 * the day, and every 7 days while overdue, at most 4 times. Each stage is a window, so a day the
 * job did not run is caught up by the next run; the (item, stage) key sends each one once.
 */
export const REMINDER_STAGES = [
  { stage: 'antes', fromDays: -10, toDays: -1 },
  { stage: 'vencimento', fromDays: 0, toDays: 0 },
  { stage: 'atraso-1', fromDays: 7, toDays: 13 },
  { stage: 'atraso-2', fromDays: 14, toDays: 20 },
  { stage: 'atraso-3', fromDays: 21, toDays: 27 },
  { stage: 'atraso-4', fromDays: 28, toDays: 34 },
] as const;
export type ReminderStage = (typeof REMINDER_STAGES)[number]['stage'];

export interface ReminderRun {
  /** Item and stage pairs reminded by this run. */
  reminded: number;
  emails: number;
  pushes: number;
  /** WhatsApp messages queued (members who opted in, of associations with WhatsApp or the sandbox's). */
  whatsapps: number;
}

const stageCase = sql.raw(
  `case ${REMINDER_STAGES.map(
    (s) => `when days_late between ${s.fromDays} and ${s.toDays} then '${s.stage}'`,
  ).join(' ')} end`,
);
const earliestDays = Math.min(...REMINDER_STAGES.map((s) => s.fromDays));
const latestDays = Math.max(...REMINDER_STAGES.map((s) => s.toDays));

/** "R$ 1.234,56" from centavos, in SQL (the database's locale is not pt-BR). */
const brl = (centavos: string) =>
  sql.raw(`'R$ ' || translate(to_char(${centavos} / 100.0, 'FM999,999,990.00'), ',.', '.,')`);

/**
 * One run of the reminders: recorded in `reminder_runs`, the due items of the window, their stage
 * today, claimed in `reminders` and their messages written to the outbox (e-mail) and to the push
 * queue, all in one statement, so a crash leaves either everything or nothing and a second run sends nothing again.
 * Only dues (annuities and contributions) of members with an account are reminded, each at what
 * the member would pay that day: the early price while it lasts (and until when), after the due
 * day the fine and interest with the original amount beside. A WhatsApp template keeps its four
 * parameters (name, item, amount, due date): only the amount's value is today's.
 */
export async function runReminders(
  db: Db,
  publicUrl: string,
  now = new Date(),
  /** SANDBOX: an association without WhatsApp settings sends to the sandbox's WhatsApp. */
  sandbox = false,
): Promise<ReminderRun> {
  const tz = APP_TIMEZONE;
  const today = todayInSaoPaulo(now);
  const priceToday = priceTodaySql(
    { amount: sql`t.amount_centavos`, promo: sql`t.promo_centavos`, promoUntil: sql`t.promo_until` },
    today,
  );
  const result = await db.execute(sql`
    with today as (select (${now.toISOString()}::timestamptz at time zone ${tz})::date as day),
    open_items as (
      select i.id, i.member_id, i.issuer_id, i.description, i.amount_centavos,
             (i.due_at at time zone ${tz})::date as due_day,
             (select day from today) - (i.due_at at time zone ${tz})::date as days_late
      from cash_flow_items i
      where i.paid_at is null and i.cancelled_at is null and i.public_ref is null
        and i.kind in ('annuity', 'due')
        and i.due_at >= ${now.toISOString()}::timestamptz - make_interval(days => ${latestDays + 1})
        and i.due_at < ${now.toISOString()}::timestamptz + make_interval(days => ${-earliestDays + 1})
    ),
    staged as (
      select o.*, ${stageCase} as stage from open_items o
    ),
    run as (
      insert into reminder_runs (ran_at) values (${now.toISOString()}::timestamptz) returning id
    ),
    claimed as (
      insert into reminders (run_id, item_id, stage, channels)
      select (select id from run), s.id, s.stage,
             array_remove(array[
               case when m.email is not null and m.remind_by_email then 'email' end,
               case when m.remind_by_push
                 and exists (select 1 from push_subscriptions p where p.member_id = m.id) then 'push' end,
               case when exists (select 1 from whatsapp_consents w where w.member_id = m.id and w.revoked_at is null)
                 and (${sandbox}::boolean or exists (select 1 from issuer_whatsapp_settings ws where ws.issuer_id = s.issuer_id))
                 then 'whatsapp' end
             ], null)
      from staged s
      join members m on m.id = s.member_id
      where s.stage is not null and m.password_hash is not null and m.erased_at is null
      on conflict do nothing
      returning item_id, stage, channels
    ),
    texts as (
      -- Back to the tables by primary key: joining the claimed rows to a CTE has no index to use.
      select i.id, i.member_id, i.issuer_id, i.description, i.amount_centavos, i.kind,
             i.promo_centavos, i.promo_until, iss.late_fine_bps, iss.monthly_interest_bps,
             (i.due_at at time zone ${tz})::date as due_day,
             m.email, m.remind_by_email, m.remind_by_push, c.stage, c.channels,
             coalesce(m.presentation_name, m.name) as member_name
      from claimed c
      join cash_flow_items i on i.id = c.item_id
      join issuers iss on iss.id = i.issuer_id
      join members m on m.id = i.member_id
    ),
    priced as (
      -- What the member would pay today (the dues engine's price: server/dues/amount-due-sql.ts).
      select t.*, ${withLateFeesSql({
        kind: sql`t.kind`,
        price: priceToday,
        daysLate: daysLateSql(sql`t.due_day`, today),
        lateFineBps: sql`t.late_fine_bps`,
        monthlyInterestBps: sql`t.monthly_interest_bps`,
      })} as today_centavos, ${priceToday} as price_centavos
      from texts t
    ),
    messages as (
      select t.*,
             case
               when t.stage = 'antes' then 'Lembrete: ' || t.description || ' vence em ' || to_char(t.due_day, 'DD/MM/YYYY')
               when t.stage = 'vencimento' then 'Vence hoje: ' || t.description
               else 'Em atraso: ' || t.description || ' venceu em ' || to_char(t.due_day, 'DD/MM/YYYY')
             end as subject,
             case
               when t.today_centavos > t.price_centavos then 'Valor hoje: ' || ${brl('t.today_centavos')}
                 || ' (original ' || ${brl('t.amount_centavos')} || ', com multa e juros)'
               when t.price_centavos < t.amount_centavos then 'Valor: ' || ${brl('t.today_centavos')}
                 || ' até ' || to_char(t.promo_until, 'DD/MM/YYYY') || ' (depois ' || ${brl('t.amount_centavos')} || ')'
               else 'Valor: ' || ${brl('t.today_centavos')}
             end || '. Vencimento: ' || to_char(t.due_day, 'DD/MM/YYYY') || '.' as summary,
             ${publicUrl} || '/pendencia?id=' || t.id as link
      from priced t
    ),
    whatsapps as (
      -- One template message per reminder (its key: item and stage); when it fails, its e-mail goes
      -- instead, unless the member already had the reminder by e-mail.
      insert into whatsapp_messages (issuer_id, member_id, item_id, kind, once_key, phone, content)
      select t.issuer_id, t.member_id, t.id, 'lembrete', 'lembrete:' || t.id || ':' || t.stage, w.phone,
             jsonb_build_object(
               'template', 'reminder',
               'params', jsonb_build_array(t.member_name, t.description, ${brl('t.today_centavos')},
                                           to_char(t.due_day, 'DD/MM/YYYY')),
               'buttonSuffix', 'pendencia?id=' || t.id,
               'email', case when t.email is not null and not t.remind_by_email then jsonb_build_object(
                 'to', t.email, 'subject', t.subject,
                 'body', t.summary || E'\n\nPague pelo app: ' || t.link) end)
      from messages t
      join whatsapp_consents w on w.member_id = t.member_id and w.revoked_at is null
      where 'whatsapp' = any(t.channels)
      on conflict (once_key) do nothing
      returning 1
    ),
    emails as (
      -- Keyed by reminder and channel, as the WhatsApp message is: the back office counts each
      -- run's messages by these keys (reminder-runs.ts).
      insert into outbound_messages (channel, recipient, subject, body, issuer_id, once_key)
      select 'email', t.email, t.subject,
             t.summary || E'\n\nPague pelo app: ' || t.link || E'\n\nPara não receber estes lembretes, desligue-os em Perfil › Lembretes.',
             t.issuer_id, 'lembrete:' || t.id || ':' || t.stage || ':email'
      from messages t
      where t.email is not null and t.remind_by_email
      returning 1
    ),
    pushes as (
      insert into outbound_messages (channel, recipient, subject, body, once_key)
      select 'push', 'member:' || t.member_id, t.subject, t.summary || E'\n' || t.link,
             'lembrete:' || t.id || ':' || t.stage || ':push'
      from messages t
      where t.remind_by_push and exists (select 1 from push_subscriptions p where p.member_id = t.member_id)
      returning 1
    )
    select (select count(*) from claimed)::int as reminded,
           (select count(*) from emails)::int as emails,
           (select count(*) from pushes)::int as pushes,
           (select count(*) from whatsapps)::int as whatsapps`);
  const [row] = rowsOf<ReminderRun>(result);
  return {
    reminded: Number(row?.reminded ?? 0),
    emails: Number(row?.emails ?? 0),
    pushes: Number(row?.pushes ?? 0),
    whatsapps: Number(row?.whatsapps ?? 0),
  };
}
