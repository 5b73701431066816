import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { GESTOR, staffLoginThroughForm } from './support/gestao';
import { outbox } from './support/outbox';
import { memberWithPixPayment } from './support/pix-paid-member';
import { acceptTerms, openLoggedIn } from './support/wallet';

const SHOTS = process.env.E2E_SCREENSHOTS;
// domain/refund-texts.ts's texts (it imports dayjs, which Playwright's loader does not resolve).
const REFUND_TEXT = { badge: 'Estornado', done: 'Estorno realizado', emailSubject: 'Pagamento estornado' };
/** DD/MM/AAAA in São Paulo. */
const formatDisplayDate = (d: Date) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(d);

test('a refund: staff see "Estorno realizado", the member keeps the payment marked, with an e-mail and the receipt saying so', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const description = `Anuidade estornada E2E ${Date.now().toString(36)}`;
  const { member } = await memberWithPixPayment(request, description);
  const today = formatDisplayDate(new Date());

  // Staff, at 1280 px: "Confirmar estorno", then the message and the row as refunded.
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffLoginThroughForm(page, GESTOR);
  await page.goto('/gestao/pagamentos');
  await page.getByLabel('Forma', { exact: true }).selectOption('pix');
  const row = page
    .getByRole('region', { name: 'Transações' })
    .getByRole('row')
    .filter({ hasText: description });
  await row.getByRole('button', { name: /^Estornar/ }).click();
  await page
    .getByRole('dialog', { name: 'Estornar pagamento' })
    .getByRole('button', { name: 'Confirmar estorno' })
    .click();
  const done = page.getByRole('status').filter({ hasText: REFUND_TEXT.done });
  await expect(done).toContainText(`Estorno realizado: R$\u00a0250,00 devolvido a ${member.nome}.`);
  await expect(done).toBeFocused();
  await expect(row).toContainText(`Estornado em ${today}`);
  // The Líquido column no longer shows money that went back.
  await expect(row.getByRole('cell').nth(6)).toHaveText(`Estornado em ${today} · R$\u00a0250,00`);
  await expect(row.getByRole('button', { name: /^Estornar/ })).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/estorno-gestao-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(done).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/estorno-gestao-390.png` });

  // The member is told by e-mail.
  await expect
    .poll(
      async () =>
        (await outbox(request, member.email)).find((m) => m.assunto === REFUND_TEXT.emailSubject)?.corpo,
    )
    .toContain(`O pagamento de "${description}"`);

  // The member, at 390 px: "Gerenciar pagamentos" keeps it, marked, and its receipt says so.
  await acceptTerms(request, member.token);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const app = await phone.newPage();
  await openLoggedIn(app, member.token, '/gerenciarPagamentos');
  const payment = app.getByRole('listitem').filter({ hasText: description });
  await expect(payment).toContainText(REFUND_TEXT.badge);
  await expect(payment).toContainText(`Estornado em ${today} · R$\u00a0250,00`);
  await expectAccessible(app, '/gerenciarPagamentos (estornado)');
  if (SHOTS) await app.screenshot({ path: `${SHOTS}/estorno-membro-390.png`, fullPage: true });
  await payment.getByRole('button', { name: /^Ver recibo/ }).click();
  const receipt = app.frameLocator('iframe');
  await expect(receipt.getByRole('heading', { name: 'Recibo de pagamento (estornado)' })).toBeVisible();
  await expect(receipt.getByText(`Pagamento estornado em ${today}`)).toBeVisible();
  if (SHOTS) await app.screenshot({ path: `${SHOTS}/estorno-recibo-390.png`, fullPage: true });
  await app.setViewportSize({ width: 1280, height: 900 });
  if (SHOTS) await app.screenshot({ path: `${SHOTS}/estorno-recibo-1280.png`, fullPage: true });

  // Histórico: staff reopened the item, so it is in "Em aberto" again, saying it was refunded.
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await app.setViewportSize(viewport);
    await app.goto('/historico');
    const open = app
      .getByRole('region', { name: 'Em aberto' })
      .getByRole('listitem')
      .filter({ hasText: description });
    await expect(open.getByRole('checkbox', { name: new RegExp(description) })).toBeVisible();
    await expect(open).toContainText(REFUND_TEXT.badge);
    await expect(open).toContainText(`Estornado em ${today} · R$\u00a0250,00`);
    await expectAccessible(app, `/historico (estornado, ${viewport.width} px)`);
    if (SHOTS)
      await app.screenshot({ path: `${SHOTS}/estorno-historico-${viewport.width}.png`, fullPage: true });
  }
  await phone.close();
});
