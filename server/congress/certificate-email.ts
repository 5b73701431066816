import { formatVerificationCode } from '../../domain/verification-code';
import type { Db } from '../db/client';
import { outboundMessages } from '../db/schema';
import { verifyPath, type IssuedDocument } from '../documents/issued-documents';

/** The PDF of a certificate, for whoever holds its code (what the e-mail links to). */
export const certificatePdfPath = (code: string) => `/api/verificar/${formatVerificationCode(code)}/pdf`;

/**
 * The e-mail that brings a certificate to a holder with no account: queued in the outbox (the
 * delivery job sends it through SMTP), with links to its PDF and to its verification page.
 */
export async function queueCertificateEmail(
  db: Db,
  to: { to: string; eventName: string; associationName: string },
  document: IssuedDocument,
  publicUrl: string,
) {
  await db.insert(outboundMessages).values({
    channel: 'email',
    recipient: to.to,
    subject: `Certificado de participação - ${to.eventName}`,
    body: [
      `Olá, ${document.payload.member.name}.`,
      `Seu certificado de participação em "${to.eventName}" (${to.associationName}) foi emitido.`,
      `Baixe o PDF: ${publicUrl}${certificatePdfPath(document.code)}`,
      `Código de verificação: ${formatVerificationCode(document.code)} - confira em ${publicUrl}${verifyPath(document.code)}`,
    ].join('\n\n'),
  });
}
