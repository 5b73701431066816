import type { SignedAssociationQr } from '../../../server/associations/association-qr';

/** The text of a code printed before join links: compact JSON, which the app still reads. */
export function associationQrText(signed: SignedAssociationQr): string {
  const { tipo, emitente, categoria, emitido, assinatura } = signed;
  return JSON.stringify({
    tipo,
    emitente,
    ...(categoria === null ? {} : { categoria }),
    emitido,
    assinatura,
  });
}
