import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NFSE_MSG } from '../../../domain/nfse';
import { products } from '../../../server/db/schema';
import { serviceInvoices } from '../../../server/db/schema-invoices';
import {
  SANDBOX_INVOICE_REFUSAL,
  SANDBOX_REFUSED_SERVICE_CODE,
} from '../../../server/gateways/payment/sandbox-invoices';
import { gestao } from '../gestao/support';
import { staffTokens, type StaffTokens } from '../gestao/staff-tokens';
import { CONGRESSO, openPurchase, post } from '../support/purchase';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
let tokens: StaffTokens;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
  const [row] = await t.app.db.select({ id: products.id }).from(products).where(eq(products.hash, CONGRESSO));
  productId = row!.id;
});
afterAll(() => t.close());

const nfse = { serviceCode: '01.07', serviceDescription: 'Inscrição em congresso científico', issBps: 250 };

/** Loja e produtos' body for the demo congress, with the NFS-e terms given. */
async function saveCongress(terms: object | null) {
  const current = (await gestao(t, tokens.gestor, 'GET', '/products'))
    .json()
    .products.find((p: { id: number }) => p.id === productId);
  return gestao(t, tokens.gestor, 'PUT', `/products/${productId}`, {
    description: current.description,
    detailedHtml: current.detailedHtml,
    endsOn: current.endsOn,
    inStore: current.inStore,
    prices: current.prices.map((p: { categoryId: number; amountCentavos: number }) => ({
      categoryId: p.categoryId,
      amountCentavos: p.amountCentavos,
    })),
    nfse: terms,
  });
}

async function paidBySandboxPix() {
  const p = await openPurchase(t);
  const pix = await post(t, 'efetuarTransacaoDireta', {
    ID_FLUXO_DE_CAIXA: p.id,
    HASH: CONGRESSO,
    REFERENCIA: p.ref,
    ID_EMITENTE_ML: 428,
    TIPO: 'P',
  });
  const id = pix.json().TRANSACAO.ID_ZOOP_TRANSACAO as string;
  const paid = await t.app.inject({ method: 'POST', url: `/api/sandbox/pix/${id}/pagar` });
  expect(paid.json()).toMatchObject({ STATUS: 'succeeded' });
  return p;
}

const invoicesOf = (itemId: number) =>
  t.app.db
    .select()
    .from(serviceInvoices)
    .where(eq(serviceInvoices.itemId, itemId))
    .orderBy(serviceInvoices.id);
const invoiceOf = async (itemId: number) => (await invoicesOf(itemId))[0];

describe('Loja e produtos: "Emitir nota fiscal de serviço"', () => {
  it('refuses incomplete terms in pt-BR and keeps valid ones (ISS in basis points)', async () => {
    const bad = await saveCongress({ ...nfse, issBps: 600 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ ok: false, message: NFSE_MSG.issInvalid });
    const noCode = await saveCongress({ ...nfse, serviceCode: '' });
    expect(noCode.json().message).toBe(NFSE_MSG.serviceCodeInvalid);
    const saved = await saveCongress(nfse);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().product.nfse).toEqual(nfse);
  });

  it('a product without the flag issues no invoice', async () => {
    await saveCongress(null);
    const p = await paidBySandboxPix();
    expect(await invoiceOf(p.id)).toBeUndefined();
  });
});

describe('the sandbox’s service invoices', () => {
  it('schedules one at payment, authorizes it at the tick, and serves its PDF', async () => {
    await saveCongress(nfse);
    const p = await paidBySandboxPix();
    const scheduled = await invoiceOf(p.id);
    expect(scheduled).toMatchObject({ status: 'scheduled', gateway: 'sandbox', issBps: 250, pdfUrl: null });
    const before = await post(t, 'compra-concluida', { itemId: p.id, hash: CONGRESSO, reference: p.ref });
    const receiptBefore = await t.app.inject({ method: 'GET', url: before.json().receiptUrl as string });
    expect(receiptBefore.body).not.toContain('Nota fiscal');
    expect(scheduled!.pspInvoiceId).toMatch(/^sbx_inv_/);

    const tick = await t.app.inject({ method: 'POST', url: '/api/sandbox/jobs/notas-fiscais' });
    expect(tick.json()).toMatchObject({ changed: 1 });
    const authorized = await invoiceOf(p.id);
    expect(authorized).toMatchObject({ status: 'authorized', number: expect.stringMatching(/^\d+$/) });
    expect(authorized!.pdfUrl).toBe(`/api/sandbox/notas-fiscais/${authorized!.pspInvoiceId}.pdf`);
    const pdf = await t.app.inject({ method: 'GET', url: authorized!.pdfUrl! });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const done = await post(t, 'compra-concluida', { itemId: p.id, hash: CONGRESSO, reference: p.ref });
    expect(done.json().invoice).toEqual({ status: 'authorized', pdfUrl: authorized!.pdfUrl });

    // The receipt page links it too.
    const receipt = await t.app.inject({ method: 'GET', url: done.json().receiptUrl as string });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).toContain(
      `<a href="${authorized!.pdfUrl}" rel="noopener noreferrer">Nota fiscal (PDF)</a>`,
    );
    expect(receipt.body).toContain(`Nota fiscal nº ${authorized!.number}`);
  });

  it('a refund from Pagamentos cancels the invoice', async () => {
    await saveCongress(nfse);
    const p = await paidBySandboxPix();
    await t.app.inject({ method: 'POST', url: '/api/sandbox/jobs/notas-fiscais' });
    const invoice = await invoiceOf(p.id);
    const refund = await gestao(t, tokens.gestor, 'POST', `/payments/${invoice!.transactionId}/refund`, {
      reopenItem: false,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await invoiceOf(p.id)).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(Date) });
  });

  it('the city hall’s refusal is an error with its reason, listed in Notas fiscais to its association only', async () => {
    await saveCongress({ ...nfse, serviceCode: SANDBOX_REFUSED_SERVICE_CODE });
    const p = await paidBySandboxPix();
    await t.app.inject({ method: 'POST', url: '/api/sandbox/jobs/notas-fiscais' });
    expect(await invoiceOf(p.id)).toMatchObject({ status: 'error', errorReason: SANDBOX_INVOICE_REFUSAL });

    const list = (await gestao(t, tokens.financeiro, 'GET', '/invoices')).json().invoices as {
      status: string;
      errorReason: string | null;
      buyerName: string;
      product: string;
      pdfUrl: string | null;
    }[];
    expect(list[0]).toMatchObject({ status: 'error', errorReason: SANDBOX_INVOICE_REFUSAL, pdfUrl: null });
    expect(list.map((i) => i.status)).toEqual(['error', 'cancelled', 'authorized']);
    expect(list[2]!.pdfUrl).toMatch(/^\/api\/sandbox\/notas-fiscais\/sbx_inv_/);
    expect((await gestao(t, tokens.psi, 'GET', '/invoices')).json()).toEqual({ invoices: [] });
  });

  it('the sandbox’s own action authorizes an invoice at once', async () => {
    await saveCongress(nfse);
    const p = await paidBySandboxPix();
    const invoice = await invoiceOf(p.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/notas-fiscais/${invoice!.pspInvoiceId}/autorizar`,
      payload: {},
    });
    expect(res.json()).toEqual({ ok: true, status: 'authorized' });
    expect(await invoiceOf(p.id)).toMatchObject({ status: 'authorized' });
  });
  it('an item refunded, reopened and paid again gets a new invoice; the old one stays cancelled', async () => {
    await saveCongress(nfse);
    const p = await paidBySandboxPix();
    const first = await invoiceOf(p.id);
    const refund = await gestao(t, tokens.gestor, 'POST', `/payments/${first!.transactionId}/refund`, {
      reopenItem: true,
    });
    expect(refund.json()).toMatchObject({ itemReopened: true });
    const again = await post(t, 'efetuarTransacaoDireta', {
      ID_FLUXO_DE_CAIXA: p.id,
      HASH: CONGRESSO,
      REFERENCIA: p.ref,
      ID_EMITENTE_ML: 428,
      TIPO: 'P',
    });
    const id = again.json().TRANSACAO.ID_ZOOP_TRANSACAO as string;
    await t.app.inject({ method: 'POST', url: `/api/sandbox/pix/${id}/pagar` });
    const invoices = await invoicesOf(p.id);
    expect(invoices.map((i) => i.status)).toEqual(['cancelled', 'scheduled']);
    expect(invoices[1]!.transactionId).not.toBe(first!.transactionId);
    const done = await post(t, 'compra-concluida', { itemId: p.id, hash: CONGRESSO, reference: p.ref });
    expect(done.json().invoice).toMatchObject({ status: 'scheduled' });
  });
});
