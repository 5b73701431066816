import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COMMON_MSG } from '../../../domain/messages';
import { PROFILE_MSG } from '../../../domain/profile-messages';
import {
  readAssociationQr,
  signAssociationQr,
  verifyAssociationQr,
  type SignedAssociationQr,
} from '../../../server/associations/association-qr';
import { associationQrText } from './older-json-code';

const SECRET = 'segredo-do-emitente-428';
const OTHER = 'segredo-de-outro-emitente';
const qr = { emitente: 428, categoria: 601, emitido: 1_795_241_234 };

const read = (text: string): SignedAssociationQr => {
  const result = readAssociationQr(text);
  if (!result.ok) throw new Error(`not read: ${result.message}`);
  return result.value;
};

describe('association QR', () => {
  it('signs HMAC-SHA256 over "associacao:emitente:categoria:emitido", base64url', () => {
    const signed = signAssociationQr(SECRET, qr);
    const expected = createHmac('sha256', SECRET).update('associacao:428:601:1795241234').digest('base64url');
    expect(signed).toEqual({ tipo: 'associacao', ...qr, assinatura: expected });
    const noCategory = signAssociationQr(SECRET, { ...qr, categoria: null });
    expect(noCategory.assinatura).toBe(
      createHmac('sha256', SECRET).update('associacao:428::1795241234').digest('base64url'),
    );
  });

  it('a valid code reads back and verifies, with or without a category', () => {
    const text = associationQrText(signAssociationQr(SECRET, qr));
    expect(JSON.parse(text)).toMatchObject({ tipo: 'associacao', emitente: 428, categoria: 601 });
    expect(verifyAssociationQr(SECRET, read(text))).toBe(true);

    const bare = associationQrText(signAssociationQr(SECRET, { ...qr, categoria: null }));
    expect(JSON.parse(bare)).not.toHaveProperty('categoria');
    expect(read(bare).categoria).toBeNull();
    expect(verifyAssociationQr(SECRET, read(bare))).toBe(true);
  });

  it('a tampered emitente or categoria fails', () => {
    const signed = signAssociationQr(SECRET, qr);
    expect(verifyAssociationQr(SECRET, { ...signed, emitente: 1024839 })).toBe(false);
    expect(verifyAssociationQr(SECRET, { ...signed, categoria: 501 })).toBe(false);
    expect(verifyAssociationQr(SECRET, { ...signed, categoria: null })).toBe(false);
    expect(verifyAssociationQr(SECRET, { ...signed, emitido: qr.emitido + 1 })).toBe(false);
  });

  it('a tampered signature fails', () => {
    const signed = signAssociationQr(SECRET, qr);
    const flipped = (signed.assinatura[0] === 'A' ? 'B' : 'A') + signed.assinatura.slice(1);
    expect(verifyAssociationQr(SECRET, { ...signed, assinatura: flipped })).toBe(false);
    expect(verifyAssociationQr(SECRET, { ...signed, assinatura: signed.assinatura.slice(0, 20) })).toBe(
      false,
    );
    expect(verifyAssociationQr(SECRET, { ...signed, assinatura: '' })).toBe(false);
    expect(verifyAssociationQr(SECRET, { ...signed, assinatura: `${signed.assinatura}=` })).toBe(false);
  });

  it('a code signed with another secret fails', () => {
    expect(verifyAssociationQr(SECRET, signAssociationQr(OTHER, qr))).toBe(false);
  });

  it('tells unreadable (not JSON, not an association code) from invalid (a broken association code)', () => {
    for (const text of [
      '',
      'texto',
      '00020126580014br.gov.bcb.pix',
      '[]',
      'null',
      '42',
      '{"tipo":"pix"}',
      '{}',
    ]) {
      expect(readAssociationQr(text), text).toEqual({ ok: false, message: COMMON_MSG.qrReadFailed });
    }
    for (const text of [
      '{"tipo":"associacao"}',
      '{"tipo":"associacao","emitente":"428","emitido":1,"assinatura":"x"}',
      '{"tipo":"associacao","emitente":428,"categoria":"601","emitido":1,"assinatura":"x"}',
      '{"tipo":"associacao","emitente":428,"emitido":-1,"assinatura":"x"}',
      '{"tipo":"associacao","emitente":428,"emitido":1}',
    ]) {
      expect(readAssociationQr(text), text).toEqual({ ok: false, message: PROFILE_MSG.qrInvalid });
    }
  });
});
