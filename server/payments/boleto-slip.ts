import QRCode from 'qrcode';
import { formatDisplayDate } from '../../domain/dates';
import { formatBRL, fromCentavos } from '../../domain/money';
import { barcodeToDigitableLine, formatDigitableLine } from '../gateways/payment/boleto';
import { renderI2of5Svg } from '../gateways/payment/boleto-svg';
import type { LateRules } from '../gateways/payment/payment-gateway';

export interface BoletoSlip {
  beneficiary: string;
  payerName: string;
  payerDocument: string;
  description: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  amountCentavos: number;
  /** The 44 digits. */
  barcode: string;
  /** Boleto híbrido: the PIX that pays the same charge, printed as a QR with its copia e cola. */
  pixBrCode: string | null;
  /** Fine and interest after the due date; null for a purchase, which has none. */
  lateRules: LateRules | null;
  paid: boolean;
  sandbox: boolean;
}

/** The slip's page has no script and loads nothing: default-src 'none' holds. */
export const BOLETO_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

const escapeHtml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page is public to whoever holds the link: the CPF shows only its middle digits. */
function maskDocument(digits: string): string {
  if (/^\d{11}$/.test(digits)) return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
  if (/^\d{14}$/.test(digits)) {
    return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`;
  }
  return digits;
}

/** Basis points as people read a rate: 200 → "2,00%". */
const percent = (bps: number) => `${(bps / 100).toFixed(2).replace('.', ',')}%`;

/** "Após o vencimento: multa de 2,00% e juros de 1,00% ao mês" (or the one of them there is), or null. */
export function lateRulesText(rules: LateRules | null): string | null {
  if (!rules) return null;
  const parts = [
    rules.lateFineBps > 0 ? `multa de ${percent(rules.lateFineBps)}` : null,
    rules.monthlyInterestBps > 0 ? `juros de ${percent(rules.monthlyInterestBps)} ao mês` : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? `Após o vencimento: ${parts.join(' e ')}` : null;
}

/** The slip's PIX as an inline SVG QR (the page loads nothing) and its copy-and-paste text. */
async function pixSection(brCode: string): Promise<string> {
  const svg = await QRCode.toString(brCode, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `<section class="pix" aria-labelledby="pix-title">
<h2 id="pix-title">Pague com PIX</h2>
<div class="qr" role="img" aria-label="QR Code PIX">${svg}</div>
<p class="note">Aponte a câmera do aplicativo do banco para o QR Code, ou use o PIX copia e cola:</p>
<p class="copy">${escapeHtml(brCode)}</p>
</section>`;
}

export async function renderBoletoSlip(slip: BoletoSlip): Promise<string> {
  const line = formatDigitableLine(barcodeToDigitableLine(slip.barcode));
  const rules = lateRulesText(slip.lateRules);
  const pix = slip.pixBrCode && !slip.paid ? await pixSection(slip.pixBrCode) : '';
  const field = (label: string, value: string, wide = false) =>
    `<div class="f${wide ? ' w' : ''}"><span>${escapeHtml(label)}</span><strong>${escapeHtml(value)}</strong></div>`;
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Boleto - ${escapeHtml(slip.beneficiary)}</title>
<style>
body{font-family:Arial,Helvetica,sans-serif;color:#222;margin:0;padding:16px;background:#f4f4f4}
main{max-width:760px;margin:0 auto;background:#fff;border:1px solid #ccc;padding:16px}
h1{font-size:18px;margin:0 0 4px}
.line{font-family:"Courier New",monospace;font-size:17px;font-weight:700;letter-spacing:.5px;margin:12px 0;word-break:break-all}
.grid{display:flex;flex-wrap:wrap;border-top:1px solid #999;border-left:1px solid #999}
.f{flex:1 1 45%;border-right:1px solid #999;border-bottom:1px solid #999;padding:6px 8px;min-width:200px}
.f.w{flex-basis:100%}
.f span{display:block;font-size:11px;color:#555}
.f strong{font-size:14px}
.bars{margin-top:16px;overflow-x:auto}
.note{font-size:12px;color:#555;margin-top:12px}
.paid{display:inline-block;border:2px solid #2e7d32;color:#2e7d32;font-weight:700;padding:2px 8px;margin:8px 0}
.sbx{background:#fff3cd;border:1px solid #e0c068;padding:6px 8px;font-size:12px;margin-bottom:12px}
.pix{margin-top:16px;border-top:1px dashed #999;padding-top:12px}
.pix h2{font-size:16px;margin:0 0 8px}
.qr svg{width:200px;height:200px}
.copy{font-family:"Courier New",monospace;font-size:12px;word-break:break-all;background:#f4f4f4;padding:8px}
@media print{body{background:#fff;padding:0}main{border:0}.sbx{display:none}}
</style>
</head>
<body>
<main>
${slip.sandbox ? '<div class="sbx">Ambiente de testes (sandbox): este boleto não tem valor bancário.</div>' : ''}
<h1>Boleto de pagamento</h1>
${slip.paid ? '<div class="paid">PAGO</div>' : ''}
<div class="line">${line}</div>
<div class="grid">
${field('Beneficiário', slip.beneficiary, true)}
${field('Pagador', `${slip.payerName} (CPF/CNPJ ${maskDocument(slip.payerDocument)})`, true)}
${field('Vencimento', formatDisplayDate(slip.dueDate))}
${field('Valor do documento', formatBRL(fromCentavos(slip.amountCentavos)))}
${field('Descrição', slip.description, true)}
${rules ? field('Instruções', rules, true) : ''}
</div>
<div class="bars" aria-label="Código de barras">${renderI2of5Svg(slip.barcode, { moduleWidth: 1, height: 60 })}</div>
<p class="note">Pague em qualquer banco, lotérica ou aplicativo bancário até o vencimento. A confirmação leva até 3 dias úteis.</p>
${pix}
</main>
</body>
</html>`;
}
