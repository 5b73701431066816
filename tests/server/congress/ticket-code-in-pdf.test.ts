import { describe, expect, it } from 'vitest';
import { TICKET_CODE_ALPHABET } from '../../../domain/ticket-payload';
import { renderBadgePdf } from '../../../server/congress/badge-pdf';
import type { ItemTicket } from '../../../server/congress/item-tickets';
import { renderTicketPdf } from '../../../server/congress/ticket-pdf';
import { pdfText } from '../documents/pdf-text';

/** The code pdftotext once read as "S RY DW 9 G Z", and codes of 8 that use every letter. */
const codes = [
  'SRYDW9GZ',
  ...Array.from({ length: TICKET_CODE_ALPHABET.length }, (_, i) =>
    Array.from({ length: 8 }, (_, j) => TICKET_CODE_ALPHABET[(i + j * 7) % TICKET_CODE_ALPHABET.length]).join(
      '',
    ),
  ),
];

const ticket = (code: string): ItemTicket => ({
  id: 1,
  itemId: 1,
  eventId: 1,
  eventName: 'Congresso',
  startsAt: new Date('2026-12-01T12:00:00Z'),
  endsAt: new Date('2026-12-01T20:00:00Z'),
  place: 'São Paulo',
  code,
  status: 'valid',
  associationName: 'Sociedade Demo',
  holderName: 'Maria Demo Silva',
  receiptEmail: null,
  email: null,
});

// pdftotext split a letter-spaced code ("S RY DW 9 G Z"): whoever copies it from the PDF gets one word.
describe('the ticket code in its PDFs reads as one word, whatever its letters', () => {
  it.each(codes)('%s on the ticket and on the badge', async (code) => {
    const ticketPdf = await renderTicketPdf(ticket(code), `payload-${code}`, { compress: false });
    expect(pdfText(ticketPdf).split(/\s+/)).toContain(code);
    const badge = await renderBadgePdf(
      {
        associationName: 'Sociedade Demo',
        eventName: 'Congresso',
        name: 'Maria',
        category: 'Titular',
        code,
        qrPayload: code,
      },
      { compress: false },
    );
    expect(pdfText(badge).split(/\s+/)).toContain(code);
  });
});
