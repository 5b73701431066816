import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import { type ChargeMember } from '../../../domain/contract/gestao-charges';
import type { Db } from '../../db/client';
import { categories, members, memberships } from '../../db/schema';

/** Active members of the association whose name or CPF matches (for a charge to one member). */
export async function searchChargeMembers(db: Db, associationId: number, q: string): Promise<ChargeMember[]> {
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
        eq(memberships.associationId, associationId),
        eq(memberships.status, 'A'),
        byCpf ?? ilike(members.name, `%${escaped}%`),
      ),
    )
    .orderBy(asc(members.name))
    .limit(10);
}
