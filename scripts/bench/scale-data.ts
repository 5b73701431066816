import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

/**
 * bench:scale's data: N members of association 428 (Titular) with M monthly items each, one every 30
 * days around today, half in the past (four in five of those paid on their day), half ahead.
 */
export async function seedScaleData(db: Db, members: number, items: number, log = console.log) {
  const elapsed = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;
  let start = performance.now();
  log(`Seeding ${members.toLocaleString('pt-BR')} members × ${items} items…`);
  await db.execute(sql`
    insert into members (name, cpf, email, password_hash, confirmed)
    select 'Membro ' || g, '8' || lpad(g::text, 10, '0'), 'm' || g || '@bench.local', 'x', true
    from generate_series(1, ${members}::int) g`);
  await db.execute(sql`
    insert into memberships (member_id, issuer_id, category_id)
    select id, 428, 601 from members where email like '%@bench.local'`);
  log(`  members and memberships: ${elapsed(start)}`);
  start = performance.now();
  await db.execute(sql`
    insert into cash_flow_items (member_id, issuer_id, kind, description, due_at, amount_centavos, paid_at)
    select m.id, 428, 'due', 'Contribuição mensal', now() + ((k - ${items / 2}::int) * interval '30 days'), 6500,
           case when k < ${items / 2}::int and (m.id + k) % 5 <> 0 then now() - ((${items / 2}::int - k) * interval '30 days') end
    from members m cross join generate_series(1, ${items}::int) k
    where m.email like '%@bench.local'`);
  log(`  items: ${elapsed(start)}`);
}
