import { and, asc, desc, eq, gte, isNotNull, isNull, lt, or, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cashFlowItems, issuers, memberships, projects } from '../db/schema';
import type { FluxoRow } from './fluxo-wire';

const fluxoColumns = {
  id: cashFlowItems.id,
  issuerId: cashFlowItems.issuerId,
  issuerName: issuers.name,
  kind: cashFlowItems.kind,
  description: cashFlowItems.description,
  projectDescription: projects.description,
  dueAt: cashFlowItems.dueAt,
  paidAt: cashFlowItems.paidAt,
  amountCentavos: cashFlowItems.amountCentavos,
};

/**
 * Anyone who knows a CPF can start a public purchase in that person's name: such an item (it has
 * a public reference) joins the member's list and total only once it is paid.
 */
const visibleToMember = () => or(isNull(cashFlowItems.publicRef), isNotNull(cashFlowItems.paidAt));

const selectFluxos = (db: Db) =>
  db
    .select(fluxoColumns)
    .from(cashFlowItems)
    .innerJoin(issuers, eq(issuers.id, cashFlowItems.issuerId))
    .leftJoin(projects, eq(projects.id, cashFlowItems.projectId));

/** A listed item as PostgreSQL packs it (see listQuery): its dates as milliseconds since the epoch. */
type PackedItem = Omit<FluxoRow, 'dueAt' | 'paidAt'> & { dueAt: number; paidAt: number | null };

/** Whole milliseconds since the epoch, what a JS Date holds. */
const epochMs = (column: typeof cashFlowItems.dueAt | typeof cashFlowItems.paidAt, alias: string) =>
  sql<number | null>`floor(extract(epoch from ${column}) * 1000)::float8`.as(alias);

/**
 * The busiest query (Home, the history): PostgreSQL packs the rows into one JSON text, because
 * node-postgres parses a row description and every field of every row on each execution; one text
 * value made listarFluxos ~8 % faster (bench:api medians, 5 351 → 5 778 req/s).
 */
const listQuery = (db: Db, bounded: boolean, pendingOnly: boolean) => {
  const items = db
    .select({
      id: cashFlowItems.id,
      issuerId: cashFlowItems.issuerId,
      issuerName: sql<string>`${issuers.name}`.as('issuer_name'),
      kind: cashFlowItems.kind,
      description: cashFlowItems.description,
      projectDescription: sql<string | null>`${projects.description}`.as('project_description'),
      dueAtMs: epochMs(cashFlowItems.dueAt, 'due_at_ms'),
      paidAtMs: epochMs(cashFlowItems.paidAt, 'paid_at_ms'),
      amountCentavos: cashFlowItems.amountCentavos,
    })
    .from(cashFlowItems)
    .innerJoin(issuers, eq(issuers.id, cashFlowItems.issuerId))
    .leftJoin(projects, eq(projects.id, cashFlowItems.projectId))
    .where(
      and(
        eq(cashFlowItems.memberId, sql.placeholder('memberId')),
        visibleToMember(),
        gte(cashFlowItems.dueAt, sql.placeholder('from')),
        bounded ? lt(cashFlowItems.dueAt, sql.placeholder('to')) : undefined,
        pendingOnly ? isNull(cashFlowItems.paidAt) : undefined,
      ),
    )
    .orderBy(asc(cashFlowItems.dueAt), asc(cashFlowItems.id))
    .limit(2000)
    .as('items');
  return db
    .select({
      packed: sql<string>`coalesce(json_agg(json_build_object('id', ${items.id},
        'issuerId', ${items.issuerId}, 'issuerName', ${items.issuerName}, 'kind', ${items.kind},
        'description', ${items.description}, 'projectDescription', ${items.projectDescription},
        'dueAt', ${items.dueAtMs}, 'paidAt', ${items.paidAtMs}, 'amountCentavos', ${items.amountCentavos})
        order by ${items.dueAtMs}, ${items.id}), '[]')::text`,
    })
    .from(items)
    .prepare(`list_member_items_${bounded ? 'to' : 'open'}_${pendingOnly ? 'pending' : 'all'}`);
};

const unpack = (item: PackedItem): FluxoRow => ({
  ...item,
  dueAt: new Date(item.dueAt),
  paidAt: item.paidAt === null ? null : new Date(item.paidAt),
});

const pendingTotalQuery = (db: Db) =>
  db
    .select({ total: sum(cashFlowItems.amountCentavos).mapWith(Number) })
    .from(cashFlowItems)
    .where(
      and(
        eq(cashFlowItems.memberId, sql.placeholder('memberId')),
        isNull(cashFlowItems.paidAt),
        isNull(cashFlowItems.publicRef),
        lt(cashFlowItems.dueAt, sql.placeholder('until')),
      ),
    )
    .prepare('pending_total_centavos');

interface PreparedQueries {
  list: Record<string, ReturnType<typeof listQuery>>;
  pendingTotal: ReturnType<typeof pendingTotalQuery>;
}

// Built once per database: the busiest calls (Home) spent more time building SQL than running it.
const preparedByDb = new WeakMap<Db, PreparedQueries>();

function prepared(db: Db): PreparedQueries {
  let queries = preparedByDb.get(db);
  if (!queries) {
    const list: PreparedQueries['list'] = {};
    for (const bounded of [false, true])
      for (const pendingOnly of [false, true])
        list[`${bounded}/${pendingOnly}`] = listQuery(db, bounded, pendingOnly);
    queries = { list, pendingTotal: pendingTotalQuery(db) };
    preparedByDb.set(db, queries);
  }
  return queries;
}

/** A member's items due in [from, to), oldest due first; a member has few, so no paging. */
export async function listMemberItems(
  db: Db,
  memberId: number,
  range: { from: Date; to?: Date | undefined; pendingOnly: boolean },
): Promise<FluxoRow[]> {
  const query = prepared(db).list[`${range.to !== undefined}/${range.pendingOnly}`]!;
  const [row] = await query.execute({
    memberId,
    from: range.from.toISOString(),
    to: range.to?.toISOString(),
  });
  return (JSON.parse(row?.packed ?? '[]') as PackedItem[]).map(unpack);
}

/** The item when it is the member's; anyone else's item does not exist for them. */
export async function findMemberItem(
  db: Db,
  memberId: number,
  itemId: number,
): Promise<FluxoRow | undefined> {
  const [row] = await selectFluxos(db).where(
    and(eq(cashFlowItems.id, itemId), eq(cashFlowItems.memberId, memberId), visibleToMember()),
  );
  return row;
}

export async function newestAnnuity(
  db: Db,
  memberId: number,
  issuerId: number,
): Promise<FluxoRow | undefined> {
  const [row] = await selectFluxos(db)
    .where(
      and(
        eq(cashFlowItems.memberId, memberId),
        eq(cashFlowItems.issuerId, issuerId),
        eq(cashFlowItems.kind, 'annuity'),
      ),
    )
    .orderBy(desc(cashFlowItems.dueAt), desc(cashFlowItems.id))
    .limit(1);
  return row;
}

export async function isMemberOf(db: Db, memberId: number, issuerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.memberId, memberId), eq(memberships.issuerId, issuerId)));
  return row !== undefined;
}

/** Unpaid items due before `until`, overdue ones included, in centavos. */
export async function pendingTotalCentavos(db: Db, memberId: number, until: Date): Promise<number> {
  const [row] = await prepared(db).pendingTotal.execute({ memberId, until: until.toISOString() });
  return row?.total ?? 0;
}
