import { readTicketPayload, type TicketClaims } from '../../../../domain/ticket-payload';

const keys = new Map<string, Promise<CryptoKey>>();

function base64urlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The tickets' public key (raw Ed25519, base64url) as WebCrypto's, imported once. */
function verifyingKey(publicKey: string): Promise<CryptoKey> {
  let key = keys.get(publicKey);
  if (!key) {
    key = crypto.subtle.importKey('raw', base64urlBytes(publicKey), { name: 'Ed25519' }, false, ['verify']);
    keys.set(publicKey, key);
  }
  return key;
}

const encoder = new TextEncoder();

/** On the device, with no network: the claims of a scanned text when our key signed them, else null. */
export async function verifiedOnDevice(publicKey: string, text: string): Promise<TicketClaims | null> {
  const read = readTicketPayload(text);
  if (!read) return null;
  const valid = await crypto.subtle.verify(
    { name: 'Ed25519' },
    await verifyingKey(publicKey),
    base64urlBytes(read.signature),
    encoder.encode(read.signed),
  );
  return valid ? read.claims : null;
}
