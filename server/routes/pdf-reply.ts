import type { FastifyReply } from 'fastify';
import { CODE_HEADER } from '../../domain/contract/documents';
import { formatVerificationCode } from '../../domain/verification-code';
import { brandedDocumentPdf } from '../documents/branded-pdf';
import type { IssuedDocument } from '../documents/issued-documents';
import { pdfFileName } from '../documents/pdf';

/** An issued document as its PDF file, with its association's logo, and its verification code in a header. */
export async function sendDocumentPdf(
  reply: FastifyReply,
  db: Parameters<typeof brandedDocumentPdf>[0],
  doc: IssuedDocument,
  publicUrl: string,
) {
  const file = await brandedDocumentPdf(db, doc, publicUrl);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${pdfFileName(doc)}"`)
    .header('cache-control', 'no-store')
    .header(CODE_HEADER, formatVerificationCode(doc.code))
    .send(file);
}
