import { and, eq, ne } from 'drizzle-orm';
import { PRIVACY_REQUEST_MSG } from '../../../domain/privacy-request-messages';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { ERRORS } from '../../error-messages';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { privacyRequests } from '../../db/schema-privacy';
import type { OutboundMessage } from '../../messaging/outbox';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';
import { answerEmail, findPrivacyRequest, memberEmail } from './find-privacy-request';

type Answered = Outcome<{ email: OutboundMessage | null }>;

/** Staff refuse a request (an erasure or a correction) with the answer the member reads. */
export async function refusePrivacyRequest(
  db: Db,
  who: StaffSession,
  requestId: number,
  answer: string,
  now = new Date(),
): Promise<Answered> {
  return db.transaction(async (tx) => {
    const [request] = await findPrivacyRequest(tx, who.associationId, requestId);
    if (!request) return failed(ERRORS.notFound, 404);
    if (request.status !== 'pending') return failed(PRIVACY_REQUEST_MSG.notPending, 409);
    await tx
      .update(privacyRequests)
      .set({ status: 'refused', answer, answeredBy: who.id, answeredAt: now })
      .where(eq(privacyRequests.id, request.id));
    await recordAudit(tx, who, {
      action: 'privacy.refuse',
      entity: 'privacy_request',
      entityId: request.id,
      after: { answer },
    });
    return succeeded({
      email: await answerEmail(tx, who.associationId, await memberEmail(tx, request.memberId), answer),
    });
  });
}

/** Staff apply a correction: the member's CPF or CRM becomes the value they asked for. */
export async function applyCorrection(
  db: Db,
  who: StaffSession,
  requestId: number,
  now = new Date(),
): Promise<Answered> {
  return db.transaction(async (tx) => {
    const [request] = await findPrivacyRequest(tx, who.associationId, requestId);
    if (!request || request.kind !== 'correction' || !request.field || !request.newValue) {
      return failed(ERRORS.notFound, 404);
    }
    if (request.status !== 'pending') return failed(PRIVACY_REQUEST_MSG.notPending, 409);
    const value = request.newValue;
    if (request.field === 'cpf') {
      const [taken] = await tx
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.cpf, value), ne(members.id, request.memberId)));
      if (taken) return failed(PRIVACY_REQUEST_MSG.cpfTaken, 409);
    }
    const [before] = await tx
      .update(members)
      .set(request.field === 'cpf' ? { cpf: value } : { crm: value })
      .where(eq(members.id, request.memberId))
      .returning({ email: members.email });
    const answer = PRIVACY_REQUEST_MSG.correctedAnswer(PRIVACY_REQUEST_MSG.fields[request.field], value);
    await tx
      .update(privacyRequests)
      .set({ status: 'done', answer, answeredBy: who.id, answeredAt: now })
      .where(eq(privacyRequests.id, request.id));
    await recordAudit(tx, who, {
      action: 'privacy.correct',
      entity: 'privacy_request',
      entityId: request.id,
      after: { field: request.field },
    });
    return succeeded({ email: await answerEmail(tx, who.associationId, before?.email ?? null, answer) });
  });
}
