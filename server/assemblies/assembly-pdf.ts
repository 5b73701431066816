import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatDisplayDate } from '../../domain/dates';
import { formatVerificationCode } from '../../domain/verification-code';
import type { Db } from '../db/client';
import { verifyPath } from '../documents/issued-documents';
import { drawBrandedHeading, pdfBytes } from '../documents/pdf';
import { findAssociationLogo } from '../associations/association-logo';
import type { AssemblyDocument } from './assembly-documents';

const MARGIN = 56;
const GREY = '#555555';

export const assemblyPdfName = (doc: AssemblyDocument) => `${doc.kind}-${doc.code.slice(0, 5)}.pdf`;

/**
 * The notice or the minutes, headed by the association's brand as its other documents are, drawn
 * from what the document stated when issued, with its verification code and QR to /verificar.
 */
export async function assemblyPdf(
  db: Db,
  associationId: number,
  doc: AssemblyDocument,
  publicUrl: string,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const { payload } = doc;
  const logo = await findAssociationLogo(db, associationId);
  const url = `${publicUrl}${verifyPath(doc.code)}`;
  const qr = await QRCode.toBuffer(url, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' });
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: {
      Title: `${payload.title} - ${payload.association.name}`,
      Author: payload.association.name,
      Creator: 'Quita',
    },
  });
  const done = pdfBytes(pdf);
  const width = pdf.page.width - 2 * MARGIN;

  drawBrandedHeading(pdf, payload.association, logo, payload.title);
  pdf.moveDown(0.5).font('Helvetica').fontSize(11);
  for (const field of payload.fields) {
    pdf.font('Helvetica-Bold').text(`${field.label}: `, { continued: true, width });
    pdf.font('Helvetica').text(field.value, { width });
  }
  for (const section of payload.sections) {
    pdf.moveDown().font('Helvetica-Bold').fontSize(12).text(section.heading, MARGIN, pdf.y, { width });
    pdf.font('Helvetica').fontSize(11);
    for (const line of section.lines) pdf.text(line, MARGIN + 12, pdf.y, { width: width - 12 });
  }

  pdf.moveDown(2).font('Helvetica').fontSize(10).fillColor(GREY);
  pdf.text(`Emitido em ${formatDisplayDate(doc.issuedAt)}.`, MARGIN, pdf.y, { width });
  if (pdf.y > pdf.page.height - MARGIN - 110) pdf.addPage();
  const codeTop = pdf.y + 12;
  pdf.image(qr, MARGIN, codeTop, { width: 96 });
  pdf.fillColor('black').font('Helvetica-Bold').fontSize(11);
  pdf.text(`Código de verificação: ${formatVerificationCode(doc.code)}`, MARGIN + 110, codeTop + 20, {
    width: width - 110,
  });
  pdf
    .font('Helvetica')
    .fontSize(10)
    .text('Confira a autenticidade em:', { width: width - 110 });
  pdf.fillColor('#0b5fa5').text(url, { width: width - 110, link: url, lineBreak: false });
  pdf.end();
  return done;
}
