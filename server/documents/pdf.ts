import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatCnpj } from '../../domain/cnpj';
import { formatCpf } from '../../domain/cpf';
import { formatDisplayDate } from '../../domain/dates';
import { formatVerificationCode } from '../../domain/verification-code';
import type { IssuedDocument } from './issued-documents';
import { verifyPath } from './issued-documents';

const MARGIN = 56;
const GREY = '#555555';

export interface PdfOptions {
  /** The app's address, printed before /verificar/{codigo}. */
  publicUrl: string;
  /** Tests read the text straight from the file. */
  compress?: boolean;
}

/** The document's file name, e.g. recibo-ABCDE.pdf */
export const pdfFileName = (doc: IssuedDocument) => `${doc.kind}-${doc.code.slice(0, 5)}.pdf`;

/**
 * The PDF of an issued document, drawn from what it stated when issued (its payload), with the
 * verification code and a QR that opens /verificar/{codigo}. Helvetica's WinAnsi covers pt-BR.
 */
export async function renderDocumentPdf(doc: IssuedDocument, options: PdfOptions): Promise<Buffer> {
  const { payload } = doc;
  const url = `${options.publicUrl}${verifyPath(doc.code)}`;
  const qr = await QRCode.toBuffer(url, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' });
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: {
      Title: `${payload.title} - ${payload.issuer.name}`,
      Author: payload.issuer.name,
      Creator: 'Quita',
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const width = pdf.page.width - 2 * MARGIN;

  pdf.font('Helvetica-Bold').fontSize(14).text(payload.issuer.name, { width });
  if (payload.issuer.cnpj) {
    pdf
      .font('Helvetica')
      .fontSize(10)
      .fillColor(GREY)
      .text(`CNPJ ${formatCnpj(payload.issuer.cnpj)}`);
  }
  pdf.moveDown(1.5).fillColor('black').font('Helvetica-Bold').fontSize(18).text(payload.title, { width });
  pdf.moveDown(0.5).font('Helvetica').fontSize(11);
  pdf.text(`${payload.member.name} - CPF ${formatCpf(payload.member.cpf)}`);
  if (payload.statement) pdf.moveDown().text(payload.statement, { width, align: 'justify' });

  pdf.moveDown();
  for (const field of payload.fields) {
    pdf.font('Helvetica-Bold').text(`${field.label}: `, { continued: true });
    pdf.font('Helvetica').text(field.value);
  }

  if (payload.items) {
    pdf.moveDown().font('Helvetica-Bold').text('Itens');
    pdf.font('Helvetica').fontSize(10);
    if (payload.items.length === 0) pdf.text('Nenhum pagamento no período.');
    for (const item of payload.items) {
      const y = pdf.y;
      pdf.text(item.date, MARGIN, y, { width: 70 });
      pdf.text(item.description, MARGIN + 75, y, { width: width - 175 });
      const bottom = pdf.y;
      pdf.text(item.amount, MARGIN + width - 95, y, { width: 95, align: 'right' });
      pdf.x = MARGIN;
      pdf.y = Math.max(bottom, pdf.y) + 2;
    }
    if (payload.total) {
      pdf.moveDown(0.5).font('Helvetica-Bold').fontSize(11).text(`Total: ${payload.total}`, MARGIN, pdf.y, {
        width,
        align: 'right',
      });
    }
  }

  pdf.moveDown(2).font('Helvetica').fontSize(10).fillColor(GREY);
  pdf.text(`Emitido em ${formatDisplayDate(doc.issuedAt)}.`, MARGIN, pdf.y, { width });
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
  // On a line of its own: a URL broken at a hyphen reads back without it.
  pdf.fillColor('#0b5fa5').text(url, { width: width - 110, link: url, lineBreak: false });
  pdf.end();
  return done;
}
