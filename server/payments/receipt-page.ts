import { formatCnpj } from '../../domain/cnpj';
import { formatCpf } from '../../domain/cpf';
import { APP_TIMEZONE } from '../../domain/dates';
import { formatBRL, fromCentavos } from '../../domain/money';
import { itemCountText } from '../../domain/item-count';
import { recordedOnlyMethods } from '../../domain/recorded-methods';
import { REFUND_TEXT } from '../../domain/refund-texts';
import type { WithdrawalState } from '../../domain/contract/tickets';
import { WITHDRAWAL_MSG } from '../../domain/withdrawal-messages';
import type { PaidTransaction } from './paid-transactions';
import { methodLabel } from './receipt';

/** An authorized service invoice (NFS-e) of the payment, linked from its receipt page. */
export interface ReceiptInvoice {
  number: string | null;
  pdfUrl: string;
}

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

/**
 * A public purchase's right to withdraw (CDC art. 49), on its receipt: while it runs, "Desistir da
 * compra" opens the purchase's "Compra concluída", where it is confirmed (this page has no script).
 */
export interface ReceiptWithdrawal {
  state: WithdrawalState;
  /** The purchase's "Compra concluída" (domain/purchase-link.ts). */
  purchasePath: string;
}

function withdrawalSection({ state, purchasePath }: ReceiptWithdrawal): string {
  const said = state.withdrawnAt
    ? state.returnPending
      ? WITHDRAWAL_MSG.withdrawnReturnPending(state.withdrawnAt)
      : WITHDRAWAL_MSG.withdrawn(state.withdrawnAt)
    : state.open
      ? WITHDRAWAL_MSG.window(state.open)
      : null;
  if (!said) return '';
  const button = state.open
    ? `<p><a class="cdc-button" href="${escapeHtml(purchasePath)}">${escapeHtml(WITHDRAWAL_MSG.button)}</a></p>`
    : '';
  return `<section class="cdc" aria-labelledby="cdc-title">
<h2 id="cdc-title">${escapeHtml(WITHDRAWAL_MSG.title)}</h2>
<p>${escapeHtml(said)}</p>
${button}
</section>`;
}

export function renderReceiptPage(
  p: PaidTransaction,
  {
    sandbox,
    invoices = [],
    withdrawal,
  }: { sandbox: boolean; invoices?: readonly ReceiptInvoice[]; withdrawal?: ReceiptWithdrawal | undefined },
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
.refund{background:#fde4e1;border:1px solid #b3261e;color:#8c1d18;padding:8px;font-weight:700;margin-bottom:12px}
.sbx{background:#fff3cd;border:1px solid #e0c068;padding:6px 8px;font-size:12px;margin-bottom:12px}
.cdc{margin-top:16px;padding-top:12px;border-top:1px solid #ddd}
.cdc h2{font-size:16px;margin:0 0 8px}
.cdc p{margin:0 0 8px}
.cdc-button{display:inline-block;min-height:44px;box-sizing:border-box;padding:12px 16px;border:1px solid #b3261e;border-radius:8px;color:#8c1d18;font-weight:700;text-decoration:none}
.cdc-button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
@media print{body{background:#fff;padding:0}main{border:0}.sbx,.cdc-button{display:none}}
</style>
</head>
<body>
<main>
${sandbox ? '<div class="sbx">Ambiente de testes (sandbox): este recibo não comprova um pagamento real.</div>' : ''}
<h1>Recibo de pagamento${p.refund ? ` (${REFUND_TEXT.badge.toLowerCase()})` : ''}</h1>
<p class="sub">${escapeHtml(p.associationName)}</p>
${p.refund ? `<p class="refund" role="note">${escapeHtml(REFUND_TEXT.receipt({ ...p.refund, paidCentavos: p.amountCentavos }))}</p>` : ''}
<table>
${row('Recebemos de', `${p.payerName} (CPF ${formatCpf(p.memberCpf)})`)}
${billedTo}
${paidFor}
${row('Forma de pagamento', methodLabel(p.method, p.installments, p.manualMethod))}
${row('Data do pagamento', dateTime.format(p.paidAt))}
${row('Transação', p.method === recordedOnlyMethods.manual.wire ? `Registro interno ${p.transactionId}` : p.gatewayId)}
<tr class="total"><th scope="row">Valor</th><td>${escapeHtml(brl(p.amountCentavos))}</td></tr>
${p.refund ? row(REFUND_TEXT.receiptLabel, REFUND_TEXT.line({ ...p.refund, paidCentavos: p.amountCentavos })) : ''}
${invoiceRows}
</table>
${withdrawal ? withdrawalSection(withdrawal) : ''}
</main>
</body>
</html>`;
}
