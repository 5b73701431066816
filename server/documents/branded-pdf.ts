import type { Db } from '../db/client';
import { findIssuerLogo } from '../issuers/issuer-logo';
import type { IssuedDocument } from './issued-documents';
import { renderDocumentPdf } from './pdf';

/** The issued document's PDF headed by its issuer's logo (its name alone when it has none). */
export async function brandedDocumentPdf(db: Db, doc: IssuedDocument, publicUrl: string): Promise<Buffer> {
  const logo = doc.issuerId === null ? undefined : await findIssuerLogo(db, doc.issuerId);
  return renderDocumentPdf(doc, { publicUrl, logo });
}
