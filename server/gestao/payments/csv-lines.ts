import { sql, type SQL } from 'drizzle-orm';
import {
  PAYMENT_DISPUTED_LABEL,
  PAYMENT_STATUS_LABEL,
  type PaymentFilters,
} from '../../../domain/contract/gestao-payments';
import { MANUAL_METHODS } from '../../../domain/contract/gestao-charges';
import { APP_TIMEZONE } from '../../../domain/dates';
import { manualMethodText } from '../../../domain/payment-labels';
import { WITHDRAWAL_MSG } from '../../../domain/withdrawal-messages';
import {
  codesOfRecordedMethod,
  recordedMethodCodes,
  recordedMethodLabel,
  recordedMethodOf,
} from '../../../domain/recorded-methods';
import { dayStart } from './payment-rows';

/** A CSV field in SQL, always quoted (quotes doubled), as the Membros export writes them (RFC 4180). */
const quoted = (value: SQL) => sql`'"' || replace(${value}, '"', '""') || '"'`;

/**
 * A text field people typed (a name, a description): one that starts like a formula (=, +, -, @,
 * tab, CR) gets a leading apostrophe, so that a spreadsheet shows it instead of running it.
 */
const csvField = (value: SQL) =>
  quoted(sql`(case when ${value} ~ '^[=+@\t\r-]' then '''' || ${value} else ${value} end)`);

/** Centavos as "1234,56" (the sign in front). */
const csvMoney = (centavos: SQL) =>
  sql`case when ${centavos} < 0 then '-' else '' end || (abs(${centavos}) / 100)::text || ','
    || lpad((abs(${centavos}) % 100)::text, 2, '0')`;

/** A SQL `case` naming each known value by its label; other values as they are. */
const labelled = (value: SQL, labels: Readonly<Record<string, string>>) =>
  sql`case ${value} ${sql.join(
    Object.entries(labels).map(([code, label]) => sql`when ${code}::text then ${label}::text`),
    sql` `,
  )} else ${value} end`;

/** The method's name as the list shows it: "PIX", "Manual (transferência)" (domain/payment-labels). */
const methodLabel = sql`case t.method ${sql.join(
  recordedMethodCodes
    .filter((code) => recordedMethodOf(code) !== 'manual')
    .map((code) => sql`when ${code}::text then ${recordedMethodLabel(recordedMethodOf(code))}::text`),
  sql` `,
)} else ${recordedMethodLabel('manual')}::text || coalesce(' (' || ${labelled(
  sql`t.manual_method`,
  Object.fromEntries(MANUAL_METHODS.map((m) => [m, manualMethodText(m)])),
)} || ')', '') end`;

/** 529.982.247-25 (a document that is not a CPF as it is). */
const maskedCpf = sql`case when m.cpf ~ '^[0-9]{11}$' then substr(m.cpf, 1, 3) || '.' || substr(m.cpf, 4, 3)
  || '.' || substr(m.cpf, 7, 3) || '-' || substr(m.cpf, 10, 2) else m.cpf end`;

/** What the payment paid: its item, or "2 itens: A (65,00); B (65,00)" for a set. */
const paidFor = sql`coalesce((select count(*)::text || ' itens: ' || string_agg(si.description || ' ('
    || ${csvMoney(sql`ti.amount_centavos`)} || ')', '; ' order by si.due_at, si.id)
  from transaction_items ti join cash_flow_items si on si.id = ti.item_id
  where ti.transaction_id = t.id having count(*) > 0), i.description)`;

/** The status as Pagamentos shows it: a settled payment under chargeback says so. */
const statusLabel = sql`case when t.status = 'succeeded' and t.disputed_at is not null
  then ${PAYMENT_DISPUTED_LABEL}::text else ${labelled(sql`t.status`, PAYMENT_STATUS_LABEL)} end`;

/**
 * How the money of a refund went back, as Pagamentos says it: a withdrawal (CDC art. 49), and a
 * boleto's by PIX transfer (rt: its refund_transfers row, when it has one). Never the buyer's key.
 */
const returnLabel = sql`concat_ws(' — ',
  case when t.refund_reason = 'cdc-49' then ${WITHDRAWAL_MSG.reason}::text end,
  case rt.status
    when 'sent' then ${WITHDRAWAL_MSG.staffUnderWay}::text
    when 'done' then ${WITHDRAWAL_MSG.staffSent}::text
    when 'to-return' then ${WITHDRAWAL_MSG.staffToReturn}::text
    when 'returned' then ${WITHDRAWAL_MSG.staffReturnedOn}::text || ' '
      || to_char(rt.returned_at at time zone ${APP_TIMEZONE}, 'DD/MM/YYYY') || '.'
  end)`;

/** What went back of the payment: payment-rows.ts's refundedOf in SQL (0 when nothing did). */
const refunded = sql`(case when t.status = 'refunded' then coalesce(t.refunded_centavos, t.amount_centavos)
  when t.status = 'succeeded' and t.refunded_at is not null then t.amount_centavos else 0 end)`;

/** PaymentRecord.netCentavos (payment-rows.ts's netOf): bruto less taxa, estornado and an open chargeback. */
const net = sql`(case when t.status not in ('succeeded', 'refunded') then 0
  else t.amount_centavos - t.fee_centavos - ${refunded}
    - case when t.status = 'succeeded' and t.refunded_at is null and t.disputed_at is not null
           then t.amount_centavos else 0 end end)`;

/**
 * PostgreSQL writes each whole line (formatting a million rows there is several times faster than
 * in JavaScript, and the server then holds one short string per row, not a row object).
 */
const csvLine = sql.join(
  [
    quoted(sql`to_char(t.created_at at time zone ${APP_TIMEZONE}, 'DD/MM/YYYY HH24:MI')`),
    csvField(sql`m.name`),
    quoted(maskedCpf),
    csvField(paidFor),
    quoted(methodLabel),
    quoted(sql`t.installments::text`),
    quoted(csvMoney(sql`t.amount_centavos`)),
    quoted(csvMoney(sql`t.fee_centavos`)),
    quoted(csvMoney(net)),
    quoted(statusLabel),
    quoted(returnLabel),
    csvField(sql`coalesce(t.gateway_id, '')`),
    quoted(csvMoney(refunded)),
    quoted(
      sql`case when ${refunded} > 0 then coalesce(to_char(t.refunded_at at time zone ${APP_TIMEZONE}, 'DD/MM/YYYY'), '') else '' end`,
    ),
  ],
  sql` || ';' || `,
);

/** The export's rows, newest first (created_at desc, id desc), after a keyset position when given. */
export function csvQuery(
  associationId: number,
  f: PaymentFilters,
  after?: { createdAt: string; id: number },
  limit?: number,
) {
  const conditions = [
    sql`i.issuer_id = ${associationId}`,
    f.from === undefined ? undefined : sql`t.created_at >= ${dayStart(f.from)}`,
    f.to === undefined ? undefined : sql`t.created_at < ${dayStart(f.to)} + interval '1 day'`,
    f.method === undefined
      ? undefined
      : sql`t.method in (${sql.join(
          codesOfRecordedMethod(f.method).map((code) => sql`${code}`),
          sql`, `,
        )})`,
    f.status === undefined ? undefined : sql`t.status = ${f.status}`,
    after === undefined
      ? undefined
      : sql`(t.created_at, t.id) < (${after.createdAt}::timestamptz, ${after.id}::int)`,
  ].filter((c): c is SQL => c !== undefined);
  return sql`select ${csvLine} || E'\r\n' as line, t.id, t.created_at::text as created_text
    from transactions t
    join cash_flow_items i on i.id = t.item_id
    join members m on m.id = i.member_id
    left join refund_transfers rt on rt.transaction_id = t.id
    where ${sql.join(conditions, sql` and `)}
    order by t.created_at desc, t.id desc
    ${limit === undefined ? sql`` : sql`limit ${limit}`}`;
}
