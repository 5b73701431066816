import { sql } from 'drizzle-orm';
import type { Declined, HealthFilters } from '../../../domain/contract/gestao-health';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { categoryFilter } from './health-sql';

const DAYS = 30;
const SHOWN = 200;
/** What a decline says when the PSP gave no reason. */
export const NO_REASON = 'Recusado sem motivo informado';

interface Row {
  source: 'card' | 'pix-automatico';
  at: Date | string;
  item_id: number;
  description: string;
  member_id: number;
  member_name: string;
  amount: number;
  reason: string | null;
  open: boolean;
}

/** 6. Pagamentos recusados: card payments declined and Pix Automático charges failed in the last 30 days. */
export async function declined(
  db: Db,
  associationId: number,
  f: HealthFilters,
  now = new Date(),
): Promise<Declined> {
  const since = new Date(now.getTime() - DAYS * 86_400_000).toISOString();
  const ofItem = sql`
    join cash_flow_items i on i.id = x.item_id
    join members m on m.id = i.member_id
    left join memberships ms on ms.member_id = i.member_id and ms.issuer_id = i.issuer_id
    where i.issuer_id = ${associationId} and ${categoryFilter(f.categoryId)}`;
  const open = sql`(i.paid_at is null and i.cancelled_at is null)`;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select * from (
        select 'card' as source, x.created_at as at, i.id as item_id, i.description, m.id as member_id,
               m.name as member_name, x.amount_centavos as amount, x.failure_message as reason, ${open} as open
        from transactions x ${ofItem}
          and x.method = 'C' and x.status = 'failed' and x.created_at >= ${since}::timestamptz
        union all
        select 'pix-automatico', x.updated_at, i.id, i.description, m.id, m.name, x.amount_centavos,
               x.failure_reason, ${open}
        from recurring_charges x ${ofItem}
          and x.status = 'failed' and x.updated_at >= ${since}::timestamptz
      ) d order by at desc limit ${SHOWN}`),
  );
  return {
    rows: rows.map((r) => ({
      source: r.source,
      at: new Date(r.at).toISOString(),
      itemId: Number(r.item_id),
      description: r.description,
      memberId: Number(r.member_id),
      memberName: r.member_name,
      amountCentavos: Number(r.amount),
      reason: r.reason?.trim() || NO_REASON,
      open: Boolean(r.open),
    })),
  };
}
