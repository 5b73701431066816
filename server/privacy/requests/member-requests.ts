import { and, desc, eq } from 'drizzle-orm';
import type { HeldCorrectable, MyPrivacyRequest } from '../../../domain/contract/privacy-requests';
import { PRIVACY_REQUEST_MSG } from '../../../domain/privacy-request-messages';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import type { Db } from '../../db/client';
import { associations, members } from '../../db/schema';
import { privacyRequests } from '../../db/schema-privacy';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The member's LGPD requests, newest first, with their answers. */
export async function memberPrivacyRequests(db: Db, memberId: number): Promise<MyPrivacyRequest[]> {
  const rows = await db
    .select({
      id: privacyRequests.id,
      kind: privacyRequests.kind,
      status: privacyRequests.status,
      associationName: associations.name,
      requestedAt: privacyRequests.requestedAt,
      dueAt: privacyRequests.dueAt,
      field: privacyRequests.field,
      newValue: privacyRequests.newValue,
      answer: privacyRequests.answer,
      answeredAt: privacyRequests.answeredAt,
      keptReason: privacyRequests.keptReason,
    })
    .from(privacyRequests)
    .innerJoin(associations, eq(associations.id, privacyRequests.associationId))
    .where(eq(privacyRequests.memberId, memberId))
    .orderBy(desc(privacyRequests.requestedAt), desc(privacyRequests.id));
  return rows.map((r) => ({
    ...r,
    requestedAt: r.requestedAt.toISOString(),
    dueAt: r.dueAt.toISOString(),
    answeredAt: iso(r.answeredAt),
  }));
}

/** The member's CPF and CRM as held today: what "Solicitar correção" would change. */
export async function heldCorrectable(db: Db, memberId: number): Promise<HeldCorrectable> {
  const [row] = await db
    .select({ cpf: members.cpf, crm: members.crm, crmUf: members.crmUf })
    .from(members)
    .where(eq(members.id, memberId));
  return row ?? { cpf: '', crm: null, crmUf: null };
}

/**
 * The member cancels a request still waiting. An erasure went to each of their associations:
 * cancelling it cancels every one still waiting.
 */
export async function cancelPrivacyRequest(
  db: Db,
  memberId: number,
  requestId: number,
  now = new Date(),
): Promise<Outcome> {
  const own = and(eq(privacyRequests.memberId, memberId), eq(privacyRequests.status, 'pending'));
  const [request] = await db
    .select({ kind: privacyRequests.kind, status: privacyRequests.status })
    .from(privacyRequests)
    .where(and(eq(privacyRequests.id, requestId), eq(privacyRequests.memberId, memberId)));
  if (!request) return failed(PRIVACY_REQUEST_MSG.notFound, 404);
  if (request.status !== 'pending') return failed(PRIVACY_REQUEST_MSG.notPending, 409);
  await db
    .update(privacyRequests)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(
      request.kind === 'erasure'
        ? and(own, eq(privacyRequests.kind, 'erasure'))
        : and(own, eq(privacyRequests.id, requestId)),
    );
  return succeeded(undefined);
}
