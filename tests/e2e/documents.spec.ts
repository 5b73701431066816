import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { EfetuarTransacaoResponse } from '../../domain/contract/fluxo';
import { expectAccessible } from './support/a11y';
import { MARIA, tokenFor } from './support/demo';
import { createConfirmedMember } from './support/new-member';
import { outbox } from './support/outbox';
import { acceptTerms, openLoggedIn, storeItemFor } from './support/wallet';

const PIN = '2468';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A member pays a store item by PIX through the sandbox bank. */
async function paysWebinarByPix(request: APIRequestContext, token: string) {
  const headers = auth(token);
  await request.post('/api/emitente/cadastrarPIN', { headers, data: { PIN } });
  const pin = (await (await request.post('/api/emitente/validarPIN', { headers, data: { PIN } })).json()) as {
    TOKEN_PIN: string;
  };
  const itemId = await storeItemFor(request, token, 'webinar-glaucoma');
  const created = await request.post('/api/fluxo/efetuarTransacao', {
    headers,
    data: { ID_FLUXO_DE_CAIXA: itemId, TIPO: 'P', TOKEN_PIN: pin.TOKEN_PIN },
  });
  const { TRANSACAO } = (await created.json()) as EfetuarTransacaoResponse;
  const gatewayId = TRANSACAO!.ID_ZOOP_TRANSACAO;
  const paid = await request.post(`/api/sandbox/pix/${gatewayId}/pagar`);
  expect(await paid.json()).toMatchObject({ STATUS: 'succeeded' });
  return gatewayId;
}

test("a payment's receipt arrives with its verification link, and the profile downloads its PDF", async ({
  page,
  request,
}) => {
  // A member of its own: Maria's PIN and store are the wallet and store specs' business.
  const member = await createConfirmedMember(request, { firstName: 'Recibo' });
  const token = member.token;
  await acceptTerms(request, token);
  const gatewayId = await paysWebinarByPix(request, token);

  let link = '';
  await expect
    .poll(async () => {
      const mail = (await outbox(request, member.email)).find((m) => m.corpo.includes(gatewayId));
      link = /https?:\/\/\S+\/verificar\/([0-9A-Z-]+)/.exec(mail?.corpo ?? '')?.[1] ?? '';
      return link;
    })
    .toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}$/);

  await page.goto(`/verificar/${link}`);
  await expect(page.getByText('Válida', { exact: true })).toBeVisible();
  await expect(page.getByText('Recibo de pagamento, emitido pelo sistema Quita.')).toBeVisible();
  await expect(page.getByText(member.nome)).toBeVisible();
  await expect(page.getByText(`***.${member.cpf.slice(4, 7)}.${member.cpf.slice(8, 11)}-**`)).toBeVisible();
  await expect(page.getByText('Sociedade Demo de Oftalmologia (CNPJ 11.222.333/0001-81)')).toBeVisible();

  await openLoggedIn(page, token, '/gerenciarPagamentos');
  await page
    .getByRole('link', { name: /^Baixar PDF do recibo de Webinar/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/documentos/recibo/${gatewayId}$`));
  await expect(page.getByRole('status')).toContainText(`Código de verificação: ${link}`);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^recibo-[0-9A-Z]{5}\.pdf$/);
  expect(
    readFileSync((await file.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expectAccessible(page);
});

test("a member with overdue items is told which; the certificate's code verifies and a forged one does not", async ({
  page,
  request,
}) => {
  const maria = await tokenFor(request, MARIA);
  await openLoggedIn(page, maria, '/documentos');
  await page.getByRole('button', { name: 'Emitir certidão' }).click();
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText(
    'Não é possível emitir a certidão de quitação. Itens vencidos em aberto:',
  );
  await expect(refusal.getByRole('listitem').first()).toContainText(
    /Contribuição mensal \d{2}\/\d{4} \(vencido em/,
  );

  // Nothing overdue: a member of its own (Pedro's terms and annuity are the wallet specs').
  const quite = await createConfirmedMember(request, { firstName: 'Quite' });
  await acceptTerms(request, quite.token);
  await openLoggedIn(page, quite.token, '/documentos');
  await expect(page.getByLabel('Associação')).toHaveValue('428');
  await page.getByRole('button', { name: 'Emitir certidão' }).click();
  const ready = page.getByRole('status').filter({ hasText: 'Certidão emitida' });
  await expect(ready).toBeVisible();
  const code = (await ready.locator('.documents-code').textContent())!;
  expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  await expectAccessible(page);

  await ready.getByRole('link', { name: 'Verificar autenticidade' }).click();
  await expect(page.getByText('Válida', { exact: true })).toBeVisible();
  await expect(page.getByText('Certidão de quitação, emitida pelo sistema Quita.')).toBeVisible();
  await expect(page.getByText(quite.nome)).toBeVisible();
  await expect(page.getByText(`***.${quite.cpf.slice(4, 7)}.${quite.cpf.slice(8, 11)}-**`)).toBeVisible();

  // Logged out, anyone can check: the code typed by hand, then one character changed.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/verificar/${code}`);
  await expect(page.getByText('Válida', { exact: true })).toBeVisible();
  const forged = code.slice(0, -1) + (code.endsWith('Z') ? 'Y' : 'Z');
  await page.getByLabel('Código de verificação').fill(forged);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(new RegExp(`/verificar/${forged}$`));
  await expect(page.getByText('Inválida', { exact: true })).toBeVisible();
  await expect(page.getByText(quite.nome)).toHaveCount(0);
  await expectAccessible(page);
});

test('the carteirinha shows the member and reopens offline once seen; logout forgets it', async ({
  page,
  context,
  request,
}) => {
  const token = await tokenFor(request, MARIA);
  await openLoggedIn(page, token, '/documentos/carteirinha');
  const card = page.getByRole('article', { name: 'Carteirinha Sociedade Demo de Oftalmologia' });
  await expect(card.getByText('Maria Demo Silva')).toBeVisible();
  await expect(card.getByText('Titular')).toBeVisible();
  await expect(card.getByText('01/03/2015')).toBeVisible();
  await expect(card.getByText(`31/12/${new Date().getFullYear()}`)).toBeVisible();
  await expect(card.getByRole('img', { name: /^QR code de verificação / })).toBeVisible();
  const code = (await card.locator('.documents-code').textContent())!;
  await expectAccessible(page);

  // The QR's page says the situation now.
  const check = await page.request.get(`/api/verificar/${code}`);
  expect(await check.json()).toMatchObject({ valid: true, kind: 'carteirinha' });

  // The service worker has the page once it controls it; the device has the data.
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(card.getByText('Maria Demo Silva')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Sem conexão: mostrando a carteirinha salva neste aparelho.')).toBeVisible();
  await expect(card.getByText('Maria Demo Silva')).toBeVisible();
  await expect(card.getByText('Titular')).toBeVisible();
  await expect(card.locator('.documents-code')).toHaveText(code);
  await expect(card.getByRole('img', { name: /^QR code de verificação / })).toBeVisible();
  await context.setOffline(false);

  // Sair clears the copy: the next person on this device finds nothing of Maria's.
  await page.goto('/perfil');
  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('quita:offline:'))),
  ).toEqual([]);
});
