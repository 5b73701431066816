import type { DocumentsOverview } from '../../domain/contract/documents';
import { todayInSaoPaulo } from '../../domain/sao-paulo-days';
import type { Db } from '../db/client';
import { yearsWithPayments } from './declaration';
import { memberStandings } from './member-standing';

/** The associations documents can be asked about, and the years a declaração makes sense for. */
export async function documentsOverview(
  db: Db,
  memberId: number,
  now = new Date(),
): Promise<DocumentsOverview> {
  const [standings, paidYears] = await Promise.all([
    memberStandings(db, memberId),
    yearsWithPayments(db, memberId),
  ]);
  const thisYear = Number(todayInSaoPaulo(now).slice(0, 4));
  const years = [...new Set([thisYear, ...paidYears])].sort((a, b) => b - a);
  return {
    associations: standings.map((s) => ({
      associationId: s.associationId,
      associationName: s.associationName,
    })),
    years,
  };
}
