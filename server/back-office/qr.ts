import { and, eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { AssociationQrResponse } from '../../domain/contract/gestao-qr';
import { QR_POSTER_CALL } from '../../domain/contract/gestao-qr';
import type { Db } from '../db/client';
import { categories, issuerCategories, issuers } from '../db/schema';
import { associationQrText, signAssociationQr } from '../issuers/association-qr';

/** Pixels of the downloadable PNG: prints sharp on an A4 poster and reads from a phone. */
const PNG_WIDTH = 600;

export interface AssociationCode {
  issuerName: string;
  categoryId: number;
  categoryName: string;
  code: string;
}

/**
 * A freshly signed association code of the issuer for one of the categories it offers; undefined
 * when it offers no such category (another issuer's id included).
 */
export async function makeAssociationCode(
  db: Db,
  issuerId: number,
  categoryId: number,
  now = new Date(),
): Promise<AssociationCode | undefined> {
  const [row] = await db
    .select({ issuerName: issuers.name, secret: issuers.qrSecret, categoryName: categories.description })
    .from(issuerCategories)
    .innerJoin(issuers, eq(issuers.id, issuerCategories.issuerId))
    .innerJoin(categories, eq(categories.id, issuerCategories.categoryId))
    .where(and(eq(issuerCategories.issuerId, issuerId), eq(issuerCategories.categoryId, categoryId)));
  if (!row) return undefined;
  const signed = signAssociationQr(row.secret, {
    emitente: issuerId,
    categoria: categoryId,
    emitido: Math.floor(now.getTime() / 1000),
  });
  return {
    issuerName: row.issuerName,
    categoryId,
    categoryName: row.categoryName,
    code: associationQrText(signed),
  };
}

const qrPng = (code: string) =>
  QRCode.toBuffer(code, { type: 'png', width: PNG_WIDTH, margin: 4, errorCorrectionLevel: 'M' });

export async function associationQrImage(qr: AssociationCode): Promise<AssociationQrResponse> {
  const png = await qrPng(qr.code);
  return { ...qr, pngDataUrl: `data:image/png;base64,${png.toString('base64')}` };
}

/**
 * The printable A4 poster: the issuer's name, the category, the code and what to do with it.
 * pdfkit writes the document as a stream, so the reply starts before the file is complete.
 */
export async function associationQrPoster(qr: AssociationCode): Promise<PDFKit.PDFDocument> {
  const png = await qrPng(qr.code);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `QR de associação - ${qr.issuerName} - ${qr.categoryName}`, Author: 'Quita' },
  });
  const width = doc.page.width - 112;
  doc
    .font('Helvetica-Bold')
    .fontSize(26)
    .fillColor('#0b5fa5')
    .text(qr.issuerName, { align: 'center', width });
  doc.moveDown(0.5);
  doc
    .font('Helvetica')
    .fontSize(18)
    .fillColor('#1d2b3a')
    .text(`Categoria: ${qr.categoryName}`, { align: 'center', width });
  const side = 360;
  doc.image(png, (doc.page.width - side) / 2, doc.y + 24, { width: side, height: side });
  doc.y += side + 48;
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor('#1d2b3a')
    .text(QR_POSTER_CALL, 56, doc.y, { align: 'center', width });
  doc.end();
  return doc;
}
