import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { VerificaAnuidadeResponse } from '../../domain/contract/fluxo';
import { COMMON_MSG } from '../../domain/messages';
import { WALLET_MSG } from '../../domain/wallet-messages';
import { bearer } from './support/gestao-staff';
import { createConfirmedMember, type NewMember } from './support/new-member';
import { nextCode, outboxIds } from './support/outbox';
import { dismissAlert } from './support/registration-form';
import { acceptTerms, openLoggedIn, registerPin } from './support/wallet';

/** Issue 28 item 14: a PIN set while paying (registered, or recovered with the code) is typed twice, never three times. */

async function annuityOf(request: APIRequestContext, member: NewMember): Promise<number> {
  const res = await request.post('/api/fluxo/verificaSePagaAnuidade', {
    headers: bearer(member.token),
    data: { ID_EMITENTE_ML: 428 },
  });
  return ((await res.json()) as VerificaAnuidadeResponse).ID_FLUXO_DE_CAIXA!;
}

/** Types four digits into the PIN boxes under `legend` (the first box takes them all). */
async function typePinIn(page: Page, legend: string, pin: string) {
  await page.getByRole('group', { name: legend }).getByLabel('Dígito 1').click();
  await page.keyboard.type(pin);
}

const pixShown = (page: Page) => page.getByRole('img', { name: 'QR Code do PIX' });
const pinAsked = (page: Page) => page.getByRole('heading', { name: 'Digite seu PIN' });

async function startPaying(page: Page, request: APIRequestContext, member: NewMember) {
  await acceptTerms(request, member.token);
  await openLoggedIn(page, member.token, `/pendenciaFormaPagamento?id=${await annuityOf(request, member)}`);
  await page.getByRole('button', { name: 'Confirmar Transação' }).click();
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the first payment registers the PIN typed twice and pays with it', async ({ page, request }) => {
      const member = await createConfirmedMember(request, { firstName: 'Pinum' });
      await startPaying(page, request, member);
      const created = page.waitForResponse((r) => r.url().endsWith('/api/fluxo/efetuarTransacao'));

      const panel = page.getByRole('form', { name: 'Cadastre seu PIN' });
      await expect(panel).toBeVisible();
      await typePinIn(page, 'Novo PIN', '2468');
      await panel.getByRole('button', { name: 'Continuar' }).click();
      const confirm = page.getByRole('form', { name: 'Confirme seu PIN' });
      await typePinIn(page, 'Repita o PIN', '2468');
      await confirm.getByRole('button', { name: 'Continuar' }).click();
      await dismissAlert(page, COMMON_MSG.pinRegistered);

      expect((await (await created).json()) as { RESULTADO: boolean }).toMatchObject({ RESULTADO: true });
      await expect(pixShown(page)).toBeVisible();
      await expect(pinAsked(page)).toHaveCount(0);
      await page.screenshot({ path: `test-results/pin-once-paid-${width}.png`, fullPage: true });
    });

    test('recovering the PIN while paying asks the new PIN twice, then pays with it', async ({
      page,
      request,
    }) => {
      const member = await createConfirmedMember(request, { firstName: 'Pindois' });
      await registerPin(request, member.token, '1111');
      await startPaying(page, request, member);
      await expect(pinAsked(page)).toBeVisible();
      const before = await outboxIds(request, member.email);
      await page.getByRole('button', { name: 'Esqueci meu PIN' }).click();

      const recovery = page.getByRole('form', { name: 'Recuperar PIN' });
      await expect(recovery).toBeVisible();
      await recovery.getByLabel('Código de verificação').fill(await nextCode(request, member.email, before));
      await typePinIn(page, 'Novo PIN', '1357');
      await typePinIn(page, 'Repita o PIN', '1358');
      await page.screenshot({ path: `test-results/pin-once-recovery-${width}.png`, fullPage: true });
      await recovery.getByRole('button', { name: 'Confirmar' }).click();
      await dismissAlert(page, WALLET_MSG.pinMismatch);

      const created = page.waitForResponse((r) => r.url().endsWith('/api/fluxo/efetuarTransacao'));
      await typePinIn(page, 'Repita o PIN', '1357');
      await recovery.getByRole('button', { name: 'Confirmar' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
      expect((await (await created).json()) as { RESULTADO: boolean }).toMatchObject({ RESULTADO: true });
      await expect(pixShown(page)).toBeVisible();
      await expect(pinAsked(page)).toHaveCount(0);
    });
  });
}
