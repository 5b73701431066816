import { and, desc, eq } from 'drizzle-orm';
import type { EventCertificate } from '../../domain/contract/documents';
import { formatVerificationCode, normalizeVerificationCode } from '../../domain/verification-code';
import type { Db } from '../db/client';
import { issuedDocuments } from '../db/schema';
import { findDocumentByCode, type DocumentPayload, type IssuedDocument } from './issued-documents';

const eventNameOf = (payload: DocumentPayload) =>
  payload.fields.find((field) => field.label === 'Evento')?.value ?? payload.title;

/** Documentos › "Certificados de eventos": the member's certificates of participation, newest first. */
export async function memberEventCertificates(db: Db, memberId: number): Promise<EventCertificate[]> {
  const rows = await db
    .select()
    .from(issuedDocuments)
    .where(and(eq(issuedDocuments.memberId, memberId), eq(issuedDocuments.kind, 'certificado')))
    .orderBy(desc(issuedDocuments.issuedAt), desc(issuedDocuments.id));
  return rows.map((row) => {
    const payload = row.payload as DocumentPayload;
    return {
      code: formatVerificationCode(row.code),
      title: payload.title,
      eventName: eventNameOf(payload),
      associationName: payload.association.name,
      issuedAt: row.issuedAt.toISOString(),
    };
  });
}

/** A certificate by its code: the member's own (memberId), or anyone's who holds the code. */
export async function eventCertificateByCode(
  db: Db,
  typed: string,
  memberId?: number,
): Promise<IssuedDocument | undefined> {
  const code = normalizeVerificationCode(typed);
  const doc = code ? await findDocumentByCode(db, code) : undefined;
  if (!doc || doc.kind !== 'certificado' || doc.voidedAt) return undefined;
  if (memberId !== undefined && doc.memberId !== memberId) return undefined;
  return doc;
}
