import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Fluxo, ListarFluxosResponse } from '../../../domain/contract/fluxo';
import { COMMON_MSG } from '../../../domain/messages';
import { dismissAlert } from './registration-form';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Opens a member screen already logged in, through the ?token= address of SPEC §2. */
export async function openLoggedIn(page: Page, token: string, path = '/') {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`);
}

/** Accepts the privacy terms through the API, so that Home's terms modal stays closed. */
export async function acceptTerms(request: APIRequestContext, token: string) {
  const res = await request.post('/api/emitente/aceitarTermos', { headers: auth(token) });
  if (!res.ok()) throw new Error(`aceitarTermos failed: ${res.status()}`);
}

/** The member's first unpaid item (oldest due first), whatever earlier tests already paid. */
export async function firstPendingItem(request: APIRequestContext, token: string): Promise<Fluxo> {
  // A wide window (any time zone) reaching every overdue item.
  const from = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
  const res = await request.post('/api/fluxo/listarFluxos', {
    headers: auth(token),
    data: { DATA_INICIAL: from, SITUACAO: 'pendente' },
  });
  const months = (await res.json()) as ListarFluxosResponse;
  const item = months.flatMap((m) => m.FLUXOS)[0];
  if (!item) throw new Error('no pending item left');
  return item;
}

/** Registers a member's PIN through the API (the panel on Home has its own test). */
export async function registerPin(request: APIRequestContext, token: string, pin: string) {
  const res = await request.post('/api/emitente/cadastrarPIN', { headers: auth(token), data: { PIN: pin } });
  expect(await res.json()).toMatchObject({ RESULTADO: true });
}

/** The id of a product of the member's store, by its public hash. */
export async function storeProductId(request: APIRequestContext, token: string, productHash: string) {
  const products = (await (
    await request.get('/api/projeto/listarProdutosLoja', { headers: auth(token) })
  ).json()) as { ID_PROJETO: number; PROJETO_WEB: { HASH: string } }[];
  const product = products.find((p) => p.PROJETO_WEB.HASH === productHash);
  expect(product, productHash).toBeDefined();
  return product!.ID_PROJETO;
}
/** A store product put on the member's dues (incluirFluxoProjeto): an item of their own to pay. */
export async function storeItemFor(request: APIRequestContext, token: string, productHash: string) {
  const created = await request.post('/api/fluxo/incluirFluxoProjeto', {
    headers: auth(token),
    data: { ID_PROJETO: await storeProductId(request, token, productHash) },
  });
  return ((await created.json()) as { ID_FLUXO_DE_CAIXA: number }).ID_FLUXO_DE_CAIXA;
}

/** The member's saved cards. */
export async function savedCards(request: APIRequestContext, token: string) {
  const res = await request.get('/api/emitente/listarCartoes', { headers: auth(token) });
  return (await res.json()) as { NUMERO_CARTAO: string; PRINCIPAL: number }[];
}

/** On the payment screen: Boleto, Confirmar Transação, the PIN; the boleto the server answered. */
export async function issueBoleto(page: Page, pin: string) {
  await page.getByRole('radio', { name: /Boleto/ }).check();
  const generated = page.waitForResponse((r) => r.url().endsWith('/api/fluxo/efetuarTransacao'));
  await page.getByRole('button', { name: 'Confirmar Transação' }).click();
  await typePin(page, pin);
  await page.getByRole('button', { name: 'Continuar' }).click();
  const { TRANSACAO } = (await (await generated).json()) as {
    TRANSACAO: { HASH: string; BOLETO_CODIGO_BARRA: string };
  };
  return TRANSACAO;
}

/** Types the PIN into the four boxes (each digit moves to the next box). */
export async function typePin(page: Page, pin: string) {
  await page.getByLabel('Dígito 1').click();
  await page.keyboard.type(pin);
}

/** Types the new PIN twice, as the payment asks a member who has none. */
export async function registerPinWhilePaying(page: Page, pin: string) {
  await typeNewPinTwice(page, pin);
  await dismissAlert(page, COMMON_MSG.pinRegistered);
}

/** The payment's "Cadastre seu PIN" then "Confirme seu PIN", up to the alert that says it is done. */
export async function typeNewPinTwice(page: Page, pin: string) {
  const panel = page.getByRole('form', { name: 'Cadastre seu PIN' });
  await expect(panel).toBeVisible();
  await typePin(page, pin);
  await panel.getByRole('button', { name: 'Continuar' }).click();
  const confirm = page.getByRole('form', { name: 'Confirme seu PIN' });
  await expect(confirm).toBeVisible();
  await typePin(page, pin);
  await confirm.getByRole('button', { name: 'Continuar' }).click();
}

export const CARD_APPROVED = '4111 1111 1111 1111';
export const CARD_DECLINED = '4000 0000 0000 0002';
export const CARD_LUHN_INVALID = '4111 1111 1111 1112';
export const CARD_MASTER = '5555 5555 5555 4444';

/** Fills the shared CardFields (number, name, MM/AA expiry, CVV). */
export async function fillCard(page: Page, number: string) {
  const field = page.getByLabel('Número do cartão');
  await field.fill('');
  await field.pressSequentially(number.replace(/\s/g, ''));
  await page.getByLabel('Nome no cartão').fill('MARIA D SILVA');
  await page.getByLabel('Validade').fill('12/30');
  await page.getByLabel('CVV').fill('123');
}

/** Home's Sair (beside Pagar) asks first: "Sair da conta?", then Sair. */
export async function logoutFromHome(page: Page) {
  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Sair da conta?' })
    .getByRole('button', { name: 'Sair', exact: true })
    .click();
}
