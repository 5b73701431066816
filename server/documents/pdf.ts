import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatCnpj } from '../../domain/cnpj';
import { formatCpf } from '../../domain/cpf';
import { formatDisplayDate } from '../../domain/dates';
import { formatVerificationCode, maskCpfForVerification } from '../../domain/verification-code';
import type { StoredLogo } from '../messaging/email-brand';
import type { IssuedDocument } from './issued-documents';
import { verifyPath } from './issued-documents';
import { drawLogo } from './pdf-logo';

const MARGIN = 56;
const GREY = '#555555';
const LOGO_SIZE = 48;

export interface PdfOptions {
  /** The app's address, printed before /verificar/{codigo}. */
  publicUrl: string;
  /** Tests read the text straight from the file. */
  compress?: boolean;
  /** The issuing association's logo, drawn before its name; without one, the name stands alone. */
  logo?: StoredLogo | undefined;
}

/** The document's file name, e.g. recibo-ABCDE.pdf */
export const pdfFileName = (doc: IssuedDocument) => `${doc.kind}-${doc.code.slice(0, 5)}.pdf`;

/** The file a PDFKit document writes, once it ends. */
export function pdfBytes(pdf: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
}

/**
 * The PDF of an issued document, drawn from what it stated when issued (its payload), with the
 * verification code and a QR that opens /verificar/{codigo}. Helvetica's WinAnsi covers pt-BR.
 */
/** The association's logo, name and CNPJ, then the document's title: the head of every PDF it issues. */
export function drawBrandedHeading(
  pdf: PDFKit.PDFDocument,
  association: { name: string; cnpj?: string | null },
  logo: StoredLogo | undefined,
  title: string,
): void {
  const width = pdf.page.width - 2 * MARGIN;
  const hasLogo = drawLogo(pdf, logo, MARGIN, MARGIN, LOGO_SIZE);
  const nameX = hasLogo ? MARGIN + LOGO_SIZE + 12 : MARGIN;
  pdf
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(association.name, nameX, MARGIN + (hasLogo ? 8 : 0), { width: width - (nameX - MARGIN) });
  if (association.cnpj) {
    pdf
      .font('Helvetica')
      .fontSize(10)
      .fillColor(GREY)
      .text(`CNPJ ${formatCnpj(association.cnpj)}`);
  }
  pdf.x = MARGIN;
  if (hasLogo) pdf.y = Math.max(pdf.y, MARGIN + LOGO_SIZE);
  pdf.moveDown(1.5).fillColor('black').font('Helvetica-Bold').fontSize(18).text(title, { width });
}

export async function renderDocumentPdf(doc: IssuedDocument, options: PdfOptions): Promise<Buffer> {
  const { payload } = doc;
  const url = `${options.publicUrl}${verifyPath(doc.code)}`;
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

  drawBrandedHeading(pdf, payload.association, options.logo, payload.title);
  pdf.moveDown(0.5).font('Helvetica').fontSize(11);
  // A certificate goes around (a CV, a council): its CPF is masked, as /verificar shows it.
  const cpf =
    doc.kind === 'certificado' ? maskCpfForVerification(payload.member.cpf) : formatCpf(payload.member.cpf);
  pdf.text(`${payload.member.name} - CPF ${cpf}`);
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

  if (doc.kind === 'certificado') signatureLine(pdf, payload.association.name, width);

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

/** Where the association's officer signs a certificate, centred, with its name under the line. */
function signatureLine(pdf: PDFKit.PDFDocument, associationName: string, width: number) {
  pdf.moveDown(3);
  const y = pdf.y;
  pdf
    .moveTo(MARGIN + width / 4, y)
    .lineTo(MARGIN + (3 * width) / 4, y)
    .strokeColor('black')
    .stroke();
  pdf.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('black');
  pdf.text(associationName, MARGIN, y + 6, { width, align: 'center' });
  pdf.text('Assinatura do responsável', { width, align: 'center' });
}
