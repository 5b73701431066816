import { createHmac, timingSafeEqual } from 'node:crypto';
import { joinLinkOf, readJoinLink } from '../../domain/association-link';
import { COMMON_MSG } from '../../domain/messages';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import { PROFILE_MSG } from '../../domain/profile-messages';

/**
 * An association's association QR code holds this JSON (keys in any order):
 *
 *   {"tipo":"associacao","emitente":428,"categoria":601,"emitido":1795241234,"assinatura":"…"}
 *
 * - tipo: always "associacao" (the spec's rule: anything else is not an association code);
 * - emitente: the association's ID_EMITENTE_ML;
 * - categoria: optional ID_EMITENTE_CATEGORIA the member joins as (absent or null: none);
 * - emitido: when it was made, in Unix seconds;
 * - assinatura: base64url (no padding) of HMAC-SHA256, keyed by the association's qr_secret (its UTF-8
 *   bytes), over "associacao:<emitente>:<categoria or empty>:<emitido>" with the numbers in
 *   decimal, e.g. "associacao:428:601:1795241234" or "associacao:428::1795241234".
 *
 * Printed codes hold the same fields as a join link (domain/association-link.ts), an https
 * address a phone's camera opens; both forms are read.
 *
 * Only the server knows qr_secret, so nobody else can make a code for an association or change the
 * category of one; rotating the secret voids every code printed before.
 */
export interface AssociationQr {
  emitente: number;
  categoria: number | null;
  emitido: number;
}

export interface SignedAssociationQr extends AssociationQr {
  tipo: 'associacao';
  assinatura: string;
}

const QR_TYPE = 'associacao';

/** Not JSON, not a join link, or not an association code. */
const unreadable = () => failed(COMMON_MSG.qrReadFailed);
/** An association code gone wrong. */
const invalid = () => failed(PROFILE_MSG.qrInvalid);

const signedText = (qr: AssociationQr) => `${QR_TYPE}:${qr.emitente}:${qr.categoria ?? ''}:${qr.emitido}`;

const mac = (secret: string, qr: AssociationQr) =>
  createHmac('sha256', Buffer.from(secret, 'utf8')).update(signedText(qr)).digest();

const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;

export function signAssociationQr(secret: string, qr: AssociationQr): SignedAssociationQr {
  return { tipo: QR_TYPE, ...qr, assinatura: mac(secret, qr).toString('base64url') };
}

/** The QR code's text as it is printed now: the association's join link. */
export const associationJoinLink = (publicUrl: string, signed: SignedAssociationQr) =>
  joinLinkOf(publicUrl, signed);

/** Reads the scanned text (a join link, or the JSON of older codes); the signature is checked later. */
export function readAssociationQr(text: string): Outcome<SignedAssociationQr> {
  const link = readJoinLink(text);
  if (link) {
    if (!isId(link.emitente) || (link.categoria !== null && !isId(link.categoria))) {
      return invalid();
    }
    return succeeded({ tipo: QR_TYPE, ...link });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return unreadable();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return unreadable();
  }
  const o = parsed as Record<string, unknown>;
  if (o.tipo !== QR_TYPE) return unreadable();
  const categoria = o.categoria ?? null;
  if (
    !isId(o.emitente) ||
    (categoria !== null && !isId(categoria)) ||
    !Number.isSafeInteger(o.emitido) ||
    (o.emitido as number) < 0 ||
    typeof o.assinatura !== 'string'
  ) {
    return invalid();
  }
  return succeeded({
    tipo: QR_TYPE,
    emitente: o.emitente,
    categoria,
    emitido: o.emitido as number,
    assinatura: o.assinatura,
  });
}

export function verifyAssociationQr(secret: string, qr: SignedAssociationQr): boolean {
  if (!/^[A-Za-z0-9_-]{43}$/.test(qr.assinatura)) return false;
  const given = Buffer.from(qr.assinatura, 'base64url');
  const expected = mac(secret, qr);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
