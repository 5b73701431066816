import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { pdfBytes } from '../documents/pdf';

/** A name badge of 10 × 14 cm, the size of the usual lanyard pocket. */
const SIZE: [number, number] = [283, 397];
const MARGIN = 20;
const QR_SIZE = 150;

export interface Badge {
  associationName: string;
  eventName: string;
  name: string;
  category: string | null;
  code: string;
  /** The signed ticket: the badge's QR lets the door read the person again on the next days. */
  qrPayload: string;
}

/** "Imprimir crachá": the event, the person's name large, their category, the ticket's QR and code. */
export async function renderBadgePdf(badge: Badge, options: { compress?: boolean } = {}): Promise<Buffer> {
  const qr = await QRCode.toBuffer(badge.qrPayload, {
    type: 'png',
    margin: 1,
    width: 360,
    errorCorrectionLevel: 'M',
  });
  const pdf = new PDFDocument({
    size: SIZE,
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: `Crachá - ${badge.name}`, Author: badge.associationName, Creator: 'Quita' },
  });
  const done = pdfBytes(pdf);
  const width = SIZE[0] - 2 * MARGIN;
  pdf
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555555')
    .text(badge.associationName, { width, align: 'center' });
  pdf
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor('black')
    .text(badge.eventName, { width, align: 'center' });
  pdf.moveDown(1.2).font('Helvetica-Bold').fontSize(22).text(badge.name, { width, align: 'center' });
  if (badge.category)
    pdf.moveDown(0.3).font('Helvetica').fontSize(13).text(badge.category, { width, align: 'center' });
  const qrTop = Math.max(pdf.y + 16, SIZE[1] - MARGIN - QR_SIZE - 24);
  pdf.image(qr, (SIZE[0] - QR_SIZE) / 2, qrTop, { width: QR_SIZE });
  // Monospaced rather than letter-spaced: easy to type at the door, and one word when copied.
  pdf
    .font('Courier-Bold')
    .fontSize(13)
    .text(badge.code, MARGIN, qrTop + QR_SIZE + 6, { width, align: 'center' });
  pdf.end();
  return done;
}
