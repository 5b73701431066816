import type { MemberCard, MemberCards } from '../../domain/contract/documents';
import { formatDisplayDate } from '../../domain/dates';
import { DOCUMENT_MSG } from '../../domain/document-messages';
import { formatVerificationCode } from '../../domain/verification-code';
import type { Db } from '../db/client';
import { photoDataUrl } from '../members/session-user';
import { issueDocument, verifyPath } from './issued-documents';
import { lastPaidAnnuityYear, memberStandings, situationNow, type Standing } from './member-standing';

/**
 * The carteirinha of each active association. Its code is issued once per membership and never
 * changes, so a printed or cached QR keeps working; what it proves (adimplente or not) is read
 * when someone scans it, not when it was issued. Valid until 31 December of the latest year
 * whose annuity is paid.
 */
async function cardOf(db: Db, standing: Standing, now: Date): Promise<MemberCard> {
  const year = await lastPaidAnnuityYear(db, standing.memberId, standing.associationId);
  const validUntil = year === null ? null : `${year}-12-31`;
  const situation = await situationNow(db, standing, now);
  const document = await issueDocument(
    db,
    {
      kind: 'carteirinha',
      memberId: standing.memberId,
      associationId: standing.associationId,
      payload: {
        title: DOCUMENT_MSG.kinds.carteirinha,
        association: { name: standing.associationName, cnpj: standing.associationCnpj },
        member: { name: standing.memberName, cpf: standing.memberCpf },
        fields: [
          { label: 'Categoria', value: standing.category },
          { label: 'Membro desde', value: formatDisplayDate(standing.memberSince) },
        ],
      },
    },
    now,
  );
  return {
    associationId: standing.associationId,
    associationName: standing.associationName,
    memberName: standing.memberName,
    category: standing.category,
    photo: photoDataUrl(standing.photoMime, standing.photo),
    memberSince: standing.memberSince,
    validUntil,
    code: formatVerificationCode(document.code),
    verifyPath: verifyPath(document.code),
    situation,
    situationLabel: DOCUMENT_MSG.situations[situation],
  };
}

export async function memberCards(db: Db, memberId: number, now = new Date()): Promise<MemberCards> {
  const standings = await memberStandings(db, memberId);
  const cards: MemberCard[] = [];
  for (const standing of standings) cards.push(await cardOf(db, standing, now));
  return { memberId, cards, checkedAt: now.toISOString() };
}
