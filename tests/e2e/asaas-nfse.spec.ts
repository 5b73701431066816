import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { COMMON_MSG } from '../../domain/messages';
import { PURCHASE_DONE } from '../../src/features/purchase/purchase-done-texts';
import { expectAccessible } from './support/a11y';
import { fakeAsaas } from './support/fake-asaas-control';
import { forgetFakeAsaas, receiveAtFakeAsaas } from './support/asaas-receiving';
import { createConfirmedMember } from './support/new-member';

/**
 * Issue 31's service invoices: association 428 receives at its own Asaas account (the fake beside
 * this config's server) and sells a course marked "Emitir nota fiscal de serviço". A buyer who does
 * not log in pays it by PIX; the fake's webhook settles it, the server schedules the invoice at
 * POST /v3/invoices, the city hall (the fake) authorizes it and posts INVOICE_AUTHORIZED, and the
 * buyer's "Compra concluída" shows "Nota fiscal (PDF)" with the invoice's PDF.
 */
test.describe.configure({ timeout: 120_000 });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
let courseHash = '';

test.beforeAll(async ({ request }) => {
  const headers = await receiveAtFakeAsaas(request);
  const course = await request.post('/api/gestao/products', {
    headers,
    data: {
      description: `Curso Demo de Atualização com NFS-e ${Date.now().toString(36)}`,
      detailedHtml: '<p>Curso on-line de atualização.</p>',
      endsOn: null,
      inStore: true,
      prices: [{ categoryId: 601, amountCentavos: 30_000 }],
      nfse: { serviceCode: '08.02', serviceDescription: 'Curso de atualização profissional', issBps: 200 },
    },
  });
  expect(course.ok(), await course.text()).toBe(true);
  courseHash = ((await course.json()) as { product: { hash: string } }).product.hash;
});

test.afterAll(({ request }) => forgetFakeAsaas(request));

async function buyWithoutLogin(page: Page, request: APIRequestContext, width: number) {
  // Someone with an account who does not log in: the purchase ends at "Compra concluída".
  const buyer = await createConfirmedMember(request, { firstName: `Nota${width}` });
  await page.goto(`/produto/${courseHash}`);
  await field(page, 'Categoria').selectOption({ label: 'Titular' });
  await field(page, 'Nome completo').fill(`Beatriz Nota ${width}`);
  await field(page, 'CPF').fill(buyer.cpf);
  await field(page, 'Data de nascimento').fill('1990-01-20');
  await field(page, 'CEP').fill('01310-100');
  await expect(field(page, 'Logradouro')).toHaveValue('Avenida Paulista');
  await field(page, 'Número').fill('1000');
  await field(page, 'Celular').fill(`(11) 9${String(Date.now()).slice(-8)}`);
  await field(page, 'E-mail').fill(`nota.${width}.${Date.now().toString(36)}@exemplo.com.br`);
  await page.getByRole('button', { name: 'Comprar' }).click();
  await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible({ timeout: 20_000 });
  const created = page.waitForResponse((r) => r.url().endsWith('/api/access/efetuarTransacaoDireta'));
  await page.getByRole('button', { name: 'Confirmar Transação' }).click();
  const { TRANSACAO } = (await (await created).json()) as { TRANSACAO: { ID_ZOOP_TRANSACAO: string } };
  return TRANSACAO.ID_ZOOP_TRANSACAO;
}

for (const width of [390, 1280]) {
  test(`at ${width} px a buyer pays a course by PIX and receives its invoice link`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const paymentId = await buyWithoutLogin(page, request, width);
    const sent = await fakeAsaas.receive(paymentId);
    expect(sent.webhookStatus, `${sent.event} at /api/webhooks/asaas`).toBe(200);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(COMMON_MSG.pixPaid, { timeout: 30_000 });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('heading', { name: PURCHASE_DONE.title })).toBeVisible();

    // Scheduled at Asaas for the payment, with the product's terms; the buyer is told it is on its way.
    await expect
      .poll(async () => (await fakeAsaas.invoicesOf(paymentId)).length, { timeout: 30_000 })
      .toBe(1);
    const [invoice] = await fakeAsaas.invoicesOf(paymentId);
    expect(invoice).toMatchObject({ status: 'SCHEDULED', municipalServiceCode: '08.02', value: 300 });
    const done = page.getByRole('region', { name: 'Sua compra' });
    await expect(done.getByText(PURCHASE_DONE.invoiceScheduled)).toBeVisible();

    const authorized = await fakeAsaas.authorizeInvoice(invoice!.id);
    expect(authorized.webhookStatus, `${authorized.event} at /api/webhooks/asaas`).toBe(200);
    const link = done.getByRole('link', { name: PURCHASE_DONE.invoiceLink });
    await expect(link).toBeVisible({ timeout: 20_000 });
    const [after] = await fakeAsaas.invoicesOf(paymentId);
    await expect(link).toHaveAttribute('href', after!.pdfUrl!);
    await page.screenshot({ path: testInfo.outputPath(`nfse-link-${width}.png`), fullPage: true });
    await expectAccessible(page, `purchase: Compra concluída with the invoice (${width} px)`);
  });
}
