import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DocumentField, DocumentKind } from '../../domain/contract/documents';
import { CODE_ALPHABET, CODE_LENGTH, formatVerificationCode } from '../../domain/verification-code';
import type { Db } from '../db/client';
import { issuedDocuments } from '../db/schema';

/** What a document states, frozen when it is issued: the PDF and the verification page read it. */
export interface DocumentPayload {
  title: string;
  association: { name: string; cnpj: string | null };
  member: { name: string; cpf: string };
  /** A sentence in the document's body (declaração, certidão). */
  statement?: string;
  fields: DocumentField[];
  items?: { date: string; description: string; amount: string }[];
  total?: string;
  /** YYYY-MM-DD: the last day the document is worth anything (certidão). */
  validUntil?: string;
}

export interface IssuedDocument {
  id: number;
  kind: DocumentKind;
  code: string;
  memberId: number;
  associationId: number | null;
  transactionId: number | null;
  eventTicketId: number | null;
  payload: DocumentPayload;
  issuedAt: Date;
  voidedAt: Date | null;
}

/** 75 random bits; 256 is a multiple of 32, so each character is uniform. */
function newVerificationCode(): string {
  return [...randomBytes(CODE_LENGTH)].map((b) => CODE_ALPHABET[b % 32]).join('');
}

export const verifyPath = (code: string) => `/verificar/${formatVerificationCode(code)}`;

const toIssued = (row: typeof issuedDocuments.$inferSelect): IssuedDocument => ({
  ...row,
  kind: row.kind as DocumentKind,
  payload: row.payload as DocumentPayload,
});

interface NewDocument {
  kind: DocumentKind;
  memberId: number;
  associationId: number | null;
  transactionId?: number;
  eventTicketId?: number;
  payload: DocumentPayload;
}

/**
 * Records a document. A receipt (one per transaction), a carteirinha (one per membership) and an
 * event's certificate (one per ticket) that already exist are returned as they are, with
 * `created: false`, so issuing is safe to repeat and to race.
 */
export async function issueDocumentOnce(
  db: Db,
  doc: NewDocument,
  now = new Date(),
): Promise<{ document: IssuedDocument; created: boolean }> {
  for (;;) {
    const [row] = await db
      .insert(issuedDocuments)
      .values({ ...doc, code: newVerificationCode(), issuedAt: now })
      .onConflictDoNothing()
      .returning();
    if (row) return { document: toIssued(row), created: true };
    const existing = await findUniqueDocument(db, doc);
    if (existing) return { document: existing, created: false };
    // Only a code collision (1 in 2^75) is left: draw again.
  }
}

export async function issueDocument(db: Db, doc: NewDocument, now = new Date()): Promise<IssuedDocument> {
  return (await issueDocumentOnce(db, doc, now)).document;
}

async function findUniqueDocument(db: Db, doc: NewDocument): Promise<IssuedDocument | undefined> {
  if (doc.kind === 'certificado' && doc.eventTicketId !== undefined) {
    const [row] = await db
      .select()
      .from(issuedDocuments)
      .where(
        and(eq(issuedDocuments.kind, 'certificado'), eq(issuedDocuments.eventTicketId, doc.eventTicketId)),
      );
    return row && toIssued(row);
  }
  if (doc.kind === 'recibo' && doc.transactionId !== undefined) {
    const [row] = await db
      .select()
      .from(issuedDocuments)
      .where(and(eq(issuedDocuments.kind, 'recibo'), eq(issuedDocuments.transactionId, doc.transactionId)));
    return row && toIssued(row);
  }
  if (doc.kind === 'carteirinha' && doc.associationId !== null) {
    const [row] = await db
      .select()
      .from(issuedDocuments)
      .where(
        and(
          eq(issuedDocuments.kind, 'carteirinha'),
          eq(issuedDocuments.memberId, doc.memberId),
          eq(issuedDocuments.associationId, doc.associationId),
        ),
      );
    return row && toIssued(row);
  }
  return undefined;
}

export async function findDocumentByCode(db: Db, code: string): Promise<IssuedDocument | undefined> {
  const [row] = await db.select().from(issuedDocuments).where(eq(issuedDocuments.code, code));
  return row && toIssued(row);
}
