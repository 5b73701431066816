import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatCpf } from '../../domain/cpf';
import { PIX_KEY_MSG } from '../../domain/pix-key';
import { WITHDRAWAL_MSG } from '../../domain/withdrawal-messages';
import { SANDBOX_REFUSED_PIX_KEY } from '../../server/gateways/payment/sandbox-pix-keys';
import { PURCHASE_DONE } from '../../src/features/purchase/purchase-done-texts';
import { expectAccessible } from './support/a11y';
import { startCongressPurchase } from './support/congress-buyer';
import { FINANCEIRO, openGestaoSection, staffLoginThroughForm } from './support/gestao';
import { createConfirmedMember, type NewMember } from './support/new-member';
import { expectNoSidewaysScroll } from './support/no-sideways-scroll';
import { outbox } from './support/outbox';
import { openLoggedIn } from './support/wallet';

const SHOTS = process.env.E2E_SCREENSHOTS;

/** The congress ticket bought on its public page and paid by boleto (the sandbox's bank pays the slip). */
async function buyByBoleto(page: Page, request: APIRequestContext, buyer: NewMember, email: string) {
  await startCongressPurchase(page, {
    name: 'Bruno Boleto Teste',
    cpf: buyer.cpf,
    celular: buyer.celular,
    email,
  });
  await page.getByText('Boleto', { exact: true }).click();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/access/efetuarTransacaoDireta'));
  await page.getByRole('button', { name: 'Confirmar Transação' }).click();
  const { TRANSACAO } = (await (await created).json()) as { TRANSACAO: { ID_ZOOP_TRANSACAO: string } };
  await expect(page.getByRole('button', { name: 'Acessar Boleto' })).toBeVisible();
  expect((await request.post(`/api/sandbox/boleto/${TRANSACAO.ID_ZOOP_TRANSACAO}/pagar`)).ok()).toBe(true);
}

/** The receipt e-mail's link that opens "Compra concluída" again, as a path. */
async function purchasePathOf(request: APIRequestContext, email: string) {
  let link = '';
  await expect
    .poll(async () => {
      const receipt = (await outbox(request, email)).find((m) => /\/compra\//.test(m.corpo));
      link = /https?:\/\/\S+\/compra\/\S+/.exec(receipt?.corpo ?? '')?.[0] ?? '';
      return link;
    })
    .toContain('/compra/congresso-retina-2027/');
  return new URL(link).pathname;
}

for (const width of [390, 1280]) {
  test(`a boleto ticket is withdrawn from its receipt page; the PSP refuses the key and staff return it by transfer (${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    const buyer = await createConfirmedMember(request, { firstName: 'Boleto' });
    const email = `boleto.desiste.${Date.now().toString(36)}${width}@exemplo.com.br`;
    await buyByBoleto(page, request, buyer, email);

    // The receipt e-mail's link opens "Compra concluída"; its receipt page offers the withdrawal too.
    await page.goto(await purchasePathOf(request, email));
    await expect(page.getByRole('heading', { name: PURCHASE_DONE.title })).toBeVisible();
    const receiptUrl = await page.getByRole('link', { name: PURCHASE_DONE.receipt }).getAttribute('href');
    await page.goto(receiptUrl!);
    const cdc = page.getByRole('region', { name: WITHDRAWAL_MSG.title });
    await expect(cdc).toContainText('Você pode desistir desta compra até');
    await expectNoSidewaysScroll(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/recibo-desistir-${width}.png`, fullPage: true });
    await cdc.getByRole('link', { name: WITHDRAWAL_MSG.button }).click();
    await expect(page.getByRole('heading', { name: PURCHASE_DONE.title })).toBeVisible();

    // "Confirmar desistência" asks for the PIX key the money goes back to, checked before it goes.
    const panel = page.getByRole('region', { name: WITHDRAWAL_MSG.title });
    await panel.getByRole('button', { name: WITHDRAWAL_MSG.button }).click();
    await expect(panel).toContainText(WITHDRAWAL_MSG.how.boleto);
    await panel.getByRole('button', { name: WITHDRAWAL_MSG.confirm }).click();
    await expect(panel.getByRole('alert')).toHaveText(PIX_KEY_MSG.chooseType);
    await panel.getByLabel(PIX_KEY_MSG.typeLabel).selectOption({ label: 'E-mail' });
    await panel.getByLabel(PIX_KEY_MSG.keyLabel).fill('chave@');
    await panel.getByRole('button', { name: WITHDRAWAL_MSG.confirm }).click();
    await expect(panel.getByRole('alert')).toHaveText(PIX_KEY_MSG.invalid.email);
    await expectAccessible(page, 'Compra concluída: chave PIX para devolução');
    await expectNoSidewaysScroll(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/desistir-boleto-chave-${width}.png`, fullPage: true });
    // The sandbox's bank has no such key: the PSP refuses the transfer, the withdrawal stands.
    await panel.getByLabel(PIX_KEY_MSG.keyLabel).fill(SANDBOX_REFUSED_PIX_KEY);
    await panel.getByRole('button', { name: WITHDRAWAL_MSG.confirm }).click();
    await expect(panel.getByRole('status')).toContainText(/a associação vai devolver R\$\s[\d.,]+ por PIX/);
    await expect(
      page.getByRole('region', { name: PURCHASE_DONE.ticket }).getByText('Ingresso cancelado'),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'Compra concluída: desistência de boleto confirmada');

    // Pagamentos: "Devolver por transferência" with the key the buyer gave; staff mark it returned.
    await staffLoginThroughForm(page, FINANCEIRO);
    await openGestaoSection(page, 'Pagamentos');
    await page.getByLabel('Situação', { exact: true }).selectOption('refunded');
    const row = page
      .getByRole('region', { name: 'Transações' })
      .getByRole('row')
      .filter({ hasText: formatCpf(buyer.cpf) });
    await expect(row).toContainText(WITHDRAWAL_MSG.reason);
    await expect(row).toContainText(WITHDRAWAL_MSG.staffToReturn);
    await expect(row).toContainText(`E-mail ${SANDBOX_REFUSED_PIX_KEY}`);
    await expectNoSidewaysScroll(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/pagamentos-devolver-${width}.png`, fullPage: true });
    await row.getByRole('button', { name: new RegExp(`^${WITHDRAWAL_MSG.staffMarkReturned}:`) }).click();
    const dialog = page.getByRole('dialog', { name: WITHDRAWAL_MSG.staffMarkReturned });
    await expect(dialog).toContainText(SANDBOX_REFUSED_PIX_KEY);
    await expectAccessible(page, 'Pagamentos: marcar como devolvido');
    await dialog.getByRole('button', { name: WITHDRAWAL_MSG.staffMarkReturned }).click();
    await expect(
      page.getByRole('status').filter({ hasText: WITHDRAWAL_MSG.staffReturnedDone }),
    ).toBeVisible();
    await expect(row).toContainText('Devolvido por transferência em');
    await expect(row).not.toContainText(SANDBOX_REFUSED_PIX_KEY);
  });

  test(`Meus ingressos: "Desistir da compra" of a ticket paid by boleto, sent back by PIX to the buyer's CPF (${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const buyer = await createConfirmedMember(request, { firstName: 'Ingresso' });
    const email = `ingresso.desiste.${Date.now().toString(36)}${width}@exemplo.com.br`;
    await buyByBoleto(page, request, buyer, email);
    await purchasePathOf(request, email);

    await openLoggedIn(page, buyer.token, '/ingressos');
    await expect(page.getByRole('heading', { name: 'Meus ingressos' })).toBeVisible();
    const panel = page.getByRole('region', { name: WITHDRAWAL_MSG.title });
    await expect(panel).toContainText('Você pode desistir desta compra até');
    await panel.getByRole('button', { name: WITHDRAWAL_MSG.button }).click();
    await expect(panel).toContainText('Desistir da compra? Devolveremos R$');
    // "Manter a compra" changes nothing.
    await panel.getByRole('button', { name: WITHDRAWAL_MSG.keep }).click();
    await expect(panel.getByRole('button', { name: WITHDRAWAL_MSG.confirm })).toHaveCount(0);
    await panel.getByRole('button', { name: WITHDRAWAL_MSG.button }).click();
    await panel.getByLabel(PIX_KEY_MSG.typeLabel).selectOption({ label: 'CPF' });
    await panel.getByLabel(PIX_KEY_MSG.keyLabel).fill(formatCpf(buyer.cpf));
    await expectAccessible(page, 'Meus ingressos: Confirmar desistência');
    await expectNoSidewaysScroll(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/ingressos-desistir-${width}.png`, fullPage: true });
    await panel.getByRole('button', { name: WITHDRAWAL_MSG.confirm }).click();
    // Sent by the PSP at once; the list comes back with the ticket void.
    await expect(panel.getByRole('status')).toContainText(
      /^Desistência confirmada: R\$\s[\d.,]+ enviado por PIX para a chave informada\./,
    );
    await expect(page.getByText('Ingresso cancelado')).toBeVisible();
    await expect(page.getByRole('button', { name: WITHDRAWAL_MSG.button })).toHaveCount(0);
    await expect
      .poll(async () => (await outbox(request, email)).map((m) => m.corpo).join('\n'))
      .toContain(WITHDRAWAL_MSG.emailBoleto.psp);
    await expectNoSidewaysScroll(page);
  });
}
