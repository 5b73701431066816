import DataLoader from 'dataloader';
import { and, asc, eq, gte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared-query';
import { cashFlowItems, associations, products } from '../db/schema';
import type { ListedItem } from './listed-item';
import { packedColumns, unpack, type PackedItem } from './packed-item';
import { listedForMember } from './member-items';
import { todayInSaoPaulo } from '../../domain/sao-paulo-days';

export interface ListRange {
  from: Date;
  to?: Date | undefined;
  pendingOnly: boolean;
}

export interface Listing {
  memberId: number;
  range: ListRange;
}

/** One listing as the query reads it from its JSON parameter. */
interface WantedListing {
  ord: number;
  member_id: number;
  from_at: string;
  to_at: string | null;
  pending_only: boolean;
}

/**
 * Where an item sits in time for the member: a paid item on its payment date (paid today, due next
 * month: it is in the last 30 days), an unpaid one on its due date.
 */
const HISTORY_DAY = sql`coalesce(${cashFlowItems.paidAt}, ${cashFlowItems.dueAt})`;

/**
 * The busiest query (Home, the history), for several listings at once: each row of the JSON
 * parameter `wanted` (a member and a range) gets back that member's items packed into one JSON
 * text — node-postgres parses a row description and every field of every row it receives.
 */
export const listingsQuery = (db: Db, wanted: Placeholder | SQL | string) => {
  const items = db
    .select({
      id: sql<number>`${cashFlowItems.id}`.as('id'),
      day: sql<Date>`${HISTORY_DAY}`.as('day'),
      item: sql<PackedItem>`json_build_array(${sql.join(packedColumns(), sql`, `)})`.as('item'),
    })
    .from(cashFlowItems)
    .innerJoin(associations, eq(associations.id, cashFlowItems.associationId))
    .leftJoin(products, eq(products.id, cashFlowItems.productId))
    .where(
      and(
        eq(cashFlowItems.memberId, sql`wanted.member_id`),
        listedForMember(),
        sql`(not wanted.pending_only or ${cashFlowItems.paidAt} is null)`,
        gte(HISTORY_DAY, sql`wanted.from_at`),
        sql`(wanted.to_at is null or ${HISTORY_DAY} < wanted.to_at)`,
      ),
    )
    .orderBy(asc(HISTORY_DAY), asc(cashFlowItems.id))
    .limit(2000)
    .as('items');
  return db
    .select({
      ord: sql<number>`wanted.ord`.as('ord'),
      packed: sql<string>`(select coalesce(json_agg(${items.item}
        order by ${items.day}, ${items.id}), '[]')::text from ${items})`.as('packed'),
    })
    .from(
      sql`json_to_recordset(${wanted}::json)
        as wanted(ord int, member_id int, from_at timestamptz, to_at timestamptz, pending_only boolean)`,
    );
};

/** The JSON parameter of listingsQuery. */
export const wantedListings = (listings: readonly Listing[]) =>
  JSON.stringify(
    listings.map(({ memberId, range }, ord): WantedListing => ({
      ord,
      member_id: memberId,
      from_at: range.from.toISOString(),
      to_at: range.to?.toISOString() ?? null,
      pending_only: range.pendingOnly,
    })),
  );

const listingsStatement = preparedQuery('list_member_items', (db) =>
  listingsQuery(db, sql.placeholder('wanted')),
);

/** Each listing's items, in the order asked, from one query. */
export async function listManyMembersItems(db: Db, listings: readonly Listing[]): Promise<ListedItem[][]> {
  const rows = await listingsStatement(db, { wanted: wantedListings(listings) });
  const packed: string[] = [];
  for (const row of rows) packed[row.ord] = row.packed;
  const today = todayInSaoPaulo();
  return listings.map((_, ord) =>
    (JSON.parse(packed[ord] ?? '[]') as PackedItem[]).map((item) => unpack(item, today)),
  );
}

/**
 * When the database refuses a batch, each listing is sent alone: one bad listing must fail only its
 * own call, never the other members' listings that happened to share its query.
 */
async function listTogetherOrAlone(db: Db, listings: readonly Listing[]): Promise<(ListedItem[] | Error)[]> {
  try {
    return await listManyMembersItems(db, listings);
  } catch (error) {
    if (listings.length === 1) throw error;
    return Promise.all(
      listings.map((listing) =>
        listManyMembersItems(db, [listing]).then(
          ([items]) => items!,
          (alone: unknown) => (alone instanceof Error ? alone : new Error(String(alone))),
        ),
      ),
    );
  }
}

const loaderByDb = new WeakMap<Db, DataLoader<Listing, ListedItem[]>>();

/**
 * Listings asked for while the server reads one round of requests go to the database together, as
 * one query (one round trip, one statement execution for all): DataLoader's batching, without its
 * cache — every call is answered by a query sent after it was made. Under 100 connections (bench:api)
 * this took listarFluxos from ~2 500 to ~3 600 req/s on PostgreSQL and from ~560 to ~2 850 on PGlite.
 */
function listingLoader(db: Db) {
  let loader = loaderByDb.get(db);
  if (!loader) {
    loader = new DataLoader((listings) => listTogetherOrAlone(db, listings), {
      cache: false,
      // As many as the benchmark's connections; the JSON parameter and the answer stay small.
      maxBatchSize: 100,
      // After the poll phase: every request read in this round of I/O joins the batch.
      batchScheduleFn: (send) => setImmediate(send),
    });
    loaderByDb.set(db, loader);
  }
  return loader;
}

/**
 * A member's items of [from, to): unpaid ones due then, paid ones paid then (HISTORY_DAY), oldest
 * first; a member has few, so no paging.
 */
export const listMemberItems = (db: Db, memberId: number, range: ListRange): Promise<ListedItem[]> =>
  listingLoader(db).load({ memberId, range });
