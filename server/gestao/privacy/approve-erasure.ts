import { and, count, eq, ne } from 'drizzle-orm';
import { PRIVACY_REQUEST_MSG } from '../../../domain/privacy-request-messages';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { ERRORS } from '../../error-messages';
import type { Db } from '../../db/client';
import type { PersonalDataSource } from '../../db/personal-data-source';
import { privacyRequests } from '../../db/schema-privacy';
import type { OutboundMessage } from '../../messaging/outbox';
import { overdueItems } from '../../documents/member-standing';
import { eraseMemberData } from '../../privacy/erase-member';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';
import { answerEmail, findPrivacyRequest } from './find-privacy-request';

export interface ApprovedErasure {
  /** False while another association of the member has not answered yet. */
  erased: boolean;
  memberId: number;
  uploadIds: string[];
  email: OutboundMessage | null;
}

const keptAnswer = (reason: string) =>
  `${PRIVACY_REQUEST_MSG.erasedAnswer} Mantivemos o seu nome, o seu CPF e as cobranças vencidas para cobrá-las (LGPD art. 16, II): ${reason}`;

/**
 * Staff approve an erasure. With overdue items at the association, they must say why they keep
 * them to collect (LGPD art. 16, II): those items and the name and CPF stay. Once every
 * association the request went to approved, the registry's erasers run in this transaction.
 */
export async function approveErasure(
  db: Db,
  sources: readonly PersonalDataSource[],
  who: StaffSession,
  requestId: number,
  keptReason: string | undefined,
  now = new Date(),
): Promise<Outcome<ApprovedErasure>> {
  return db.transaction(async (tx) => {
    const [request] = await findPrivacyRequest(tx, who.associationId, requestId);
    if (!request || request.kind !== 'erasure') return failed(ERRORS.notFound, 404);
    if (request.status !== 'pending') return failed(PRIVACY_REQUEST_MSG.notPending, 409);
    const keeps = (await overdueItems(tx, request.memberId, who.associationId, now)).length > 0;
    if (keeps && !keptReason) return failed(PRIVACY_REQUEST_MSG.keptReasonRequired, 409);
    const answer = keeps ? keptAnswer(keptReason!) : PRIVACY_REQUEST_MSG.erasedAnswer;
    await tx
      .update(privacyRequests)
      .set({
        status: keeps ? 'kept' : 'done',
        answer,
        keptReason: keeps ? keptReason! : null,
        answeredBy: who.id,
        answeredAt: now,
      })
      .where(eq(privacyRequests.id, request.id));
    await recordAudit(tx, who, {
      action: keeps ? 'privacy.erase_kept' : 'privacy.erase',
      entity: 'privacy_request',
      entityId: request.id,
      after: keeps ? { keptReason } : null,
    });
    const batch = and(
      eq(privacyRequests.memberId, request.memberId),
      eq(privacyRequests.kind, 'erasure'),
      eq(privacyRequests.requestedAt, request.requestedAt),
    );
    const [waiting] = await tx
      .select({ n: count() })
      .from(privacyRequests)
      .where(and(batch, eq(privacyRequests.status, 'pending')));
    if ((waiting?.n ?? 0) > 0)
      return succeeded({ erased: false, memberId: request.memberId, uploadIds: [], email: null });
    const [keptElsewhere] = await tx
      .select({ n: count() })
      .from(privacyRequests)
      .where(and(batch, eq(privacyRequests.status, 'kept'), ne(privacyRequests.id, request.id)));
    const erased = await eraseMemberData(tx, sources, request.memberId, {
      now,
      keepForCollection: keeps || (keptElsewhere?.n ?? 0) > 0,
    });
    const email = await answerEmail(tx, who.associationId, erased.email, answer);
    return succeeded({ erased: true, memberId: request.memberId, uploadIds: erased.uploadIds, email });
  });
}
