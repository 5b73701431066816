import { sign, verify } from 'node:crypto';
import { readTicketPayload, signedPartOf, type TicketClaims } from '../../domain/ticket-payload';
import type { TicketKeys } from './ticket-keys';

/** The QR text of a ticket: its claims and their Ed25519 signature. */
export function ticketPayload(keys: TicketKeys, claims: TicketClaims): string {
  const signed = signedPartOf(claims);
  const signature = sign(null, Buffer.from(signed, 'utf8'), keys.privateKey).toString('base64url');
  return `${signed}.${signature}`;
}

/** The claims of a scanned text when our key signed them; null for anything else. */
export function verifiedTicket(keys: TicketKeys, text: string): TicketClaims | null {
  const read = readTicketPayload(text);
  if (!read) return null;
  const valid = verify(
    null,
    Buffer.from(read.signed, 'utf8'),
    keys.publicKey,
    Buffer.from(read.signature, 'base64url'),
  );
  return valid ? read.claims : null;
}
