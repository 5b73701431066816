import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cashFlowItems,
  associations,
  outboundMessages,
  sandboxCharges,
  transactions,
} from '../../../server/db/schema';
import { parsePixBrCode } from '../../../server/gateways/payment/brcode';
import { sandboxChargeOfBrCode } from '../../../server/gateways/payment/sandbox-brcode';
import { SANDBOX_PIX_URL_BASE } from '../../../server/gateways/payment/sandbox-brcode';
import { lateRulesText } from '../../../server/payments/boleto-slip';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { insertItem, memberIdOf, pay, pinToken } from '../support/wallet';

let t: TestContext;
let maria: string;
let pin: string;
let mariaId: number;

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login(DEMO.maria);
  pin = await pinToken(t, maria);
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
  await db()
    .update(associations)
    .set({ lateFineBps: 200, monthlyInterestBps: 100 })
    .where(eq(associations.id, 428));
});
afterAll(() => t.close());

const db = () => t.database.db;

const newItem = (kind: 'due' | 'product', description: string, amountCentavos: number) =>
  insertItem(t, { memberId: mariaId, kind, description, amountCentavos });

async function boletoFor(itemId: number) {
  const res = await pay(t, maria, { ID_FLUXO_DE_CAIXA: itemId, TIPO: 'B', TOKEN_PIN: pin });
  expect(res.json(), res.body).toMatchObject({ RESULTADO: true, MSG: 'Boleto gerado com sucesso.' });
  return res.json().TRANSACAO as { ID_ZOOP_TRANSACAO: string; HASH: string; PIX_QRCODE: string };
}

const slipOf = async (hash: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/access/acessarBoleto/${hash}` });
  expect(res.statusCode).toBe(200);
  return res.body;
};
const unescapeHtml = (s: string) =>
  s.replace(
    /&(lt|gt|amp|quot|#39);/g,
    (_, e: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"', '#39': "'" })[e]!,
  );
/** The copia e cola the slip prints. */
const copiaECola = (html: string) => unescapeHtml(/<p class="copy">([^<]*)<\/p>/.exec(html)?.[1] ?? '');
const receiptsFor = async (description: string) =>
  (
    await db().select().from(outboundMessages).where(eq(outboundMessages.recipient, DEMO.maria.usuario))
  ).filter((m) => m.subject === 'Quita: pagamento confirmado' && m.body.includes(description));
const sandboxPay = (kind: 'pix' | 'boleto', id: string) =>
  t.app.inject({ method: 'POST', url: `/api/sandbox/${kind}/${id}/pagar` });

describe('boleto híbrido: due date, post-due rules and a PIX QR on the slip', () => {
  it('the slip prints the association’s rules and a QR of a BR Code for the boleto’s amount', async () => {
    const item = await newItem('due', 'Mensalidade boleto híbrido', 12_345);
    const tx = await boletoFor(item.id);
    // The wire's PIX fields stay a PIX payment's: the boleto's PIX lives on its slip.
    expect(tx.PIX_QRCODE).toBe('');
    const [row] = await db()
      .select()
      .from(transactions)
      .where(eq(transactions.gatewayId, tx.ID_ZOOP_TRANSACAO));
    expect(row!.pixPayload).toMatch(/^000201/);

    const html = await slipOf(tx.HASH);
    expect(html).toContain('Após o vencimento: multa de 2,00% e juros de 1,00% ao mês');
    expect(html).toContain('aria-label="QR Code PIX"');
    const brCode = copiaECola(html);
    expect(brCode).toBe(row!.pixPayload);
    const parsed = parsePixBrCode(brCode);
    expect(parsed).toMatchObject({
      valid: true,
      amountCentavos: 12_345,
      url: SANDBOX_PIX_URL_BASE + tx.ID_ZOOP_TRANSACAO,
      merchantName: 'Sociedade Demo de Oftalmo',
    });
    // The QR drawn on the page encodes exactly that copia e cola.
    const svg = await QRCode.toString(brCode, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    expect(html).toContain(svg);
    expect(html).not.toContain('<script');
  });

  it('paying the slip’s PIX in the sandbox settles the boleto’s transaction once, whatever pays it again', async () => {
    const item = await newItem('due', 'Anuidade paga pelo PIX do boleto', 9_900);
    const tx = await boletoFor(item.id);
    const charge = sandboxChargeOfBrCode(copiaECola(await slipOf(tx.HASH)));
    expect(charge).toBe(tx.ID_ZOOP_TRANSACAO);

    expect((await sandboxPay('pix', charge!)).json()).toEqual({ RESULTADO: true, STATUS: 'succeeded' });
    const [row] = await db()
      .select()
      .from(transactions)
      .where(eq(transactions.gatewayId, tx.ID_ZOOP_TRANSACAO));
    expect(row).toMatchObject({ status: 'succeeded', method: 'B', amountCentavos: 9_900 });
    const [paid] = await db().select().from(cashFlowItems).where(eq(cashFlowItems.id, item.id));
    expect(paid).toMatchObject({ paidAt: expect.any(Date), paidCentavos: 9_900 });

    // The same PIX again, or the bars at a bank: still one payment, one receipt.
    expect((await sandboxPay('pix', charge!)).json()).toEqual({ RESULTADO: true, STATUS: 'succeeded' });
    expect((await sandboxPay('boleto', charge!)).json()).toEqual({ RESULTADO: true, STATUS: 'succeeded' });
    expect(await receiptsFor('Anuidade paga pelo PIX do boleto')).toHaveLength(1);
    const [sandbox] = await db().select().from(sandboxCharges).where(eq(sandboxCharges.id, charge!));
    expect(sandbox).toMatchObject({ kind: 'boleto', status: 'succeeded' });

    // Paid: the slip says so and offers no PIX to pay again.
    const after = await slipOf(tx.HASH);
    expect(after).toContain('PAGO');
    expect(after).not.toContain('QR Code PIX');
  });

  it('a purchase’s boleto has no fine nor interest, and still its PIX', async () => {
    const item = await newItem('product', 'Curso com boleto', 5_000);
    const html = await slipOf((await boletoFor(item.id)).HASH);
    expect(html).not.toContain('Após o vencimento');
    expect(parsePixBrCode(copiaECola(html))).toMatchObject({ valid: true, amountCentavos: 5_000 });
  });

  it('the rules read as the association set them', () => {
    expect(lateRulesText({ lateFineBps: 200, monthlyInterestBps: 100 })).toBe(
      'Após o vencimento: multa de 2,00% e juros de 1,00% ao mês',
    );
    expect(lateRulesText({ lateFineBps: 150, monthlyInterestBps: 0 })).toBe(
      'Após o vencimento: multa de 1,50%',
    );
    expect(lateRulesText({ lateFineBps: 0, monthlyInterestBps: 33 })).toBe(
      'Após o vencimento: juros de 0,33% ao mês',
    );
    expect(lateRulesText({ lateFineBps: 0, monthlyInterestBps: 0 })).toBeNull();
    expect(lateRulesText(null)).toBeNull();
  });
});
