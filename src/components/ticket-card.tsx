import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import type { MemberTicket } from '../../domain/contract/tickets';
import { ticketWhen } from '../../domain/ticket-when';
import './ticket-card.css';

/**
 * One ticket: the QR the door reads, the short code to type, and the event's date and place
 * ("Meus ingressos", and the public buyer's "Compra concluída", which loads it only once paid).
 */
export function TicketCard({ ticket }: { ticket: MemberTicket }) {
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(ticket.qrPayload, { margin: 1, width: 360, errorCorrectionLevel: 'M' }).then(
      (data) => {
        if (live) setQr(data);
      },
    );
    return () => {
      live = false;
    };
  }, [ticket.qrPayload]);
  const cancelled = ticket.status === 'cancelled';

  return (
    <article className="card ticket-card" aria-label={`Ingresso ${ticket.eventName}`}>
      <h2>{ticket.eventName}</h2>
      <p>{ticketWhen(ticket.startsAt, ticket.endsAt)}</p>
      <p>{ticket.place}</p>
      {cancelled ? (
        <p className="ticket-cancelled">Ingresso cancelado</p>
      ) : (
        <>
          {qr && (
            <img
              className="ticket-qr"
              src={qr}
              alt={`QR do ingresso ${ticket.code}`}
              width={240}
              height={240}
            />
          )}
          <p className="ticket-code">
            Código do ingresso: <strong>{ticket.code}</strong>
          </p>
        </>
      )}
    </article>
  );
}
