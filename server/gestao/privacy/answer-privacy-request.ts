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
    await recordAnswer(tx, who, request.id, { status: 'refused', answer, now }, 'privacy.refuse', { answer });
    return succeeded({
      email: await answerEmail(tx, who.associationId, await memberEmail(tx, request.memberId), answer),
    });
  });
}

/** The answer kept on the request (who, when, what) and in the audit log. */
async function recordAnswer(
  tx: Db,
  who: StaffSession,
  requestId: number,
  answered: { status: 'refused' | 'done'; answer: string; now: Date },
  action: 'privacy.refuse' | 'privacy.correct',
  after: Record<string, unknown>,
) {
  await tx
    .update(privacyRequests)
    .set({ status: answered.status, answer: answered.answer, answeredBy: who.id, answeredAt: answered.now })
    .where(eq(privacyRequests.id, requestId));
  await recordAudit(tx, who, { action, entity: 'privacy_request', entityId: requestId, after });
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
    await recordAnswer(tx, who, request.id, { status: 'done', answer, now }, 'privacy.correct', {
      field: request.field,
    });
    return succeeded({ email: await answerEmail(tx, who.associationId, before?.email ?? null, answer) });
  });
}
