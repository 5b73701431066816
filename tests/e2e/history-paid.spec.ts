import { expect, test } from '@playwright/test';
import type { EfetuarTransacaoResponse } from '../../domain/contract/fluxo';
import { COMMON_MSG } from '../../domain/messages';
import { expectAccessible } from './support/a11y';
import { bearer, GESTOR, staffToken } from './support/gestao-staff';
import { createConfirmedMember } from './support/new-member';
import { acceptTerms, openLoggedIn, registerPin, typePin } from './support/wallet';

/**
 * Issue 28 item 5: a contribution paid today but due next month showed in no tab of Histórico.
 * A paid item belongs to the period of its payment date.
 */
const PIN = '1357';

/** Today in São Paulo plus some days, YYYY-MM-DD. */
const saoPauloDay = (plusDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + plusDays * 86_400_000),
  );
const display = (day: string) => day.split('-').reverse().join('/');

for (const width of [390, 1280]) {
  test(`an item paid today but due in 40 days is in the 30-day history (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const member = await createConfirmedMember(request, { firstName: `Adiantada${width}` });
    const description = `Contribuição adiantada ${width} ${Date.now()}`;
    const dueDay = saoPauloDay(40);
    const headers = bearer(await staffToken(request, GESTOR));
    const found = await request.get('/api/gestao/charges/members', { params: { q: member.nome }, headers });
    const [who] = ((await found.json()) as { members: { memberId: number; categoryId: number }[] }).members;
    const billed = await request.post('/api/gestao/charges', {
      headers: { ...headers, 'idempotency-key': `historico-${width}-${Date.now()}` },
      data: {
        target: { kind: 'member', memberId: who!.memberId },
        schedule: { kind: 'monthly', firstDueDate: dueDay, months: 1 },
        description,
        amounts: [{ categoryId: who!.categoryId, amountCentavos: 4_250 }],
      },
    });
    expect(billed.ok(), await billed.text()).toBe(true);
    await registerPin(request, member.token, PIN);
    await acceptTerms(request, member.token);

    // Before paying, it is due in the future: no period of the history has it.
    await openLoggedIn(page, member.token, '/historico');
    const panel = page.getByRole('tabpanel');
    await expect(page.getByRole('tab', { name: '30 dias' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByText(/Nenhum lançamento neste período\.|Vencimento/).first()).toBeVisible();
    await expect(panel.getByText(description)).toHaveCount(0);

    const section = page.getByRole('region', { name: 'Em aberto' });
    await section.getByRole('checkbox', { name: new RegExp(description) }).check();
    await section.getByRole('button', { name: 'Pagar selecionados' }).click();
    const created = page.waitForResponse('**/api/fluxo/efetuarTransacao');
    await page.getByRole('button', { name: 'Confirmar Transação' }).click();
    await typePin(page, PIN);
    await page.getByRole('button', { name: 'Continuar' }).click();
    const { TRANSACAO } = (await (await created).json()) as EfetuarTransacaoResponse;
    expect((await request.post(`/api/sandbox/pix/${TRANSACAO!.ID_ZOOP_TRANSACAO}/pagar`)).ok()).toBe(true);
    await expect(page.getByRole('alertdialog')).toContainText(COMMON_MSG.pixPaid);

    await openLoggedIn(page, member.token, '/historico');
    const row = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: description });
    await expect(row).toBeVisible();
    await expect(row).toContainText(`Vencimento ${display(dueDay)}`);
    await expect(row).toContainText(`Pago em ${display(saoPauloDay(0))}`);
    await expect(row.getByText('Pago', { exact: true })).toBeVisible();
    await expectAccessible(page, `/historico: pago hoje (${width} px)`);
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/historico-pago-${width}.png`, fullPage: true });

    for (const days of [60, 360]) {
      await page.getByRole('tab', { name: `${days} dias`, exact: true }).click();
      await expect(page.getByRole('tabpanel').getByText(description)).toBeVisible();
    }
  });
}
