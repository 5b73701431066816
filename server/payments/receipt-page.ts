import { formatCnpj } from '../../domain/cnpj';
import { formatCpf } from '../../domain/cpf';
import { APP_TIMEZONE } from '../../domain/dates';
import { formatBRL, fromCentavos } from '../../domain/money';
import { itemCountText } from '../../domain/item-count';
import { recordedOnlyMethods } from '../../domain/recorded-methods';
import type { ReceiptInvoice } from '../invoices/receipt-invoices';
import type { PaidTransaction } from './paid-transactions';
import { methodLabel } from './receipt';

/** The page has no script and loads nothing. */
export const RECEIPT_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const escapeHtml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!);

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: APP_TIMEZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function renderReceiptPage(
  p: PaidTransaction,
  { sandbox, invoices = [] }: { sandbox: boolean; invoices?: readonly ReceiptInvoice[] },
): string {
  const row = (label: string, value: string) =>
    `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`;
  const brl = (centavos: number) => formatBRL(fromCentavos(centavos));
  // A payment of several items names each with its share, under "Referente a: N itens".
  const paidFor =
    p.items.length > 1
      ? row('Referente a', itemCountText(p.items.length)) +
        p.items
          .map(
            (item) =>
              `<tr class="item"><th scope="row">${escapeHtml(item.description)}</th><td>${escapeHtml(brl(item.amountCentavos))}</td></tr>`,
          )
          .join('')
      : row('Referente a', p.description);
  const billedTo =
    p.receiptName && p.receiptCnpj
      ? row('Recibo em nome de', `${p.receiptName} (CNPJ ${formatCnpj(p.receiptCnpj)})`)
      : '';
  // The service invoice (NFS-e), once the city hall authorized it.
  const invoiceRows = invoices
    .map(
      (invoice) =>
        `<tr><th scope="row">Nota fiscal${invoice.number ? ` nº ${escapeHtml(invoice.number)}` : ''}</th>` +
        `<td><a href="${escapeHtml(invoice.pdfUrl)}" rel="noopener noreferrer">Nota fiscal (PDF)</a></td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Recibo - ${escapeHtml(p.items.length > 1 ? itemCountText(p.items.length) : p.description)}</title>
<style>
body{font-family:Arial,Helvetica,sans-serif;color:#222;margin:0;padding:16px;background:#f4f4f4}
@media (max-width:480px){body{padding:0}main{padding:12px;border:0}th{width:36%}}
main{max-width:640px;margin:0 auto;background:#fff;border:1px solid #ccc;padding:20px}
h1{font-size:20px;margin:0 0 4px}
p.sub{margin:0 0 16px;color:#555}
table{width:100%;border-collapse:collapse;table-layout:fixed}
th,td{overflow-wrap:anywhere}
th,td{text-align:left;padding:8px;border-bottom:1px solid #ddd;vertical-align:top}
th{width:40%;font-weight:normal;color:#555}
tr.item th{padding-left:24px}
.total td{font-size:18px;font-weight:700}
.sbx{background:#fff3cd;border:1px solid #e0c068;padding:6px 8px;font-size:12px;margin-bottom:12px}
@media print{body{background:#fff;padding:0}main{border:0}.sbx{display:none}}
</style>
</head>
<body>
<main>
${sandbox ? '<div class="sbx">Ambiente de testes (sandbox): este recibo não comprova um pagamento real.</div>' : ''}
<h1>Recibo de pagamento</h1>
<p class="sub">${escapeHtml(p.issuerName)}</p>
<table>
${row('Recebemos de', `${p.payerName} (CPF ${formatCpf(p.memberCpf)})`)}
${billedTo}
${paidFor}
${row('Forma de pagamento', methodLabel(p.method, p.installments, p.manualMethod))}
${row('Data do pagamento', dateTime.format(p.paidAt))}
${row('Transação', p.method === recordedOnlyMethods.manual.wire ? `Registro interno ${p.transactionId}` : p.gatewayId)}
<tr class="total"><th scope="row">Valor</th><td>${escapeHtml(brl(p.amountCentavos))}</td></tr>
${invoiceRows}
</table>
</main>
</body>
</html>`;
}
