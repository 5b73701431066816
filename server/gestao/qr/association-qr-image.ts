import QRCode from 'qrcode';
import type { AssociationQrResponse } from '../../../domain/contract/gestao-qr';
import { type AssociationCode } from './association-code';

/** Pixels of the downloadable PNG: prints sharp on an A4 poster and reads from a phone. */
const PNG_WIDTH = 600;

export const qrPng = (code: string) =>
  QRCode.toBuffer(code, { type: 'png', width: PNG_WIDTH, margin: 4, errorCorrectionLevel: 'M' });

export async function associationQrImage(qr: AssociationCode): Promise<AssociationQrResponse> {
  const png = await qrPng(qr.code);
  return { ...qr, pngDataUrl: `data:image/png;base64,${png.toString('base64')}` };
}
