/**
 * What a ticket's QR holds: "QT1.<ticket id>.<event id>.<code>.<signature>", the signature an
 * Ed25519 signature (base64url) of everything before its dot. The server signs; door devices
 * verify with the public key, offline too.
 */
export const TICKET_PREFIX = 'QT1';

export interface TicketClaims {
  ticketId: number;
  eventId: number;
  code: string;
}

export interface ReadTicket {
  claims: TicketClaims;
  /** The exact text that was signed. */
  signed: string;
  signature: string;
}

export const signedPartOf = ({ ticketId, eventId, code }: TicketClaims) =>
  `${TICKET_PREFIX}.${ticketId}.${eventId}.${code}`;

/** Short codes: no 0/O, 1/I/L, so that they are typed right at the door. */
export const TICKET_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const TICKET_CODE_RE = /^[A-HJKMNP-Z2-9]{8}$/;

const PAYLOAD_RE = /^QT1\.(\d{1,10})\.(\d{1,10})\.([A-HJKMNP-Z2-9]{8})\.([A-Za-z0-9_-]{86})$/;

/** The claims and signature of a scanned text, or null when it is no ticket of ours. */
export function readTicketPayload(text: string): ReadTicket | null {
  const match = PAYLOAD_RE.exec(text.trim());
  if (!match) return null;
  const [, ticketId, eventId, code, signature] = match;
  const claims = { ticketId: Number(ticketId), eventId: Number(eventId), code: code! };
  return { claims, signed: signedPartOf(claims), signature: signature! };
}
