import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { TEAM_MESSAGES } from '../../../domain/gestao-team-messages';
import type { Db } from '../../db/client';
import { staff } from '../../db/schema';
import { ERRORS } from '../../error-messages';
import type { StaffSession } from '../staff-accounts';
import { failed, succeeded } from '../../../domain/outcome';

async function gestoresLeft(db: Db, associationId: number, without: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(staff)
    .where(
      and(
        eq(staff.associationId, associationId),
        eq(staff.role, 'gestor'),
        isNull(staff.removedAt),
        ne(staff.id, without),
      ),
    );
  return row?.n ?? 0;
}

/** Another staff member of the association, for a change: never the caller, never the last gestor. */
export async function changeable(db: Db, who: StaffSession, staffId: number, losesGestor: boolean) {
  const [row] = await db
    .select({ id: staff.id, name: staff.name, email: staff.email, role: staff.role })
    .from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.associationId, who.associationId), isNull(staff.removedAt)))
    .for('update');
  if (!row) return failed(ERRORS.notFound, 404);
  if (row.id === who.id) return failed(TEAM_MESSAGES.notYourself);
  if (losesGestor && row.role === 'gestor' && (await gestoresLeft(db, who.associationId, row.id)) === 0) {
    return failed(TEAM_MESSAGES.lastGestor, 409);
  }
  return succeeded(row);
}
