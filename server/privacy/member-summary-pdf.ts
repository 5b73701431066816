import PDFDocument from 'pdfkit';
import { formatAuditTime } from '../../domain/gestao-audit';
import { SUMMARY_TEXT } from '../../domain/privacy-messages';
import { pdfBytes } from '../documents/pdf';
import type { MemberSummary } from './member-summary';

const MARGIN = 56;
const GREY = '#555555';

/** resumo.pdf: the summary as headings and lines; Helvetica's WinAnsi covers pt-BR. */
export async function memberSummaryPdf(
  summary: MemberSummary,
  now: Date,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: `${SUMMARY_TEXT.title} - ${summary.name}`, Creator: 'Quita' },
  });
  const done = pdfBytes(pdf);
  const width = pdf.page.width - 2 * MARGIN;
  pdf.font('Helvetica-Bold').fontSize(18).text(SUMMARY_TEXT.title, { width });
  pdf.font('Helvetica').fontSize(12).text(summary.name, { width });
  pdf
    .moveDown(0.3)
    .fontSize(9)
    .fillColor(GREY)
    .text(SUMMARY_TEXT.generatedAt(formatAuditTime(now.toISOString())), { width })
    .fillColor('black');
  for (const section of summary.sections) {
    pdf.moveDown().font('Helvetica-Bold').fontSize(12).text(section.heading, MARGIN, pdf.y, { width });
    pdf.font('Helvetica').fontSize(10);
    const lines = section.lines.length > 0 ? section.lines : [SUMMARY_TEXT.none];
    for (const line of lines) pdf.text(line, MARGIN + 12, pdf.y, { width: width - 12 });
  }
  pdf.end();
  return done;
}
