import type { FastifyReply, FastifyRequest } from 'fastify';
import { ASSEMBLY_MSG } from '../../domain/assembly-messages';
import { CODE_HEADER } from '../../domain/contract/documents';
import { formatVerificationCode } from '../../domain/verification-code';
import { findAssemblyDocument, type AssemblyDocumentKind } from '../assemblies/assembly-documents';
import { assemblyPdf, assemblyPdfName } from '../assemblies/assembly-pdf';
import type { AssemblyRow } from '../assemblies/assembly-rows';
import type { App } from '../types';
import { sendError } from '../plugins/errors';

/** The assembly's notice or minutes as its PDF, its verification code in a header; 404 until issued. */
export async function sendAssemblyPdf(
  request: FastifyRequest,
  reply: FastifyReply,
  app: App,
  row: AssemblyRow | undefined,
  kind: AssemblyDocumentKind,
) {
  const doc = row && (await findAssemblyDocument(app.db, row.id, kind));
  if (!row || !doc) return sendError(request, reply, 404, ASSEMBLY_MSG.notFound);
  const file = await assemblyPdf(app.db, row.associationId, doc, app.config.publicUrl);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${assemblyPdfName(doc)}"`)
    .header('cache-control', 'no-store')
    .header(CODE_HEADER, formatVerificationCode(doc.code))
    .send(file);
}
