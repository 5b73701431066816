import { expect, test } from '@playwright/test';
import type { EfetuarTransacaoResponse } from '../../domain/contract/fluxo';
import { COMMON_MSG } from '../../domain/messages';
import { GESTOR, staffLoginThroughForm } from './support/gestao-staff';
import { brl, memberWithTwoOpenItems, openItemsOf } from './support/open-items';
import { openLoggedIn, typePin } from './support/wallet';

const PIN = '2468';

// A member of each width's own: Pagamentos finds the payment by the member's name.
for (const [width, firstName] of [
  [390, 'Estornada'],
  [1280, 'Reaberta'],
] as const) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });

    test('a PIX of two items refunded with "Reabrir o item para nova cobrança" leaves both open for the member', async ({
      page,
      request,
    }, testInfo) => {
      const description = `Contribuição estornada ${Date.now()}`;
      const { member, open, ours } = await memberWithTwoOpenItems(request, firstName, description, PIN);

      // The member pays both at once by PIX, in the sandbox.
      await openLoggedIn(page, member.token, '/historico');
      const section = page.getByRole('region', { name: 'Em aberto' });
      for (const item of ours) await section.getByRole('checkbox', { name: item.description }).check();
      await section.getByRole('button', { name: 'Pagar selecionados' }).click();
      const created = page.waitForResponse('**/api/fluxo/efetuarTransacao');
      await page.getByRole('button', { name: 'Confirmar Transação' }).click();
      await typePin(page, PIN);
      await page.getByRole('button', { name: 'Continuar' }).click();
      const { TRANSACAO } = (await (await created).json()) as EfetuarTransacaoResponse;
      expect((await request.post(`/api/sandbox/pix/${TRANSACAO!.ID_ZOOP_TRANSACAO}/pagar`)).ok()).toBe(true);
      await expect(page.getByRole('alertdialog')).toContainText(COMMON_MSG.pixPaid);
      expect((await openItemsOf(request, member)).totalCentavos).toBe(open.totalCentavos - 8_500);

      // Staff refund it, reopening the items.
      await page.context().clearCookies();
      await staffLoginThroughForm(page, GESTOR);
      await expect(page).not.toHaveURL(/\/gestao\/login/);
      await page.goto('/gestao/pagamentos');
      await page.getByLabel('Forma', { exact: true }).selectOption('pix');
      const row = page
        .getByRole('region', { name: 'Transações' })
        .getByRole('row')
        .filter({ hasText: member.nome });
      await expect(row).toContainText('R$\u00a085,00');
      await row.getByRole('button', { name: /^Estornar/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Estornar pagamento' });
      await expect(dialog.getByLabel('Reabrir o item para nova cobrança')).toBeChecked();
      await page.screenshot({ path: testInfo.outputPath(`estorno-${width}.png`) });
      await dialog.getByRole('button', { name: 'Confirmar estorno' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(row).toContainText('Estornado');

      // Both items are open again: "Em aberto" lists them and its total counts them.
      const after = await openItemsOf(request, member);
      expect(after.items.filter((item) => item.description.startsWith(description))).toHaveLength(2);
      expect(after.totalCentavos).toBe(open.totalCentavos);
      await openLoggedIn(page, member.token, '/historico');
      const reopened = page.getByRole('region', { name: 'Em aberto' });
      for (const item of ours)
        await expect(reopened.getByRole('checkbox', { name: item.description })).not.toBeChecked();
      await expect(reopened.getByText(/^Total em aberto:/)).toHaveText(brl(open.totalCentavos));
      await page.screenshot({ path: testInfo.outputPath(`em-aberto-${width}.png`), fullPage: true });
    });
  });
}
