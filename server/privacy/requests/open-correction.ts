import { and, asc, eq, inArray } from 'drizzle-orm';
import { isValidCpf } from '../../../domain/cpf';
import { onlyDigits } from '../../../domain/digits';
import { answerDueAt, PRIVACY_REQUEST_MSG } from '../../../domain/privacy-request-messages';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import type { Db } from '../../db/client';
import { memberships } from '../../db/schema';
import { privacyRequests, type CorrectableField } from '../../db/schema-privacy';

/**
 * "Solicitar correção" of a field the member cannot change (CPF, CRM): a request to the
 * association they joined first, with the value they say is right and why, due in 15 days.
 */
export async function openCorrection(
  db: Db,
  memberId: number,
  request: { field: CorrectableField; newValue: string; reason: string },
  now = new Date(),
): Promise<Outcome<{ id: number }>> {
  const newValue = request.field === 'cpf' ? onlyDigits(request.newValue) : request.newValue.trim();
  if (request.field === 'cpf' && !isValidCpf(newValue)) return failed(PRIVACY_REQUEST_MSG.cpfInvalid);
  const [first] = await db
    .select({ associationId: memberships.associationId })
    .from(memberships)
    .where(and(eq(memberships.memberId, memberId), inArray(memberships.status, ['A', 'P', 'R'])))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  if (!first) return failed(PRIVACY_REQUEST_MSG.noAssociation, 409);
  const [row] = await db
    .insert(privacyRequests)
    .values({
      associationId: first.associationId,
      memberId,
      kind: 'correction',
      field: request.field,
      newValue,
      reason: request.reason,
      requestedAt: now,
      dueAt: answerDueAt(now),
    })
    .returning({ id: privacyRequests.id });
  return succeeded({ id: row!.id });
}
