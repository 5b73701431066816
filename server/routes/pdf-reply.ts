import type { FastifyReply } from 'fastify';
import { CODE_HEADER } from '../../domain/contract/documents';
import { formatVerificationCode } from '../../domain/verification-code';
import type { IssuedDocument } from '../documents/issued-documents';
import { pdfFileName, renderDocumentPdf } from '../documents/pdf';

/** An issued document as its PDF file, with its verification code in a header. */
export async function sendDocumentPdf(reply: FastifyReply, doc: IssuedDocument, publicUrl: string) {
  const file = await renderDocumentPdf(doc, { publicUrl });
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${pdfFileName(doc)}"`)
    .header('cache-control', 'no-store')
    .header(CODE_HEADER, formatVerificationCode(doc.code))
    .send(file);
}
