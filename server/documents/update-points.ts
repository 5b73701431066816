import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { UpdatePointsGoal } from '../../domain/contract/documents';
import { countUpdatePoints, type PointsEntry } from '../../domain/update-points';
import { todayInSaoPaulo } from '../../domain/sao-paulo-days';
import type { Db } from '../db/client';
import { issuedDocuments, issuers, memberships } from '../db/schema';
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
      issuerId: issuers.id,
      issuerName: issuers.name,
      goal: issuers.pointsGoal,
      years: issuers.pointsYears,
      maxPerYear: issuers.pointsMaxPerYear,
    })
    .from(memberships)
    .innerJoin(issuers, eq(issuers.id, memberships.issuerId))
    .where(
      and(
        eq(memberships.memberId, memberId),
        isNotNull(issuers.pointsGoal),
        isNotNull(issuers.pointsYears),
        isNotNull(issuers.pointsMaxPerYear),
      ),
    );
  if (goals.length === 0) return [];
  const certificates = await db
    .select({
      issuerId: congressEvents.issuerId,
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
      issuerId: declaredActivities.issuerId,
      day: declaredActivities.day,
      points: declaredActivities.points,
    })
    .from(declaredActivities)
    .where(and(eq(declaredActivities.memberId, memberId), eq(declaredActivities.status, 'accepted')));
  const entriesOf = (issuerId: number): PointsEntry[] => [
    ...certificates
      .filter((c) => c.issuerId === issuerId)
      .map((c) => ({ year: Number(todayInSaoPaulo(c.endsAt).slice(0, 4)), points: c.points })),
    ...accepted
      .filter((a) => a.issuerId === issuerId)
      .map((a) => ({ year: Number(a.day.slice(0, 4)), points: a.points })),
  ];
  const thisYear = Number(todayInSaoPaulo(now).slice(0, 4));
  return goals.map((g) => {
    const [goal, years, maxPerYear] = [g.goal!, g.years!, g.maxPerYear!];
    const counted = countUpdatePoints(entriesOf(g.issuerId), { years, maxPerYear }, thisYear);
    return { issuerId: g.issuerId, issuerName: g.issuerName, goal, years, maxPerYear, ...counted };
  });
}
