import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, transactions } from '../../../../server/db/schema';
import { serviceInvoices } from '../../../../server/db/schema-invoices';
import { refreshInvoices } from '../../../../server/invoices/refresh-invoices';
import { scheduleInvoices } from '../../../../server/invoices/schedule-invoices';
import { gestao, STAFF, staffLogin } from '../../gestao/support';
import { CONGRESSO, openPurchase, post } from '../../support/purchase';
import { startAsaasWorld, type AsaasWorld } from './asaas-world';

let world: AsaasWorld;

beforeAll(async () => {
  world = await startAsaasWorld();
  await world.t.app.db
    .update(products)
    .set({
      nfseEnabled: true,
      nfseServiceCode: '01.07',
      nfseServiceDescription: 'Curso de atualização',
      nfseIssBps: 500,
    })
    .where(eq(products.hash, CONGRESSO));
});
afterAll(() => world.close());

/** A buyer with no login pays the flagged product by PIX and the fake's webhook settles it. */
async function paidPurchase() {
  const p = await openPurchase(world.t);
  const pix = await post(world.t, 'efetuarTransacaoDireta', {
    ID_FLUXO_DE_CAIXA: p.id,
    HASH: CONGRESSO,
    REFERENCIA: p.ref,
    ID_EMITENTE_ML: 428,
    TIPO: 'P',
  });
  expect(pix.json(), pix.body).toMatchObject({ RESULTADO: true });
  const paymentId = pix.json().TRANSACAO.ID_ZOOP_TRANSACAO as string;
  expect((await world.asaas.pay(paymentId)).status).toBe(200);
  return { ...p, paymentId };
}

const invoiceOfItem = async (itemId: number) =>
  (await world.t.app.db.select().from(serviceInvoices).where(eq(serviceInvoices.itemId, itemId)))[0]!;

describe('service invoices (NFS-e) through Asaas', () => {
  it('schedules one invoice at POST /invoices when a flagged product is paid, authorized by the webhook read back', async () => {
    const paid = await paidPurchase();
    const invoice = await invoiceOfItem(paid.id);
    expect(invoice).toMatchObject({
      status: 'scheduled',
      gateway: 'asaas',
      valueCentavos: 60_000,
      issBps: 500,
    });
    expect(invoice.pspInvoiceId).toMatch(/^inv_/);
    const sent = world.asaas.requests.filter((r) => r.method === 'POST' && r.path === '/invoices').at(-1)!;
    expect(sent.body).toMatchObject({
      payment: paid.paymentId,
      municipalServiceCode: '01.07',
      serviceDescription: 'Curso de atualização',
      value: 600,
      deductions: 0,
      externalReference: String(invoice.id),
      taxes: { retainIss: false, iss: 5 },
    });

    const done = () =>
      post(world.t, 'compra-concluida', { itemId: paid.id, hash: CONGRESSO, reference: paid.ref });
    expect((await done()).json().invoice).toEqual({ status: 'scheduled', pdfUrl: null });

    const delivered = await world.asaas.authorizeInvoice(invoice.pspInvoiceId!);
    expect(delivered.status).toBe(200);
    const after = await invoiceOfItem(paid.id);
    expect(after).toMatchObject({ status: 'authorized', number: expect.any(String) });
    expect(after.pdfUrl).toMatch(/\.pdf$/);
    expect(after.authorizedAt).toBeInstanceOf(Date);
    // The buyer's "Compra concluída" now links the invoice's PDF.
    expect((await done()).json().invoice).toEqual({ status: 'authorized', pdfUrl: after.pdfUrl });
    // The read-back was a GET of the invoice, not the event's word.
    expect(
      world.asaas.requests.some((r) => r.method === 'GET' && r.path === `/invoices/${invoice.pspInvoiceId}`),
    ).toBe(true);

    // The same event again changes nothing and is answered 200.
    const again = await world.t.app.inject({
      method: 'POST',
      url: '/api/webhooks/asaas',
      headers: { 'asaas-access-token': world.asaas.webhookToken },
      payload: delivered.body,
    });
    expect(again.json()).toMatchObject({ ok: true, outcome: 'duplicate' });
  });

  it('never trusts an event: a forged token is refused, a forged body is read back and changes nothing', async () => {
    const paid = await paidPurchase();
    const invoice = await invoiceOfItem(paid.id);
    const forged = {
      ...world.asaas.invoices.get(invoice.pspInvoiceId!)!,
      status: 'AUTHORIZED',
      pdfUrl: 'https://evil.example/x.pdf',
    };
    const wrongToken = await world.asaas.notifyInvoice('INVOICE_AUTHORIZED', forged, 'token-falso');
    expect(wrongToken.status).toBe(401);
    const rightToken = await world.asaas.notifyInvoice('INVOICE_AUTHORIZED', forged);
    expect(rightToken.status).toBe(200);
    expect(await invoiceOfItem(paid.id)).toMatchObject({ status: 'scheduled', pdfUrl: null });
  });

  it('records the city hall’s refusal as an error with its reason', async () => {
    const paid = await paidPurchase();
    const invoice = await invoiceOfItem(paid.id);
    await world.asaas.failInvoice(invoice.pspInvoiceId!, 'Inscrição municipal do prestador inválida.');
    expect(await invoiceOfItem(paid.id)).toMatchObject({
      status: 'error',
      errorReason: 'Inscrição municipal do prestador inválida.',
    });
  });

  it('issues one invoice per item whatever settles it again, and a lost webhook is caught by the tick', async () => {
    const paid = await paidPurchase();
    const [tx] = await world.t.app.db
      .select()
      .from(transactions)
      .where(eq(transactions.gatewayId, paid.paymentId));
    const before = world.asaas.requests.filter((r) => r.method === 'POST' && r.path === '/invoices').length;
    await scheduleInvoices(world.t.app, tx!.id);
    await scheduleInvoices(world.t.app, tx!.id);
    expect(world.asaas.requests.filter((r) => r.method === 'POST' && r.path === '/invoices').length).toBe(
      before,
    );
    const rows = await world.t.app.db
      .select()
      .from(serviceInvoices)
      .where(eq(serviceInvoices.itemId, paid.id));
    expect(rows).toHaveLength(1);

    world.asaas.loseWebhooks(1);
    expect((await world.asaas.authorizeInvoice(rows[0]!.pspInvoiceId!)).status).toBe(0);
    expect(await invoiceOfItem(paid.id)).toMatchObject({ status: 'scheduled' });
    await refreshInvoices(world.t.app);
    expect(await invoiceOfItem(paid.id)).toMatchObject({ status: 'authorized' });
  });

  it('an invoice whose schedule got no answer is sent at the next tick, found by its reference, never twice', async () => {
    world.asaas.stallNext('/invoices');
    const paid = await paidPurchase();
    // Asaas scheduled it, but its answer never came: the row waits without the gateway's id.
    expect(await invoiceOfItem(paid.id)).toMatchObject({ status: 'scheduled', pspInvoiceId: null });
    await refreshInvoices(world.t.app);
    const sent = await invoiceOfItem(paid.id);
    expect(sent.pspInvoiceId).toMatch(/^inv_/);
    const mine = [...world.asaas.invoices.values()].filter((i) => i.externalReference === String(sent.id));
    expect(mine).toHaveLength(1);
    expect(sent.pspInvoiceId).toBe(mine[0]!.id);
  });

  it('a refund cancels the authorized invoice at Asaas', async () => {
    const paid = await paidPurchase();
    const invoice = await invoiceOfItem(paid.id);
    await world.asaas.authorizeInvoice(invoice.pspInvoiceId!);
    expect((await world.asaas.refundInPanel(paid.paymentId)).status).toBe(200);
    expect(world.asaas.invoices.get(invoice.pspInvoiceId!)!.status).toBe('CANCELED');
    expect(await invoiceOfItem(paid.id)).toMatchObject({
      status: 'cancelled',
      cancelledAt: expect.any(Date),
    });
  });

  it('Notas fiscais lists the association’s invoices to gestor and financeiro, none to another association', async () => {
    const gestor = await staffLogin(world.t, STAFF.gestor);
    const financeiro = await staffLogin(world.t, STAFF.financeiro);
    const psi = await staffLogin(world.t, STAFF.gestorPsi);
    const mine = await gestao(world.t, gestor, 'GET', '/invoices');
    expect(mine.statusCode).toBe(200);
    const statuses = (mine.json().invoices as { status: string }[]).map((i) => i.status);
    expect(statuses).toEqual(expect.arrayContaining(['authorized', 'scheduled', 'error', 'cancelled']));
    const failed = (mine.json().invoices as { status: string; errorReason: string | null }[]).find(
      (i) => i.status === 'error',
    )!;
    expect(failed.errorReason).toBe('Inscrição municipal do prestador inválida.');
    expect((await gestao(world.t, financeiro, 'GET', '/invoices')).json().invoices).toHaveLength(
      statuses.length,
    );
    expect((await gestao(world.t, psi, 'GET', '/invoices')).json()).toEqual({ invoices: [] });
    expect((await gestao(world.t, null, 'GET', '/invoices')).statusCode).toBe(401);
  });
});
