import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { UpdatePointsGoal } from '../../domain/contract/documents';
import { todayInSaoPaulo } from '../cash-flow/sao-paulo-days';
import type { Db } from '../db/client';
import { issuedDocuments, issuers, memberships } from '../db/schema';
import { congressEvents, eventTickets } from '../db/schema-congress';

/**
 * "Pontos de atualização": for each association of the member that set a "Meta de pontos", the
 * points of the certificates Quita issued, by the year each event ended (São Paulo), over the
 * goal's years up to this one, each year counting at most the association's "máximo por ano".
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
  const earned = (issuerId: number, year: number) =>
    certificates
      .filter((c) => c.issuerId === issuerId && Number(todayInSaoPaulo(c.endsAt).slice(0, 4)) === year)
      .reduce((sum, c) => sum + c.points, 0);
  const thisYear = Number(todayInSaoPaulo(now).slice(0, 4));
  return goals.map((g) => {
    const [goal, years, maxPerYear] = [g.goal!, g.years!, g.maxPerYear!];
    const perYear = Array.from({ length: years }, (_, i) => {
      const year = thisYear - years + 1 + i;
      const points = earned(g.issuerId, year);
      return { year, points, counted: Math.min(points, maxPerYear) };
    });
    const total = perYear.reduce((sum, y) => sum + y.counted, 0);
    return { issuerId: g.issuerId, issuerName: g.issuerName, goal, years, maxPerYear, perYear, total };
  });
}
