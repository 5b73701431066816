import type { MemberFilters } from '../../../domain/contract/gestao-members';
import type { Db } from '../../db/client';
import { recordListExport } from '../../privacy/record-views';
import type { StaffSession } from '../staff-accounts';
import { eachMember } from './each-member';
import { lateBeforeOf, matchingMemberIds } from './member-rows';
import { membersCsv } from './members-csv';

/**
 * Membros › "Exportar CSV": each member the filters match gets a row in their access log (the
 * file holds their CPF and contacts), then the file's text as the rows arrive.
 */
export async function exportMembers(
  db: Db,
  viewer: StaffSession,
  filters: MemberFilters,
  now = new Date(),
): Promise<AsyncGenerator<string>> {
  const memberIds = matchingMemberIds(db, viewer.associationId, filters, lateBeforeOf(now));
  await recordListExport(db, viewer, memberIds, 'lista-membros');
  return membersCsv(eachMember(db, viewer.associationId, filters, { now }));
}
