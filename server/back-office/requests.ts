import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { AssociationRequest, RequestDocument } from '../../domain/contract/gestao-requests';
import { REQUESTS_PAGE_SIZE } from '../../domain/contract/gestao-requests';
import { councilRegistration, toClassCouncil } from '../../domain/class-council';
import { formatCpf } from '../../domain/cpf';
import { refusalEmail } from '../../domain/gestao-requests-messages';
import { todayInSaoPaulo } from '../cash-flow/sao-paulo-days';
import type { Db } from '../db/client';
import { categories, documents, issuers, memberships, members } from '../db/schema';
import { createFirstAnnuity } from '../dues/annuities';
import type { OutboundMessage } from '../messaging/outbox';
import { recordAudit } from './audit';
import type { StaffSession } from './staff-accounts';

/** The issuer's open requests (memberships awaiting approval), oldest first, with their documents. */
export async function listRequests(
  db: Db,
  issuerId: number,
  page: number,
): Promise<{ items: AssociationRequest[]; total: number }> {
  const pending = and(eq(memberships.issuerId, issuerId), eq(memberships.status, 'P'));
  const [rows, [counted], [issuer]] = await Promise.all([
    db
      .select({
        id: memberships.id,
        memberId: memberships.memberId,
        memberName: members.name,
        cpf: members.cpf,
        email: members.email,
        categoryId: memberships.categoryId,
        categoryName: categories.description,
        councilNumber: members.crm,
        councilUf: members.crmUf,
        requestedAt: memberships.createdAt,
      })
      .from(memberships)
      .innerJoin(members, eq(members.id, memberships.memberId))
      .innerJoin(categories, eq(categories.id, memberships.categoryId))
      .where(pending)
      .orderBy(asc(memberships.createdAt), asc(memberships.id))
      .limit(REQUESTS_PAGE_SIZE)
      .offset((page - 1) * REQUESTS_PAGE_SIZE),
    db.select({ n: count() }).from(memberships).where(pending),
    db.select({ classCouncil: issuers.classCouncil }).from(issuers).where(eq(issuers.id, issuerId)),
  ]);
  const council = toClassCouncil(issuer?.classCouncil);
  const docs = rows.length
    ? await db
        .select({
          id: documents.id,
          memberId: documents.memberId,
          fileName: documents.fileName,
          mime: documents.mime,
          size: documents.size,
        })
        .from(documents)
        .where(
          and(
            eq(documents.issuerId, issuerId),
            inArray(
              documents.memberId,
              rows.map((r) => r.memberId),
            ),
          ),
        )
        .orderBy(asc(documents.id))
    : [];
  const byMember = new Map<number, RequestDocument[]>();
  for (const { memberId, ...doc } of docs) byMember.set(memberId, [...(byMember.get(memberId) ?? []), doc]);
  return {
    total: counted?.n ?? 0,
    items: rows.map(({ councilNumber, councilUf, ...r }) => ({
      ...r,
      cpf: formatCpf(r.cpf),
      council: councilRegistration(council, councilNumber, councilUf),
      requestedAt: r.requestedAt.toISOString(),
      documents: byMember.get(r.memberId) ?? [],
    })),
  };
}

/** The bytes are in the row (sent inside the JSON body) or in the upload store (sent by tus). */
export interface DocumentFile {
  fileName: string;
  mime: string;
  size: number;
  content: Uint8Array | null;
  uploadId: string | null;
}

/**
 * A document the member sent to this issuer, when the member has a membership with it; any
 * other document does not exist for the caller.
 */
export async function findIssuerDocument(
  db: Db,
  issuerId: number,
  documentId: number,
): Promise<DocumentFile | undefined> {
  const [row] = await db
    .select({
      fileName: documents.fileName,
      mime: documents.mime,
      size: documents.size,
      content: documents.content,
      uploadId: documents.uploadId,
    })
    .from(documents)
    .innerJoin(
      memberships,
      and(eq(memberships.memberId, documents.memberId), eq(memberships.issuerId, issuerId)),
    )
    .where(and(eq(documents.id, documentId), eq(documents.issuerId, issuerId)));
  return row;
}

export type Decision =
  | { ok: true; annuityItemId: number | null }
  | { ok: false; reason: 'notFound' | 'alreadyRefused' | 'noPrice' };

class Rollback extends Error {
  constructor(readonly reason: 'noPrice') {
    super(reason);
  }
}

const findMembership = (db: Db, issuerId: number, id: number) =>
  db
    .select({
      id: memberships.id,
      memberId: memberships.memberId,
      categoryId: memberships.categoryId,
      status: memberships.status,
    })
    .from(memberships)
    .where(and(eq(memberships.id, id), eq(memberships.issuerId, issuerId)))
    .for('update');

/**
 * Approves a request: the membership becomes active in its category from today, and the first
 * annuity of the category is created, all in one transaction. Approving an approved request
 * again changes nothing and creates no second annuity.
 */
export async function approveRequest(
  db: Db,
  who: StaffSession,
  requestId: number,
  now = new Date(),
): Promise<Decision> {
  try {
    return await db.transaction(async (tx) => {
      // The row lock makes two approvals at once take turns: the second sees it active.
      const [current] = await findMembership(tx, who.issuerId, requestId);
      if (!current) return { ok: false, reason: 'notFound' } as const;
      if (current.status === 'N') return { ok: false, reason: 'alreadyRefused' } as const;
      if (current.status === 'A') return { ok: true, annuityItemId: null } as const;
      if (current.status !== 'P') return { ok: false, reason: 'notFound' } as const;

      await tx
        .update(memberships)
        // The membership begins the day it is approved.
        .set({
          status: 'A',
          decidedAt: now,
          categorySince: todayInSaoPaulo(now),
          memberSince: todayInSaoPaulo(now),
          refusalReason: null,
        })
        .where(eq(memberships.id, current.id));
      const annuity = await createFirstAnnuity(tx, { ...current, issuerId: who.issuerId }, now);
      if (!annuity.ok) throw new Rollback(annuity.reason);
      await recordAudit(tx, who, {
        action: 'request.approve',
        entity: 'membership',
        entityId: current.id,
        before: { status: current.status },
        after: { status: 'A', annuityItemId: annuity.itemId },
      });
      return { ok: true, annuityItemId: annuity.itemId } as const;
    });
  } catch (error) {
    if (error instanceof Rollback) return { ok: false, reason: error.reason };
    throw error;
  }
}

/**
 * Refuses a request with its reason (shown to the member in "Minhas associações") and returns the
 * e-mail that tells the member, for the caller to queue once the change is committed.
 */
export async function refuseRequest(
  db: Db,
  who: StaffSession,
  requestId: number,
  reason: string,
  now = new Date(),
): Promise<
  | { ok: true; email: OutboundMessage | null }
  | { ok: false; reason: 'notFound' | 'alreadyApproved' | 'alreadyRefused' }
> {
  return db.transaction(async (tx) => {
    const [current] = await findMembership(tx, who.issuerId, requestId);
    if (!current) return { ok: false, reason: 'notFound' } as const;
    if (current.status === 'A') return { ok: false, reason: 'alreadyApproved' } as const;
    if (current.status === 'N') return { ok: false, reason: 'alreadyRefused' } as const;
    if (current.status !== 'P') return { ok: false, reason: 'notFound' } as const;

    await tx
      .update(memberships)
      .set({ status: 'N', refusalReason: reason, decidedAt: now })
      .where(eq(memberships.id, current.id));
    await recordAudit(tx, who, {
      action: 'request.refuse',
      entity: 'membership',
      entityId: current.id,
      before: { status: current.status },
      after: { status: 'N', refusalReason: reason },
    });
    const [person] = await tx
      .select({ name: members.name, email: members.email, issuerName: issuers.name })
      .from(members)
      .innerJoin(issuers, eq(issuers.id, who.issuerId))
      .where(eq(members.id, current.memberId));
    if (!person?.email) return { ok: true, email: null } as const;
    const text = refusalEmail(person.name, person.issuerName, reason);
    return { ok: true, email: { channel: 'email', recipient: person.email, ...text } } as const;
  });
}
