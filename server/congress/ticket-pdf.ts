import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { TICKET_MSG } from '../../domain/congress-messages';
import { ticketWhen } from '../../domain/ticket-when';
import { pdfBytes } from '../documents/pdf';
import type { ItemTicket } from './item-tickets';

const MARGIN = 56;
const QR_SIZE = 220;

/**
 * The ticket's PDF: the association, the event, its date and place, the holder, the QR of the
 * signed ticket (what the door reads) and the short code printed under it for typing.
 */
export async function renderTicketPdf(
  ticket: ItemTicket,
  qrPayload: string,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const qr = await QRCode.toBuffer(qrPayload, {
    type: 'png',
    margin: 1,
    width: 480,
    errorCorrectionLevel: 'M',
  });
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: {
      Title: `${TICKET_MSG.title} - ${ticket.eventName}`,
      Author: ticket.associationName,
      Creator: 'Quita',
    },
  });
  const done = pdfBytes(pdf);
  const width = pdf.page.width - 2 * MARGIN;

  pdf.font('Helvetica-Bold').fontSize(14).text(ticket.associationName, { width });
  pdf.moveDown(1.5).font('Helvetica-Bold').fontSize(20).text(TICKET_MSG.title, { width });
  pdf.moveDown(0.3).fontSize(16).text(ticket.eventName, { width });
  pdf.moveDown().fontSize(11);
  for (const [label, value] of [
    [TICKET_MSG.holder, ticket.holderName],
    [TICKET_MSG.when, ticketWhen(ticket.startsAt, ticket.endsAt)],
    [TICKET_MSG.place, ticket.place],
  ] as const) {
    pdf.font('Helvetica-Bold').text(`${label}: `, { continued: true });
    pdf.font('Helvetica').text(value);
  }

  const qrTop = pdf.y + 24;
  pdf.image(qr, MARGIN + (width - QR_SIZE) / 2, qrTop, { width: QR_SIZE });
  pdf.y = qrTop + QR_SIZE + 12;
  pdf.font('Helvetica').fontSize(11).text(TICKET_MSG.code, MARGIN, pdf.y, { width, align: 'center' });
  // Monospaced rather than letter-spaced: easy to type at the door, and one word when copied.
  pdf.font('Courier-Bold').fontSize(24).text(ticket.code, { width, align: 'center' });
  pdf.moveDown().font('Helvetica').fontSize(10).fillColor('#555555').text(TICKET_MSG.atTheDoor, {
    width,
    align: 'center',
  });
  pdf.end();
  return done;
}
