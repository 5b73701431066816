import { Readable } from 'node:stream';
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  PAYMENT_MSG,
  PAYMENT_STATUS_LABEL,
  PAYMENTS_CSV_COLUMNS,
  type PaymentRecord,
  type PaymentFilters,
  type PaymentList,
  type PaymentListQuery,
  type PaymentStatus,
  REFUNDABLE_METHODS,
  type RefundBody,
  type RefundDone,
} from '../../domain/contract/gestao-payments';
import { MANUAL_METHODS } from '../../domain/contract/gestao-charges';
import { APP_TIMEZONE } from '../../domain/dates';
import { manualMethodText } from '../../domain/payment-labels';
import {
  codesOfRecordedMethod,
  recordedMethodCodes,
  recordedMethodLabel,
  recordedMethodOf,
} from '../../domain/recorded-methods';
import { ERRORS } from '../error-messages';
import type { Db } from '../db/client';
import { cashFlowItems, issuers, members, transactions } from '../db/schema';
import type { RefundResult } from '../gateways/payment/payment-gateway';
import { gatewayOfTransaction } from '../payments/issuer-gateway-of';
import type { PaymentDeps } from '../payments/payment-deps';
import { paidItemsOfEach } from '../payments/paid-items';
import { paidColumns, withPaidItems, type PaidTransaction } from '../payments/paid-transactions';
import { recordAudit } from './audit';
import { recordRefund } from './refund-items';
import type { Outcome } from './charges';
import type { StaffSession } from './staff-accounts';

const fail = (status: 400 | 404 | 409, message: string) => ({ ok: false as const, status, message });

/** The instant a São Paulo calendar day starts. */
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone ${APP_TIMEZONE}`;

function filtersWhere(issuerId: number, f: PaymentFilters): SQL {
  return and(
    eq(cashFlowItems.issuerId, issuerId),
    f.from === undefined ? undefined : gte(transactions.createdAt, dayStart(f.from)),
    f.to === undefined ? undefined : lt(transactions.createdAt, sql`${dayStart(f.to)} + interval '1 day'`),
    f.method === undefined ? undefined : inArray(transactions.method, codesOfRecordedMethod(f.method)),
    f.status === undefined ? undefined : eq(transactions.status, f.status),
  )!;
}

const paymentColumns = {
  id: transactions.id,
  createdAt: transactions.createdAt,
  memberId: members.id,
  memberName: members.name,
  cpf: members.cpf,
  itemId: cashFlowItems.id,
  itemDescription: cashFlowItems.description,
  method: transactions.method,
  manualMethod: transactions.manualMethod,
  installments: transactions.installments,
  status: transactions.status,
  amountCentavos: transactions.amountCentavos,
  feeCentavos: transactions.feeCentavos,
  gatewayId: transactions.gatewayId,
  refundedAt: transactions.refundedAt,
  note: transactions.note,
};

const selectPayments = (db: Db) =>
  db
    .select(paymentColumns)
    .from(transactions)
    .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactions.itemId))
    .innerJoin(members, eq(members.id, cashFlowItems.memberId));

type PaymentRow = Awaited<ReturnType<ReturnType<typeof selectPayments>['where']>>[number];

const toPayment = (r: PaymentRow): PaymentRecord => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  method: recordedMethodOf(r.method),
  status: r.status as PaymentStatus,
  netCentavos: r.amountCentavos - r.feeCentavos,
  refundedAt: r.refundedAt?.toISOString() ?? null,
});

/** Every transaction of the issuer's items, newest first, a page at a time. */
export async function listPayments(db: Db, issuerId: number, q: PaymentListQuery): Promise<PaymentList> {
  const where = filtersWhere(issuerId, q);
  const [rows, [total]] = await Promise.all([
    selectPayments(db)
      .where(where)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: count() })
      .from(transactions)
      .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactions.itemId))
      .where(where),
  ]);
  const items = await paidItemsOfEach(
    db,
    rows.map((r) => ({
      transactionId: r.id,
      itemId: r.itemId,
      description: r.itemDescription,
      amountCentavos: r.amountCentavos,
    })),
  );
  return {
    payments: rows.map((r) => ({ ...toPayment(r), items: items.get(r.id)! })),
    total: Number(total?.n ?? 0),
  };
}

async function findPayment(db: Db, issuerId: number, paymentId: number) {
  const [row] = await selectPayments(db).where(
    and(eq(transactions.id, paymentId), eq(cashFlowItems.issuerId, issuerId)),
  );
  return row;
}

/** The same receipt the member gets, for a succeeded (or later refunded) payment of the issuer. */
export async function findReceipt(
  db: Db,
  issuerId: number,
  paymentId: number,
): Promise<Outcome<PaidTransaction>> {
  const [found] = await db
    .select({ ...paidColumns, status: transactions.status })
    .from(transactions)
    .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactions.itemId))
    .innerJoin(issuers, eq(issuers.id, cashFlowItems.issuerId))
    .innerJoin(members, eq(members.id, cashFlowItems.memberId))
    .where(and(eq(transactions.id, paymentId), eq(cashFlowItems.issuerId, issuerId)));
  if (!found) return fail(404, ERRORS.notFound);
  const { status, ...row } = found;
  if (status !== 'succeeded' && status !== 'refunded') return fail(409, PAYMENT_MSG.noReceipt);
  const [receipt] = await withPaidItems(db, [row]);
  return { ok: true, value: receipt! };
}

/**
 * Refund of a succeeded PIX or card payment, whole or a part of it: the gateway first (the account
 * that took the charge), then, in one database transaction, the payment refunded and (when staff
 * choose) every item it paid whose whole share went back open again (server/back-office/refund-items.ts).
 */
export async function refundPayment(
  deps: Pick<PaymentDeps, 'db' | 'gateway' | 'issuerGateways'>,
  who: StaffSession,
  paymentId: number,
  { reopenItem, amountCentavos }: RefundBody,
  now = new Date(),
): Promise<Outcome<RefundDone>> {
  const { db } = deps;
  const before = await findPayment(db, who.issuerId, paymentId);
  if (!before) return fail(404, ERRORS.notFound);
  if (!REFUNDABLE_METHODS.includes(recordedMethodOf(before.method)))
    return fail(400, PAYMENT_MSG.refundMethod);
  if (before.status !== 'succeeded' || !before.gatewayId) return fail(409, PAYMENT_MSG.refundNotPaid);
  const refundedCentavos = amountCentavos ?? before.amountCentavos;
  if (refundedCentavos > before.amountCentavos) return fail(400, PAYMENT_MSG.refundTooLarge);
  // The account that took the charge holds the money, even when the issuer uses another now.
  const [account] = await db
    .select({ gatewayAccount: transactions.gatewayAccount })
    .from(transactions)
    .where(eq(transactions.id, paymentId));
  const refunded = await gatewayOfTransaction(deps, {
    itemId: before.itemId,
    gatewayAccount: account!.gatewayAccount,
  })
    .then((gateway) => gateway.refund(before.gatewayId!, refundedCentavos))
    .catch((): RefundResult => ({ ok: false, message: PAYMENT_MSG.refundRefused }));
  if (!refunded.ok) return fail(409, PAYMENT_MSG.refundRefused);
  const done = await db.transaction(async (trx) => {
    const recorded = await recordRefund(
      trx,
      { paymentId, issuerId: who.issuerId, staffId: who.id, refundedCentavos, reopen: reopenItem },
      now,
    );
    if (!recorded) return undefined;
    const after = await findPayment(trx, who.issuerId, paymentId);
    const outcome = {
      itemReopened: recorded.reopenedItemIds.length > 0,
      refundedCentavos,
      reopenedItemIds: recorded.reopenedItemIds,
    };
    await recordAudit(trx, who, {
      action: 'payment.refund',
      entity: 'transaction',
      entityId: paymentId,
      before: toPayment(before),
      after: { ...toPayment(after!), ...outcome, items: recorded.shares },
    });
    return { payment: toPayment(after!), ...outcome };
  });
  return done ? { ok: true, value: done } : fail(409, PAYMENT_MSG.refundNotPaid);
}

/* ---------- CSV export ---------- */

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
    quoted(csvMoney(sql`(t.amount_centavos - t.fee_centavos)`)),
    quoted(labelled(sql`t.status`, PAYMENT_STATUS_LABEL)),
    csvField(sql`coalesce(t.gateway_id, '')`),
  ],
  sql` || ';' || `,
);

/** The export's rows, newest first (created_at desc, id desc), after a keyset position when given. */
function csvQuery(
  issuerId: number,
  f: PaymentFilters,
  after?: { createdAt: string; id: number },
  limit?: number,
) {
  const conditions = [
    sql`i.issuer_id = ${issuerId}`,
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
    where ${sql.join(conditions, sql` and `)}
    order by t.created_at desc, t.id desc
    ${limit === undefined ? sql`` : sql`limit ${limit}`}`;
}

interface CsvRow {
  line: string;
  id: number;
  created_text: string;
}

const CSV_BATCH = 1000;
const CSV_CHUNK_ROWS = 100;
const dialect = new PgDialect();

/** The pool behind drizzle's node-postgres handle, for a connection the cursor keeps to itself. */
interface PgPool {
  connect(): Promise<{
    query<T>(text: string, values?: unknown[]): Promise<{ rows: T[] }>;
    release(error?: Error | boolean): void;
  }>;
}

async function* cursorBatches(pool: PgPool, query: SQL): AsyncGenerator<CsvRow[]> {
  const client = await pool.connect();
  let failed = false;
  try {
    await client.query('begin isolation level repeatable read read only');
    const { sql: text, params } = dialect.sqlToQuery(query);
    await client.query(`declare payments_csv no scroll cursor for ${text}`, params);
    for (;;) {
      const { rows } = await client.query<CsvRow>(`fetch ${CSV_BATCH} from payments_csv`);
      if (rows.length === 0) break;
      yield rows;
    }
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // Also reached when the client leaves mid-download: the cursor and its snapshot end with the transaction.
    await client.query('rollback').catch(() => (failed = true));
    client.release(failed);
  }
}

async function* keysetBatches(db: Db, issuerId: number, filters: PaymentFilters): AsyncGenerator<CsvRow[]> {
  let after: { createdAt: string; id: number } | undefined;
  for (;;) {
    const result = await db.execute(csvQuery(issuerId, filters, after, CSV_BATCH));
    const rows = (result as unknown as { rows: CsvRow[] }).rows;
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.created_text, id: last.id };
    if (rows.length < CSV_BATCH) return;
  }
}

/**
 * The export as a stream: on PostgreSQL read from a server-side cursor on a connection of its own
 * (DECLARE … FETCH, a thousand rows at a time); on PGlite a keyset page at a time. Never more than
 * one batch of rows in memory: the next batch is read only when the client has taken the previous
 * one (the stream's back-pressure).
 */
export function paymentsCsv(
  database: { kind: 'pglite' | 'postgres'; db: Db },
  issuerId: number,
  filters: PaymentFilters,
): Readable {
  async function* chunks(): AsyncGenerator<string> {
    yield '\uFEFF' + PAYMENTS_CSV_COLUMNS.join(';') + '\r\n';
    const batches =
      database.kind === 'postgres'
        ? cursorBatches((database.db as unknown as { $client: PgPool }).$client, csvQuery(issuerId, filters))
        : keysetBatches(database.db, issuerId, filters);
    for await (const rows of batches) {
      // Chunks of ~12 kB: young-generation strings the scavenger frees at once (a whole batch as one
      // string would be a large object, kept until a full collection while the heap grows).
      for (let i = 0; i < rows.length; i += CSV_CHUNK_ROWS) {
        let text = '';
        for (const row of rows.slice(i, i + CSV_CHUNK_ROWS)) text += row.line;
        yield text;
      }
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
