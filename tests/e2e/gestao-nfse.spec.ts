import { expect, test, type APIRequestContext } from '@playwright/test';
import { INVOICE_LINK_TEXT } from '../../domain/nfse';
import {
  SANDBOX_INVOICE_REFUSAL,
  SANDBOX_REFUSED_SERVICE_CODE,
} from '../../server/gateways/payment/sandbox-invoices';
import { expectAccessible } from './support/a11y';
import { brazilianBuyer } from '../server/support/purchase';
import { bearer, FINANCEIRO, GESTOR, staffLoginThroughForm, staffToken } from './support/gestao-staff';
import { openGestaoSection } from './support/gestao';

/**
 * Notas fiscais (issue 31) on the sandbox gateway: the gestor marks a product "Emitir nota fiscal
 * de serviço" in Loja e produtos; buyers pay it by PIX; the sandbox's city hall authorizes one
 * invoice at its tick and refuses another's service code; the financeiro lists both, in pt-BR,
 * with the PDF of the authorized one. At the phone's and the desktop's width.
 */
const tag = Date.now().toString(36);

/** A buyer with no account pays the product by the sandbox's PIX: the item's id. */
async function paidPurchase(request: APIRequestContext, hash: string, name: string) {
  const included = await request.post('/api/access/incluirFluxoProjetoDireto', {
    data: {
      HASH: hash,
      EMITENTE: brazilianBuyer({ nome: name, logradouroComplemento: '', telefone: '' }),
    },
  });
  const body = (await included.json()) as { FLUXO: { ID_FLUXO_DE_CAIXA: number }; REFERENCIA: string };
  expect(included.ok(), JSON.stringify(body)).toBe(true);
  const pix = await request.post('/api/access/efetuarTransacaoDireta', {
    data: {
      ID_FLUXO_DE_CAIXA: body.FLUXO.ID_FLUXO_DE_CAIXA,
      HASH: hash,
      REFERENCIA: body.REFERENCIA,
      ID_EMITENTE_ML: 428,
      TIPO: 'P',
    },
  });
  const id = ((await pix.json()) as { TRANSACAO: { ID_ZOOP_TRANSACAO: string } }).TRANSACAO.ID_ZOOP_TRANSACAO;
  expect((await request.post(`/api/sandbox/pix/${id}/pagar`)).ok()).toBe(true);
}

test('the gestor marks a product "Emitir nota fiscal de serviço" in Loja e produtos', async ({
  page,
  request,
}) => {
  const name = `Curso NFS-e ${tag}`;
  await staffLoginThroughForm(page, GESTOR);
  await openGestaoSection(page, 'Loja e produtos');
  await page.getByRole('button', { name: 'Novo produto' }).click();
  const form = page.getByRole('form', { name: 'Novo produto' });
  await form.getByLabel('Nome do produto').fill(name);
  await form.getByLabel('Preço Titular (R$)').fill('250,00');
  await form.getByLabel('Mostrar na loja').uncheck();
  await expect(form.getByLabel('Código do serviço municipal')).toHaveCount(0);
  await form.getByLabel('Emitir nota fiscal de serviço').check();
  await form.getByLabel('Código do serviço municipal').fill('08.02');
  await form.getByLabel('Descrição do serviço').fill('Curso de atualização profissional');
  await form.getByLabel('Alíquota do ISS (%)').fill('9');
  await form.getByRole('button', { name: 'Salvar produto' }).click();
  await expect(form.getByRole('alert')).toContainText('alíquota do ISS');
  await form.getByLabel('Alíquota do ISS (%)').fill('2,5');
  await expectAccessible(page, 'gestão: product form with NFS-e');
  await form.getByRole('button', { name: 'Salvar produto' }).click();
  await expect(page.getByRole('status').first()).toHaveText('Produto criado.');

  const headers = bearer(await staffToken(request, GESTOR));
  const products = (await (await request.get('/api/gestao/products', { headers })).json()) as {
    products: { description: string; hash: string; nfse: unknown }[];
  };
  const created = products.products.find((p) => p.description === name)!;
  expect(created.nfse).toEqual({
    serviceCode: '08.02',
    serviceDescription: 'Curso de atualização profissional',
    issBps: 250,
  });
  await paidPurchase(request, created.hash, `Bruna Nota ${tag}`);

  // A second product whose code the sandbox's city hall does not know.
  const refused = await request.post('/api/gestao/products', {
    headers,
    data: {
      description: `Oficina NFS-e recusada ${tag}`,
      detailedHtml: '',
      endsOn: null,
      inStore: false,
      prices: [{ categoryId: 601, amountCentavos: 10_000 }],
      nfse: { serviceCode: SANDBOX_REFUSED_SERVICE_CODE, serviceDescription: 'Oficina', issBps: 500 },
    },
  });
  expect(refused.ok(), await refused.text()).toBe(true);
  await paidPurchase(
    request,
    ((await refused.json()) as { product: { hash: string } }).product.hash,
    `Caio Nota ${tag}`,
  );
  // The sandbox's tick (the reconciliation's): the city hall answers both.
  expect((await request.post('/api/sandbox/jobs/notas-fiscais')).ok()).toBe(true);
});

for (const width of [390, 1280]) {
  test(`at ${width} px the financeiro lists the invoices: Autorizada with its PDF, Erro with the reason`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await staffLoginThroughForm(page, FINANCEIRO);
    await openGestaoSection(page, 'Notas fiscais');
    await expect(page.getByRole('heading', { name: 'Notas fiscais', level: 1 })).toBeVisible();
    const authorized = page.getByRole('row', { name: new RegExp(`Bruna Nota ${tag}`) });
    await expect(authorized).toContainText('Autorizada');
    await expect(authorized).toContainText('R$ 250,00');
    const pdf = authorized.getByRole('link', {
      name: new RegExp(`^${INVOICE_LINK_TEXT.replace(/[()]/g, '\\$&')}`),
    });
    const href = (await pdf.getAttribute('href'))!;
    const file = await request.get(href);
    expect(file.headers()['content-type']).toBe('application/pdf');
    const refused = page.getByRole('row', { name: new RegExp(`Caio Nota ${tag}`) });
    await expect(refused).toContainText(`Erro: ${SANDBOX_INVOICE_REFUSAL}`);
    await expect(refused.getByRole('link')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`notas-fiscais-${width}.png`), fullPage: true });
    await expectAccessible(page, `gestão: Notas fiscais (${width} px)`);
  });
}
