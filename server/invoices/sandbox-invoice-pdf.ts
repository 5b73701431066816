import PDFDocument from 'pdfkit';
import { eq } from 'drizzle-orm';
import { formatCpf } from '../../domain/cpf';
import { formatDisplayDate } from '../../domain/dates';
import { formatBRL, fromCentavos } from '../../domain/money';
import { issPercentText } from '../../domain/nfse';
import type { Db } from '../db/client';
import { cashFlowItems, associations, members } from '../db/schema';
import { sandboxInvoices, serviceInvoices } from '../db/schema-invoices';
import { pdfBytes } from '../documents/pdf';
import { payerNameColumn } from '../payments/payer-name';

/**
 * The sandbox's NFS-e as a PDF (what a city hall's would show: number, provider, taker, service,
 * value, ISS), marked as a test document; only an authorized or cancelled one has a PDF.
 */
export async function sandboxInvoicePdf(db: Db, id: string, options: { compress?: boolean } = {}) {
  const [row] = await db
    .select({
      invoice: sandboxInvoices,
      associationName: associations.name,
      payerName: payerNameColumn,
      cpf: members.cpf,
      item: cashFlowItems.description,
    })
    .from(sandboxInvoices)
    .innerJoin(serviceInvoices, eq(serviceInvoices.pspInvoiceId, sandboxInvoices.id))
    .innerJoin(cashFlowItems, eq(cashFlowItems.id, serviceInvoices.itemId))
    .innerJoin(associations, eq(associations.id, cashFlowItems.associationId))
    .innerJoin(members, eq(members.id, cashFlowItems.memberId))
    .where(eq(sandboxInvoices.id, id));
  if (!row || !['authorized', 'cancelled'].includes(row.invoice.status)) return null;
  const { invoice } = row;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: options.compress ?? true,
    info: {
      Title: `NFS-e ${invoice.number ?? ''} - ${row.associationName}`,
      Author: row.associationName,
      Creator: 'Quita',
    },
  });
  const done = pdfBytes(pdf);
  const brl = (centavos: number) => formatBRL(fromCentavos(centavos));
  pdf.fontSize(10).fillColor('#8a6d00').text('AMBIENTE DE TESTES (SANDBOX): SEM VALOR FISCAL');
  if (invoice.status === 'cancelled') pdf.fillColor('#b00020').text('NOTA FISCAL CANCELADA');
  pdf.moveDown().fillColor('#000000').fontSize(18).text('Nota Fiscal de Serviço Eletrônica (NFS-e)');
  pdf
    .fontSize(12)
    .moveDown(0.5)
    .text(`Número: ${invoice.number ?? '-'}`);
  if (invoice.authorizedAt) pdf.text(`Emitida em: ${formatDisplayDate(invoice.authorizedAt)}`);
  pdf.moveDown().text(`Prestador: ${row.associationName}`);
  pdf.text(`Tomador: ${row.payerName} (CPF ${formatCpf(row.cpf)})`);
  pdf.moveDown().text(`Código do serviço municipal: ${invoice.serviceCode}`);
  pdf.text(`Descrição do serviço: ${invoice.serviceDescription}`);
  pdf.text(`Referente a: ${row.item}`);
  pdf.moveDown().text(`Valor do serviço: ${brl(invoice.valueCentavos)}`);
  const iss = Math.round((invoice.valueCentavos * invoice.issBps) / 10_000);
  pdf.text(`Alíquota do ISS: ${issPercentText(invoice.issBps)}%  -  ISS: ${brl(iss)}`);
  pdf.end();
  return done;
}
