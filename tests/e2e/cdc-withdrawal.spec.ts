import { expect, test } from '@playwright/test';
import { formatCpf } from '../../domain/cpf';
import { WITHDRAWAL_MSG } from '../../domain/withdrawal-messages';
import { PURCHASE_DONE } from '../../src/features/purchase/purchase-done-texts';
import { expectAccessible } from './support/a11y';
import { payBuyerPixInSandbox } from './support/buyer-pix';
import { payBuyerCardInSandbox, startCongressPurchase } from './support/congress-buyer';
import { FINANCEIRO, openGestaoSection, staffLoginThroughForm } from './support/gestao';
import { createConfirmedMember } from './support/new-member';
import { expectNoSidewaysScroll } from './support/no-sideways-scroll';
import { outbox } from './support/outbox';

for (const width of [390, 1280]) {
  for (const method of ['card', 'pix'] as const) {
    test(`a buyer withdraws a congress ticket paid by ${method} within 7 days and Pagamentos says why (${width} px)`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const buyer = await createConfirmedMember(request, { firstName: 'Desistente' });
      const email = `desiste.${method}.${Date.now().toString(36)}${width}@exemplo.com.br`;
      await startCongressPurchase(page, {
        name: 'Denise Desistente Teste',
        cpf: buyer.cpf,
        celular: buyer.celular,
        email,
      });
      if (method === 'card') await payBuyerCardInSandbox(page, 'DENISE D TESTE');
      else await payBuyerPixInSandbox(page, request);

      await expect(page.getByRole('heading', { name: PURCHASE_DONE.title })).toBeVisible();
      const ticket = page.getByRole('region', { name: PURCHASE_DONE.ticket });
      await expect(ticket.locator('.ticket-code strong')).toBeVisible();
      const panel = page.getByRole('region', { name: WITHDRAWAL_MSG.title });
      await expect(panel).toContainText('Você pode desistir desta compra até');
      await expect(panel).toContainText('(7 dias depois do pagamento)');

      // The button asks first; "Manter a compra" changes nothing.
      await panel.getByRole('button', { name: WITHDRAWAL_MSG.button }).click();
      await expect(panel).toContainText('Desistir da compra? Devolveremos R$');
      await expect(panel).toContainText(WITHDRAWAL_MSG.how[method]);
      await expectAccessible(page, 'Compra concluída: Confirmar desistência');
      await panel.getByRole('button', { name: WITHDRAWAL_MSG.keep }).click();
      await expect(panel.getByRole('button', { name: WITHDRAWAL_MSG.confirm })).toHaveCount(0);

      await panel.getByRole('button', { name: WITHDRAWAL_MSG.button }).click();
      await panel.getByRole('button', { name: WITHDRAWAL_MSG.confirm }).click();
      await expect(panel.getByRole('status')).toContainText(
        /^Desistência confirmada: R\$\s[\d.,]+ devolvido\./,
      );
      await expect(panel.getByRole('status')).toContainText(WITHDRAWAL_MSG.how[method]);
      // The ticket is void on screen too.
      await expect(ticket.getByText('Ingresso cancelado')).toBeVisible();
      await expect(panel.getByRole('button', { name: WITHDRAWAL_MSG.button })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, 'Compra concluída: desistência confirmada');

      // The buyer is told by e-mail.
      await expect
        .poll(async () => (await outbox(request, email)).map((m) => m.assunto))
        .toContain(WITHDRAWAL_MSG.emailSubject);

      // The receipt e-mail's link opens "Compra concluída" again: withdrawn, no button.
      const receipt = (await outbox(request, email)).find((m) => /\/compra\//.test(m.corpo));
      const link = /https?:\/\/\S+\/compra\/\S+/.exec(receipt?.corpo ?? '')?.[0] ?? '';
      expect(link).toContain('/compra/congresso-retina-2027/');
      await page.goto(new URL(link).pathname);
      await expect(page.getByRole('heading', { name: PURCHASE_DONE.title })).toBeVisible();
      await expect(page.getByRole('region', { name: WITHDRAWAL_MSG.title })).toContainText(
        'Você desistiu desta compra em',
      );
      await expect(page.getByRole('button', { name: WITHDRAWAL_MSG.button })).toHaveCount(0);

      // Pagamentos: the payment refunded, and why.
      await staffLoginThroughForm(page, FINANCEIRO);
      await openGestaoSection(page, 'Pagamentos');
      await expect(page.getByRole('heading', { name: 'Pagamentos', level: 1 })).toBeVisible();
      await page.getByLabel('Situação', { exact: true }).selectOption('refunded');
      const row = page
        .getByRole('region', { name: 'Transações' })
        .getByRole('row')
        .filter({ hasText: formatCpf(buyer.cpf) });
      await expect(row).toContainText('Estornado');
      await expect(row).toContainText(WITHDRAWAL_MSG.reason);
    });
  }
}
