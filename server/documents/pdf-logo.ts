import SVGtoPDF from 'svg-to-pdfkit';
import type { StoredLogo } from '../messaging/email-brand';

/**
 * Draws the association's logo in a size × size box at (x, y): PNG and JPEG as images, SVG (stored
 * sanitized) as vectors. False when there is nothing drawable, so the caller prints the name alone
 * instead: a document never carries a broken image.
 */
export function drawLogo(
  pdf: PDFKit.PDFDocument,
  logo: StoredLogo | undefined,
  x: number,
  y: number,
  size: number,
): boolean {
  if (!logo) return false;
  try {
    if (logo.mime === 'image/svg+xml') {
      SVGtoPDF(pdf, new TextDecoder().decode(logo.logo), x, y, {
        width: size,
        height: size,
        preserveAspectRatio: 'xMidYMid meet',
        assumePt: true,
      });
    } else {
      pdf.image(Buffer.from(logo.logo), x, y, { fit: [size, size], align: 'center', valign: 'center' });
    }
    return true;
  } catch {
    return false;
  }
}
