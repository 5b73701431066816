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

for (const width of [390, 1280]) {
  test(`a refund at ${width} px: staff see "Estorno realizado", the member's open Histórico updates by itself, she keeps the payment marked, with an e-mail and the receipt saying so`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const viewport = { width, height: width === 390 ? 844 : 900 };
    const description = `Anuidade estornada E2E ${width} ${Date.now().toString(36)}`;
    const { member } = await memberWithPixPayment(request, description);
    const today = formatDisplayDate(new Date());

    // The member has Histórico open (paid, so not in "Em aberto") while staff refund it elsewhere.
    await acceptTerms(request, member.token);
    const phone = await browser.newContext({ viewport });
    const app = await phone.newPage();
    await openLoggedIn(app, member.token, '/historico');
    const open = app
      .getByRole('region', { name: 'Em aberto' })
      .getByRole('listitem')
      .filter({ hasText: description });
    await expect(app.getByRole('heading', { name: 'Histórico' })).toBeVisible();
    await expect(open).toHaveCount(0);

    // Staff: "Confirmar estorno", then the message where they look and the row as refunded.
    await page.setViewportSize(viewport);
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
    await expect(done).toBeInViewport();
    await expect(row).toContainText(`Estornado em ${today}`);
    // The Líquido column no longer shows money that went back.
    await expect(row.getByRole('cell').nth(6)).toHaveText(`Estornado em ${today} · R$\u00a0250,00`);
    await expect(row.getByRole('button', { name: /^Estornar/ })).toHaveCount(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/estorno-gestao-${width}.png`, fullPage: true });

    // The member is told by e-mail.
    await expect
      .poll(
        async () =>
          (await outbox(request, member.email)).find((m) => m.assunto === REFUND_TEXT.emailSubject)?.corpo,
      )
      .toContain(`O pagamento de "${description}"`);

    // Her Histórico, never reloaded: staff reopened the item, so it is in "Em aberto" again, refunded.
    await expect(open.getByRole('checkbox', { name: new RegExp(description) })).toBeVisible({
      timeout: 15_000,
    });
    await expect(open).toContainText(REFUND_TEXT.badge);
    await expect(open).toContainText(`Estornado em ${today} · R$\u00a0250,00`);
    await expectAccessible(app, `/historico (estornado, ${width} px)`);
    if (SHOTS) await app.screenshot({ path: `${SHOTS}/estorno-historico-${width}.png`, fullPage: true });

    // "Gerenciar pagamentos" keeps it, marked, and its receipt says so.
    await app.goto('/gerenciarPagamentos');
    const payment = app.getByRole('listitem').filter({ hasText: description });
    await expect(payment).toContainText(REFUND_TEXT.badge);
    await expect(payment).toContainText(`Estornado em ${today} · R$\u00a0250,00`);
    await expectAccessible(app, `/gerenciarPagamentos (estornado, ${width} px)`);
    if (SHOTS) await app.screenshot({ path: `${SHOTS}/estorno-membro-${width}.png`, fullPage: true });
    await payment.getByRole('button', { name: /^Ver recibo/ }).click();
    const receipt = app.frameLocator('iframe');
    await expect(receipt.getByRole('heading', { name: 'Recibo de pagamento (estornado)' })).toBeVisible();
    await expect(receipt.getByText(`Pagamento estornado em ${today}`)).toBeVisible();
    if (SHOTS) await app.screenshot({ path: `${SHOTS}/estorno-recibo-${width}.png`, fullPage: true });
    await phone.close();
  });
}
