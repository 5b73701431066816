import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { UpdatePointsGoal } from '../../domain/contract/documents';
import { countUpdatePoints, type PointsEntry } from '../../domain/update-points';
import { todayInSaoPaulo } from '../../domain/sao-paulo-days';
import type { Db } from '../db/client';
import { issuedDocuments, associations, memberships } from '../db/schema';
import { declaredActivities } from '../db/schema-activities';
import { congressEvents, eventTickets } from '../db/schema-congress';

/**
 * "Pontos de atualização": for each association of the member that set a "Meta de pontos", the
 * points of the certificates Quita issued, by the year each event ended (São Paulo), and of the
 * activities the member declared and its staff accepted, by the activity's year, over the goal's
 * years up to this one, each year counting at most the association's "máximo por ano".
 */
export async function memberUpdatePoints(
  db: Db,
  memberId: number,
  now = new Date(),
): Promise<UpdatePointsGoal[]> {
  const goals = await db
    .selectDistinct({
      associationId: associations.id,
      associationName: associations.name,
      goal: associations.pointsGoal,
      years: associations.pointsYears,
      maxPerYear: associations.pointsMaxPerYear,
    })
    .from(memberships)
    .innerJoin(associations, eq(associations.id, memberships.associationId))
    .where(
      and(
        eq(memberships.memberId, memberId),
        isNotNull(associations.pointsGoal),
        isNotNull(associations.pointsYears),
        isNotNull(associations.pointsMaxPerYear),
      ),
    );
  if (goals.length === 0) return [];
  const certificates = await db
    .select({
      associationId: congressEvents.associationId,
      endsAt: congressEvents.endsAt,
      points: congressEvents.points,
    })
    .from(issuedDocuments)
    .innerJoin(eventTickets, eq(eventTickets.id, issuedDocuments.eventTicketId))
    .innerJoin(congressEvents, eq(congressEvents.id, eventTickets.eventId))
    .where(
      and(
        eq(issuedDocuments.memberId, memberId),
        eq(issuedDocuments.kind, 'certificado'),
        isNull(issuedDocuments.voidedAt),
      ),
    );
  const accepted = await db
    .select({
      associationId: declaredActivities.associationId,
      day: declaredActivities.day,
      points: declaredActivities.points,
    })
    .from(declaredActivities)
    .where(and(eq(declaredActivities.memberId, memberId), eq(declaredActivities.status, 'accepted')));
  const entriesOf = (associationId: number): PointsEntry[] => [
    ...certificates
      .filter((c) => c.associationId === associationId)
      .map((c) => ({ year: Number(todayInSaoPaulo(c.endsAt).slice(0, 4)), points: c.points })),
    ...accepted
      .filter((a) => a.associationId === associationId)
      .map((a) => ({ year: Number(a.day.slice(0, 4)), points: a.points })),
  ];
  const thisYear = Number(todayInSaoPaulo(now).slice(0, 4));
  return goals.map((g) => {
    const [goal, years, maxPerYear] = [g.goal!, g.years!, g.maxPerYear!];
    const counted = countUpdatePoints(entriesOf(g.associationId), { years, maxPerYear }, thisYear);
    return {
      associationId: g.associationId,
      associationName: g.associationName,
      goal,
      years,
      maxPerYear,
      ...counted,
    };
  });
}
