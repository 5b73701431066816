import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  CHARGE_MSG,
  type BackOfficeItem,
  type BatchList,
  type CancelItemBody,
  type ChargeCategory,
  type ChargeCreated,
  type ChargeMember,
  type ChargePreview,
  type ItemList,
  type ItemListQuery,
  type ManualPaymentBody,
  type ManualPaymentDone,
  type NewChargeBody,
} from '../../domain/contract/gestao-charges';
import { APP_TIMEZONE, toWireDate } from '../../domain/dates';
import { recordedOnlyMethods } from '../../domain/recorded-methods';
import { ERRORS } from '../error-messages';
import type { Db } from '../db/client';
import {
  cashFlowItems,
  categories,
  chargeBatches,
  issuerCategories,
  members,
  memberships,
  staff,
  transactions,
} from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { afterSettled, type SettleDeps } from '../payments/settle';
import { recordAudit } from './audit';
import type { StaffSession } from './staff-accounts';

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: 400 | 404 | 409; message: string };

const fail = (status: 400 | 404 | 409, message: string) => ({ ok: false as const, status, message });

/** Raw SQL answers: both drivers put the rows under `rows`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The day a São Paulo calendar date is due: noon there, as the seed and the dues engine write it. */
const dueInstant = (day: SQL) => sql`((${day})::date + time '12:00') at time zone ${APP_TIMEZONE}`;

/** The categories the issuer offers, with the annuity that pre-fills the form and how many are active. */
export async function listChargeCategories(db: Db, issuerId: number): Promise<ChargeCategory[]> {
  const rows = await db
    .select({
      categoryId: issuerCategories.categoryId,
      description: categories.description,
      annuityCentavos: issuerCategories.annuityCentavos,
      activeMembers: sql<number>`(select count(*)::int from ${memberships} m
        where m.issuer_id = ${issuerCategories.issuerId} and m.category_id = ${issuerCategories.categoryId}
        and m.status = 'A')`,
    })
    .from(issuerCategories)
    .innerJoin(categories, eq(categories.id, issuerCategories.categoryId))
    .where(eq(issuerCategories.issuerId, issuerId))
    .orderBy(asc(categories.description));
  return rows.map((r) => ({ ...r, activeMembers: Number(r.activeMembers) }));
}

/** Active members of the issuer whose name or CPF matches (for a charge to one member). */
export async function searchChargeMembers(db: Db, issuerId: number, q: string): Promise<ChargeMember[]> {
  const digits = q.replace(/\D/g, '');
  const byCpf =
    digits.length >= 3 && /^[\d.\-\s]+$/.test(q) ? sql`${members.cpf} like ${digits + '%'}` : undefined;
  const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select({
      memberId: members.id,
      name: members.name,
      cpf: members.cpf,
      categoryId: memberships.categoryId,
      categoryDescription: categories.description,
    })
    .from(memberships)
    .innerJoin(members, eq(members.id, memberships.memberId))
    .innerJoin(categories, eq(categories.id, memberships.categoryId))
    .where(
      and(
        eq(memberships.issuerId, issuerId),
        eq(memberships.status, 'A'),
        byCpf ?? ilike(members.name, `%${escaped}%`),
      ),
    )
    .orderBy(asc(members.name))
    .limit(10);
}

type Plan =
  { ok: true; amounts: Map<number, number> } | { ok: false; status: 400 | 404 | 409; message: string };

/** Checks what the request names against the issuer: its categories, the member's active membership. */
async function planCharge(db: Db, issuerId: number, body: NewChargeBody): Promise<Plan> {
  const amounts = new Map(body.amounts.map((a) => [a.categoryId, a.amountCentavos]));
  const offered = await db
    .select({ categoryId: issuerCategories.categoryId })
    .from(issuerCategories)
    .where(eq(issuerCategories.issuerId, issuerId));
  const offeredIds = new Set(offered.map((o) => o.categoryId));
  if ([...amounts.keys()].some((id) => !offeredIds.has(id))) return fail(400, CHARGE_MSG.unknownCategory);
  if (body.target.kind === 'categories') {
    if (body.target.categoryIds.some((id) => !offeredIds.has(id)))
      return fail(400, CHARGE_MSG.unknownCategory);
    if (body.target.categoryIds.some((id) => !amounts.has(id))) return fail(400, CHARGE_MSG.missingAmount);
    return { ok: true, amounts: new Map(body.target.categoryIds.map((id) => [id, amounts.get(id)!])) };
  }
  const [membership] = await db
    .select({ categoryId: memberships.categoryId })
    .from(memberships)
    .where(
      and(
        eq(memberships.issuerId, issuerId),
        eq(memberships.memberId, body.target.memberId),
        eq(memberships.status, 'A'),
      ),
    );
  if (!membership) return fail(404, CHARGE_MSG.memberNotActive);
  const amount = amounts.get(membership.categoryId);
  if (amount === undefined) return fail(400, CHARGE_MSG.missingAmount);
  return { ok: true, amounts: new Map([[membership.categoryId, amount]]) };
}

/**
 * The rows a charge creates, as one SELECT: every active membership of the chosen categories (or
 * the one member) times every due day of the schedule, priced by its category.
 */
function chargeRows(issuerId: number, body: NewChargeBody, amounts: Map<number, number>) {
  const prices = sql.join(
    [...amounts].map(([categoryId, centavos]) => sql`(${categoryId}::int, ${centavos}::int)`),
    sql`, `,
  );
  const monthly = body.schedule.kind === 'monthly';
  const first = monthly
    ? (body.schedule as { firstDueDate: string }).firstDueDate
    : (body.schedule as { dueDate: string }).dueDate;
  const months = body.schedule.kind === 'monthly' ? body.schedule.months : 1;
  const onlyMember = body.target.kind === 'member' ? sql`and ms.member_id = ${body.target.memberId}` : sql``;
  const description = monthly
    ? sql`${body.description} || ' ' || to_char(d.day, 'MM/YYYY')`
    : sql`${body.description}::text`;
  return sql`select ms.member_id, ${description} as description, ${dueInstant(sql`d.day`)} as due_at,
      p.amount as amount_centavos
    from memberships ms
    join (values ${prices}) as p(category_id, amount) on p.category_id = ms.category_id
    cross join (select (${first}::date + make_interval(months => g))::date as day
                from generate_series(0, ${months - 1}::int) as g) as d
    where ms.issuer_id = ${issuerId} and ms.status = 'A' ${onlyMember}`;
}

/** How many items and how much a charge would create, without creating anything. */
export async function previewCharge(
  db: Db,
  issuerId: number,
  body: NewChargeBody,
): Promise<Outcome<ChargePreview>> {
  const plan = await planCharge(db, issuerId, body);
  if (!plan.ok) return plan;
  const [row] = rowsOf<{ members: number; items: number; total: string | number }>(
    await db.execute(sql`select count(distinct member_id)::int as members, count(*)::int as items,
      coalesce(sum(amount_centavos), 0)::bigint as total from (${chargeRows(issuerId, body, plan.amounts)}) as r`),
  );
  return {
    ok: true,
    value: {
      memberCount: Number(row?.members ?? 0),
      itemCount: Number(row?.items ?? 0),
      totalCentavos: Number(row?.total ?? 0),
    },
  };
}

/** Fingerprint of what the form asks for: the same key with another body is refused. */
function chargeFingerprint(body: NewChargeBody): string {
  const target =
    body.target.kind === 'categories'
      ? { kind: 'categories', categoryIds: [...new Set(body.target.categoryIds)].sort((a, b) => a - b) }
      : { kind: 'member', memberId: body.target.memberId };
  const schedule =
    body.schedule.kind === 'annuity'
      ? ['annuity', body.schedule.dueDate]
      : ['monthly', body.schedule.firstDueDate, body.schedule.months];
  const amounts = [...body.amounts]
    .sort((a, b) => a.categoryId - b.categoryId)
    .map((a) => [a.categoryId, a.amountCentavos]);
  return createHash('sha256')
    .update(JSON.stringify([target, schedule, body.description, amounts]))
    .digest('hex');
}

class Refused extends Error {
  constructor(readonly outcome: { ok: false; status: 400 | 404 | 409; message: string }) {
    super(outcome.message);
  }
}

async function replayBatch(
  db: Db,
  issuerId: number,
  key: string,
  fingerprint: string,
): Promise<Outcome<ChargeCreated> | undefined> {
  const [prior] = await db
    .select()
    .from(chargeBatches)
    .where(and(eq(chargeBatches.issuerId, issuerId), eq(chargeBatches.idempotencyKey, key)));
  if (!prior) return undefined;
  if (prior.requestHash !== fingerprint) return fail(409, CHARGE_MSG.idempotencyReused);
  return {
    ok: true,
    value: {
      batchId: prior.id,
      description: prior.description,
      itemCount: prior.itemCount,
      totalCentavos: Number(prior.totalCentavos),
      replayed: true,
    },
  };
}

/**
 * "Nova cobrança": the batch row and every item in one database transaction, the items by one
 * INSERT … SELECT. The batch's (issuer, key) is unique: a resubmission (even a concurrent one,
 * which waits on the first one's row) answers the first result and creates nothing.
 */
export async function createCharge(
  db: Db,
  who: StaffSession,
  key: string,
  body: NewChargeBody,
): Promise<Outcome<ChargeCreated>> {
  const fingerprint = chargeFingerprint(body);
  const prior = await replayBatch(db, who.issuerId, key, fingerprint);
  if (prior) return prior;
  const plan = await planCharge(db, who.issuerId, body);
  if (!plan.ok) return plan;
  const kind = body.schedule.kind === 'annuity' ? 'annuity' : 'due';
  try {
    const created = await db.transaction(async (trx) => {
      const [batch] = await trx
        .insert(chargeBatches)
        .values({
          issuerId: who.issuerId,
          staffId: who.id,
          idempotencyKey: key,
          requestHash: fingerprint,
          description: body.description,
          itemCount: 0,
          totalCentavos: 0,
        })
        .onConflictDoNothing()
        .returning({ id: chargeBatches.id });
      if (!batch) return undefined;
      const [inserted] = rowsOf<{ items: number; total: string | number }>(
        await trx.execute(sql`with inserted as (
            insert into cash_flow_items (member_id, issuer_id, kind, description, due_at, amount_centavos, charge_batch_id)
            select r.member_id, ${who.issuerId}, ${kind}, r.description, r.due_at, r.amount_centavos, ${batch.id}
            from (${chargeRows(who.issuerId, body, plan.amounts)}) as r
            returning amount_centavos)
          select count(*)::int as items, coalesce(sum(amount_centavos), 0)::bigint as total from inserted`),
      );
      const itemCount = Number(inserted?.items ?? 0);
      const totalCentavos = Number(inserted?.total ?? 0);
      if (itemCount === 0) throw new Refused(fail(400, CHARGE_MSG.noMembers));
      await trx.update(chargeBatches).set({ itemCount, totalCentavos }).where(eq(chargeBatches.id, batch.id));
      await recordAudit(trx, who, {
        action: 'charge.create',
        entity: 'charge_batch',
        entityId: batch.id,
        after: { ...body, itemCount, totalCentavos },
      });
      return { batchId: batch.id, description: body.description, itemCount, totalCentavos, replayed: false };
    });
    if (created) return { ok: true, value: created };
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    if (!isUniqueViolation(error)) throw error;
  }
  // Another submission with this key won the race: its answer is ours.
  return (await replayBatch(db, who.issuerId, key, fingerprint)) ?? fail(409, CHARGE_MSG.idempotencyReused);
}

export async function listBatches(
  db: Db,
  issuerId: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<BatchList> {
  const where = eq(chargeBatches.issuerId, issuerId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: chargeBatches.id,
        description: chargeBatches.description,
        itemCount: chargeBatches.itemCount,
        totalCentavos: chargeBatches.totalCentavos,
        staffName: staff.name,
        createdAt: chargeBatches.createdAt,
      })
      .from(chargeBatches)
      .innerJoin(staff, eq(staff.id, chargeBatches.staffId))
      .where(where)
      .orderBy(desc(chargeBatches.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(chargeBatches).where(where),
  ]);
  return {
    batches: rows.map((r) => ({
      ...r,
      totalCentavos: Number(r.totalCentavos),
      createdAt: r.createdAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
  };
}

const itemColumns = {
  id: cashFlowItems.id,
  memberId: cashFlowItems.memberId,
  memberName: members.name,
  cpf: members.cpf,
  categoryDescription: categories.description,
  kind: cashFlowItems.kind,
  description: cashFlowItems.description,
  dueAt: cashFlowItems.dueAt,
  amountCentavos: cashFlowItems.amountCentavos,
  paidAt: cashFlowItems.paidAt,
  cancelledAt: cashFlowItems.cancelledAt,
  cancelReason: cashFlowItems.cancelReason,
};

const selectItems = (db: Db) =>
  db
    .select(itemColumns)
    .from(cashFlowItems)
    .innerJoin(members, eq(members.id, cashFlowItems.memberId))
    .leftJoin(
      memberships,
      and(eq(memberships.memberId, cashFlowItems.memberId), eq(memberships.issuerId, cashFlowItems.issuerId)),
    )
    .leftJoin(categories, eq(categories.id, memberships.categoryId));

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['where']>>[number];

const toItem = (r: ItemRow): BackOfficeItem => ({
  id: r.id,
  memberId: r.memberId,
  memberName: r.memberName,
  cpf: r.cpf,
  categoryDescription: r.categoryDescription,
  kind: r.kind,
  description: r.description,
  dueDate: toWireDate(r.dueAt),
  amountCentavos: r.amountCentavos,
  status: r.cancelledAt ? 'cancelled' : r.paidAt ? 'paid' : 'open',
  paidAt: r.paidAt?.toISOString() ?? null,
  cancelledAt: r.cancelledAt?.toISOString() ?? null,
  cancelReason: r.cancelReason,
});

const statusWhere = {
  open: () => and(isNull(cashFlowItems.paidAt), isNull(cashFlowItems.cancelledAt)),
  paid: () => and(isNotNull(cashFlowItems.paidAt), isNull(cashFlowItems.cancelledAt)),
  cancelled: () => isNotNull(cashFlowItems.cancelledAt),
} as const;

// Public purchases started by someone knowing a CPF are not the issuer's receivables until paid.
const issuerItem = (issuerId: number) =>
  and(
    eq(cashFlowItems.issuerId, issuerId),
    or(isNull(cashFlowItems.publicRef), isNotNull(cashFlowItems.paidAt)),
  );

/** The issuer's items by situation, category (the member's current one) and due period, a page at a time. */
export async function listItems(db: Db, issuerId: number, q: ItemListQuery): Promise<ItemList> {
  const startOf = (day: string) => sql`${dueInstant(sql`${day}`)} - interval '12 hours'`;
  const where = and(
    issuerItem(issuerId),
    statusWhere[q.status](),
    q.categoryId === undefined ? undefined : eq(memberships.categoryId, q.categoryId),
    q.batchId === undefined ? undefined : eq(cashFlowItems.chargeBatchId, q.batchId),
    q.from === undefined ? undefined : gte(cashFlowItems.dueAt, startOf(q.from)),
    q.to === undefined ? undefined : lt(cashFlowItems.dueAt, sql`${startOf(q.to)} + interval '1 day'`),
  );
  const [rows, [total]] = await Promise.all([
    selectItems(db)
      .where(where)
      .orderBy(asc(cashFlowItems.dueAt), asc(cashFlowItems.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: count() })
      .from(cashFlowItems)
      .leftJoin(
        memberships,
        and(
          eq(memberships.memberId, cashFlowItems.memberId),
          eq(memberships.issuerId, cashFlowItems.issuerId),
        ),
      )
      .where(where),
  ]);
  return { items: rows.map(toItem), total: Number(total?.n ?? 0) };
}

async function findItem(db: Db, issuerId: number, itemId: number) {
  const [row] = await selectItems(db).where(and(eq(cashFlowItems.id, itemId), issuerItem(issuerId)));
  return row;
}

/** Why an item cannot be withdrawn or settled by staff now, if it cannot. */
async function whyNotOpen(db: Db, issuerId: number, itemId: number, now: Date) {
  const [row] = await db
    .select({
      paidAt: cashFlowItems.paidAt,
      cancelledAt: cashFlowItems.cancelledAt,
      lockedUntil: cashFlowItems.paymentLockedUntil,
    })
    .from(cashFlowItems)
    .where(and(eq(cashFlowItems.id, itemId), issuerItem(issuerId)));
  if (!row) return fail(404, ERRORS.notFound);
  if (row.cancelledAt) return fail(409, CHARGE_MSG.alreadyCancelled);
  if (row.paidAt) return fail(409, CHARGE_MSG.alreadyPaid);
  if (row.lockedUntil && row.lockedUntil > now) return fail(409, CHARGE_MSG.paymentRunning);
  return undefined;
}

/** One UPDATE decides: the item is the issuer's, unpaid, not cancelled and no payment holds its lease. */
const openAndFree = (issuerId: number, itemId: number, now: Date) =>
  and(
    eq(cashFlowItems.id, itemId),
    issuerItem(issuerId),
    isNull(cashFlowItems.paidAt),
    isNull(cashFlowItems.cancelledAt),
    or(isNull(cashFlowItems.paymentLockedUntil), lt(cashFlowItems.paymentLockedUntil, now)),
  );

/** Withdraws an open item (members no longer see it); refused when paid or while a payment runs. */
export async function cancelItem(
  db: Db,
  who: StaffSession,
  itemId: number,
  { reason }: CancelItemBody,
  now = new Date(),
): Promise<Outcome<BackOfficeItem>> {
  const done = await db.transaction(async (trx) => {
    const before = await findItem(trx, who.issuerId, itemId);
    const changed = await trx
      .update(cashFlowItems)
      .set({ cancelledAt: now, cancelReason: reason })
      .where(openAndFree(who.issuerId, itemId, now))
      .returning({ id: cashFlowItems.id });
    if (!before || changed.length === 0) return false;
    const after = {
      ...toItem(before),
      status: 'cancelled' as const,
      cancelledAt: now.toISOString(),
      cancelReason: reason,
    };
    await recordAudit(trx, who, {
      action: 'item.cancel',
      entity: 'cash_flow_item',
      entityId: itemId,
      before: toItem(before),
      after,
    });
    return after;
  });
  if (done) return { ok: true, value: done };
  return (await whyNotOpen(db, who.issuerId, itemId, now)) ?? fail(409, CHARGE_MSG.paymentRunning);
}

/** The day's noon in São Paulo stands for a payment staff date by day only. */
const paidInstant = (day: string) => new Date(`${day}T12:00:00-03:00`);

/**
 * "Baixa manual": a payment received outside the app. One transaction row (method M, no gateway)
 * and the item paid, in one database transaction; then, as when the gateway settles, open payment
 * screens of the item hear it and the member gets the receipt. The gateway is never called.
 */
export async function registerManualPayment(
  deps: SettleDeps,
  who: StaffSession,
  itemId: number,
  body: ManualPaymentBody,
  now = new Date(),
): Promise<Outcome<ManualPaymentDone>> {
  const { db } = deps;
  if (body.paidOn > toWireDate(now)) return fail(400, CHARGE_MSG.futurePayment);
  const paidAt = paidInstant(body.paidOn);
  const done = await db.transaction(async (trx) => {
    const before = await findItem(trx, who.issuerId, itemId);
    const paid = await trx
      .update(cashFlowItems)
      .set({ paidAt, paymentLockedUntil: null })
      .where(openAndFree(who.issuerId, itemId, now))
      .returning({ amountCentavos: cashFlowItems.amountCentavos });
    if (!before || !paid[0]) return undefined;
    const [tx] = await trx
      .insert(transactions)
      .values({
        itemId,
        method: recordedOnlyMethods.manual.wire,
        status: 'succeeded',
        amountCentavos: paid[0].amountCentavos,
        accessHash: randomBytes(24).toString('base64url'),
        manualMethod: body.method,
        note: body.note === '' ? null : body.note,
        staffId: who.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: transactions.id });
    const after = { ...toItem(before), status: 'paid' as const, paidAt: paidAt.toISOString() };
    await recordAudit(trx, who, {
      action: 'item.manual_payment',
      entity: 'cash_flow_item',
      entityId: itemId,
      before: toItem(before),
      after: { ...after, transactionId: tx!.id, method: body.method, note: body.note },
    });
    return { transactionId: tx!.id, item: after };
  });
  if (!done) return (await whyNotOpen(db, who.issuerId, itemId, now)) ?? fail(409, CHARGE_MSG.paymentRunning);
  await afterSettled(deps, { transactionId: done.transactionId, itemIds: [itemId], paidAt });
  return { ok: true, value: done };
}
