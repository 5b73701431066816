import { eq } from 'drizzle-orm';
import { formatCnpj } from '../../domain/cnpj';
import type { Verification } from '../../domain/contract/documents';
import { DOCUMENT_MSG } from '../../domain/document-messages';
import {
  formatVerificationCode,
  maskCpfForVerification,
  normalizeVerificationCode,
} from '../../domain/verification-code';
import { todayInSaoPaulo } from '../../domain/sao-paulo-days';
import type { Db } from '../db/client';
import { transactions } from '../db/schema';
import { findDocumentByCode, type IssuedDocument } from './issued-documents';
import { situationNow, standingWith } from './member-standing';
import { findAssemblyDocumentByCode } from '../assemblies/assembly-documents';

const INVALID: Verification = { valid: false };

/** A receipt stops proving anything once its payment is refunded; a certidão once its validity ends. */
async function stillStands(db: Db, doc: IssuedDocument, now: Date): Promise<boolean> {
  if (doc.voidedAt) return false;
  if (doc.kind === 'certidao' && doc.payload.validUntil && doc.payload.validUntil < todayInSaoPaulo(now)) {
    return false;
  }
  if (doc.kind === 'recibo' && doc.transactionId !== null) {
    const [tx] = await db
      .select({ status: transactions.status, refundedAt: transactions.refundedAt })
      .from(transactions)
      .where(eq(transactions.id, doc.transactionId));
    return tx?.status === 'succeeded' && tx.refundedAt === null;
  }
  return true;
}

/**
 * The public check of /verificar/{codigo}: whether the system issued the document and it still
 * stands, with what it states (the CPF masked). Whatever is wrong with a code, the answer is the
 * same "Inválida", so the page tells a forger nothing.
 */
export async function verifyDocument(db: Db, typed: string, now = new Date()): Promise<Verification> {
  const code = normalizeVerificationCode(typed);
  if (!code) return INVALID;
  const doc = await findDocumentByCode(db, code);
  if (!doc) return verifyAssemblyDocument(db, code);
  if (!(await stillStands(db, doc, now))) return INVALID;
  const { payload } = doc;
  const situation =
    doc.kind === 'carteirinha' && doc.associationId !== null
      ? await situationNow(db, await standingWith(db, doc.memberId, doc.associationId), now)
      : null;
  const details = [...payload.fields];
  if (situation)
    details.push({ label: DOCUMENT_MSG.situationNow, value: DOCUMENT_MSG.situations[situation] });
  return {
    valid: true,
    kind: doc.kind,
    title: payload.title,
    code: formatVerificationCode(doc.code),
    associationName: payload.association.name,
    associationCnpj: payload.association.cnpj && formatCnpj(payload.association.cnpj),
    memberName: payload.member.name,
    maskedCpf: maskCpfForVerification(payload.member.cpf),
    issuedAt: doc.issuedAt.toISOString(),
    details,
    situation,
  };
}

/** An assembly's notice or minutes (no member owns them): what it states, as issued. */
async function verifyAssemblyDocument(db: Db, code: string): Promise<Verification> {
  const doc = await findAssemblyDocumentByCode(db, code);
  if (!doc) return INVALID;
  const { payload } = doc;
  return {
    valid: true,
    kind: doc.kind,
    title: payload.title,
    code: formatVerificationCode(doc.code),
    associationName: payload.association.name,
    associationCnpj: payload.association.cnpj && formatCnpj(payload.association.cnpj),
    memberName: null,
    maskedCpf: null,
    issuedAt: doc.issuedAt.toISOString(),
    details: payload.fields,
    situation: null,
  };
}
