import { and, eq, sql } from 'drizzle-orm';
import { CHARGE_MSG, type NewChargeBody } from '../../../domain/contract/gestao-charges';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import type { Db } from '../../db/client';
import { associationCategories, memberships } from '../../db/schema';
import { dueInstant } from './charge-items';

/** The amount of each category the charge prices, by category id. */
type Plan = Outcome<Map<number, number>>;

/** Checks what the request names against the association: its categories, the member's active membership. */
export async function planCharge(db: Db, associationId: number, body: NewChargeBody): Promise<Plan> {
  const amounts = new Map(body.amounts.map((a) => [a.categoryId, a.amountCentavos]));
  const offered = await db
    .select({ categoryId: associationCategories.categoryId })
    .from(associationCategories)
    .where(eq(associationCategories.associationId, associationId));
  const offeredIds = new Set(offered.map((o) => o.categoryId));
  if ([...amounts.keys()].some((id) => !offeredIds.has(id))) return failed(CHARGE_MSG.unknownCategory);
  if (body.target.kind === 'categories') {
    if (body.target.categoryIds.some((id) => !offeredIds.has(id))) return failed(CHARGE_MSG.unknownCategory);
    if (body.target.categoryIds.some((id) => !amounts.has(id))) return failed(CHARGE_MSG.missingAmount);
    return succeeded(new Map(body.target.categoryIds.map((id) => [id, amounts.get(id)!])));
  }
  const [membership] = await db
    .select({ categoryId: memberships.categoryId })
    .from(memberships)
    .where(
      and(
        eq(memberships.associationId, associationId),
        eq(memberships.memberId, body.target.memberId),
        eq(memberships.status, 'A'),
      ),
    );
  if (!membership) return failed(CHARGE_MSG.memberNotActive, 404);
  const amount = amounts.get(membership.categoryId);
  if (amount === undefined) return failed(CHARGE_MSG.missingAmount);
  return succeeded(new Map([[membership.categoryId, amount]]));
}

/**
 * The rows a charge creates, as one SELECT: every active membership of the chosen categories (or
 * the one member) times every due day of the schedule, priced by its category.
 */
export function chargeRows(associationId: number, body: NewChargeBody, amounts: Map<number, number>) {
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
    where ms.issuer_id = ${associationId} and ms.status = 'A' ${onlyMember}`;
}
