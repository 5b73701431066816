import type { Db } from '../db/client';
import { findAssociationLogo } from '../associations/association-logo';
import type { IssuedDocument } from './issued-documents';
import { renderDocumentPdf } from './pdf';

/** The issued document's PDF headed by its association's logo (its name alone when it has none). */
export async function brandedDocumentPdf(db: Db, doc: IssuedDocument, publicUrl: string): Promise<Buffer> {
  const logo = doc.associationId === null ? undefined : await findAssociationLogo(db, doc.associationId);
  return renderDocumentPdf(doc, { publicUrl, logo });
}
