import PDFDocument from 'pdfkit';
import { QR_POSTER_APP_NOTE, QR_POSTER_CALL } from '../../../domain/contract/gestao-qr';
import { drawLogo } from '../../documents/pdf-logo';
import type { StoredLogo } from '../../messaging/email-brand';
import { type AssociationCode } from './association-code';
import { qrPng } from './association-qr-image';

const LOGO_SIZE = 96;

/**
 * The printable A4 poster: the association's logo (when it has one) and name, the category, the code and
 * what to do with it.
 * pdfkit writes the document as a stream, so the reply starts before the file is complete.
 */
export async function associationQrPoster(
  qr: AssociationCode,
  logo?: StoredLogo,
): Promise<PDFKit.PDFDocument> {
  const png = await qrPng(qr.code);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `QR de associação - ${qr.associationName} - ${qr.categoryName}`, Author: 'Quita' },
  });
  const width = doc.page.width - 112;
  if (drawLogo(doc, logo, (doc.page.width - LOGO_SIZE) / 2, 56, LOGO_SIZE)) doc.y = 56 + LOGO_SIZE + 16;
  doc
    .font('Helvetica-Bold')
    .fontSize(26)
    .fillColor('#0b5fa5')
    .text(qr.associationName, { align: 'center', width });
  doc.moveDown(0.5);
  doc
    .font('Helvetica')
    .fontSize(18)
    .fillColor('#1d2b3a')
    .text(`Categoria: ${qr.categoryName}`, { align: 'center', width });
  const side = 360;
  doc.image(png, (doc.page.width - side) / 2, doc.y + 24, { width: side, height: side });
  doc.y += side + 48;
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor('#1d2b3a')
    .text(QR_POSTER_CALL, 56, doc.y, { align: 'center', width });
  doc.moveDown(0.5);
  doc
    .font('Helvetica')
    .fontSize(13)
    .fillColor('#1d2b3a')
    .text(QR_POSTER_APP_NOTE, { align: 'center', width });
  doc.moveDown(0.8);
  doc.font('Helvetica').fontSize(9).fillColor('#555555').text(qr.code, { align: 'center', width });
  doc.end();
  return doc;
}
