import { expect, test } from '@playwright/test';
import { CATEGORY_CHANGE_TEXT } from '../../domain/gestao-members-messages';
import { expectAccessible } from './support/a11y';
import { GESTOR, staffLoginThroughForm } from './support/gestao';
import { bearer, staffToken } from './support/gestao-staff';
import { createConfirmedMember } from './support/new-member';
import { acceptTerms, openLoggedIn } from './support/wallet';

/**
 * Issue 28 item 4: "Alterar categoria" dated in the future was applied at once, with no
 * confirmation nor message, and moved the membership's start to the change date. Now the start
 * stays, the change is confirmed, then scheduled for its day, and the history shows it.
 */
const saoPauloToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const display = (day: string) => day.split('-').reverse().join('/');

for (const width of [390, 1280]) {
  test(`a category change dated next 1 January is confirmed, scheduled and listed; the start stays (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const member = await createConfirmedMember(request, { firstName: `Categoria${width}` });
    const headers = bearer(await staffToken(request, GESTOR));
    const found = await request.get('/api/gestao/charges/members', { params: { q: member.nome }, headers });
    const [who] = ((await found.json()) as { members: { memberId: number }[] }).members;
    const today = saoPauloToday();
    const newYear = `${Number(today.slice(0, 4)) + 1}-01-01`;
    const dayBefore = `${today.slice(0, 4)}-12-31`;

    await staffLoginThroughForm(page, GESTOR);
    await page.goto(`/gestao/membros/${who!.memberId}`);
    await expect(page.getByRole('heading', { name: member.nome, level: 1 })).toBeVisible();
    const since = page.getByText('Membro desde').locator('xpath=following-sibling::dd[1]');
    await expect(since).toHaveText(display(today));

    await page.getByLabel('Nova categoria').selectOption({ label: 'Residente ou Fellow' });
    await page.getByLabel('A partir de').fill(newYear);
    await page.getByRole('button', { name: 'Alterar categoria' }).click();

    // The confirmation says what will happen and when; Voltar changes nothing.
    const dialog = page.getByRole('dialog', { name: 'Alterar categoria' });
    const confirmation = CATEGORY_CHANGE_TEXT.confirmScheduled(
      member.nome,
      'Titular',
      'Residente ou Fellow',
      display(newYear),
    );
    await expect(dialog).toContainText(confirmation);
    await dialog.getByRole('button', { name: 'Voltar' }).click();
    await expect(dialog).toHaveCount(0);
    const history = page.getByRole('region', { name: 'Histórico de categorias' });
    await expect(history.getByRole('row')).toHaveCount(2);

    await page.getByRole('button', { name: 'Alterar categoria' }).click();
    await expect(dialog).toContainText(confirmation);
    await page.screenshot({ path: `test-results/categoria-confirmacao-${width}.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'Confirmar' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Mudança agendada' })).toHaveText(
      CATEGORY_CHANGE_TEXT.scheduled('Residente ou Fellow', display(newYear)),
    );
    const category = page.getByText('Categoria', { exact: true }).locator('xpath=following-sibling::dd[1]');
    await expect(category).toHaveText('Titular');
    await expect(since).toHaveText(display(today));
    const rows = history.getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toHaveText(`Titular${display(today)}${display(dayBefore)}`);
    await expect(rows.nth(2)).toHaveText(`Residente ou Fellow (agendada)${display(newYear)}—`);
    await expectAccessible(page, '/gestao/membros/:memberId: categoria agendada');
    await page.screenshot({ path: `test-results/categoria-historico-${width}.png`, fullPage: true });

    // The member's card still says since when they are a member, in the category they have today.
    await acceptTerms(request, member.token);
    await openLoggedIn(page, member.token, '/documentos/carteirinha');
    const card = page.getByRole('article', { name: /^Carteirinha / });
    await expect(card).toContainText(`Membro desde${display(today)}`);
    await expect(card).toContainText('CategoriaTitular');
  });
}
