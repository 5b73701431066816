import { eq } from 'drizzle-orm';
import { formatCpf } from '../../domain/cpf';
import { ERASED_NAME } from '../../domain/privacy-request-messages';
import type { Erasure, ErasureContext } from '../db/personal-data-source';
import { issuedDocuments } from '../db/schema';
import type { DocumentPayload } from './issued-documents';

/** The payload with the member's name and CPF replaced wherever it states them. */
function withoutMember(payload: DocumentPayload, { name, cpf }: ErasureContext['before']): DocumentPayload {
  const scrub = (text: string) =>
    text
      .replace(`, CPF ${formatCpf(cpf)}`, '')
      .replaceAll(formatCpf(cpf), '')
      .replaceAll(name, ERASED_NAME);
  return {
    ...payload,
    member: { name: ERASED_NAME, cpf: '' },
    ...(payload.statement === undefined ? {} : { statement: scrub(payload.statement) }),
    fields: payload.fields.map((field) => ({ ...field, value: scrub(field.value) })),
  };
}

/**
 * Receipts keep verifying at /verificar (CTN art. 173/174), their name replaced by "Titular
 * excluído" and the CPF gone; declarations, certidões, member cards and certificates describe a
 * member who is no longer one: they are voided as well.
 */
export const eraseIssuedDocuments: Erasure = {
  keeps: 'Recibos (valor, data, itens), que continuam verificáveis com o nome substituído.',
  async erase(tx, memberId, context) {
    const docs = await tx
      .select({ id: issuedDocuments.id, kind: issuedDocuments.kind, payload: issuedDocuments.payload })
      .from(issuedDocuments)
      .where(eq(issuedDocuments.memberId, memberId));
    for (const doc of docs) {
      const payload = withoutMember(doc.payload as DocumentPayload, context.before);
      await tx
        .update(issuedDocuments)
        .set(doc.kind === 'recibo' ? { payload } : { payload, voidedAt: context.now })
        .where(eq(issuedDocuments.id, doc.id));
    }
  },
};
