import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { GESTOR_PSI, staffLoginThroughForm } from './support/gestao-staff';

/**
 * Issue 38 item 3: the association sets, per category, the annuity's due day and from which month
 * a member who joins owes next year's annuity. (The duplicate-annuity warning of Cobranças is in
 * gestao-charge-feedback.spec, at the same widths.)
 */
for (const width of [390, 1280]) {
  test(`at ${width} px gestor.psi sets Titular's annuity due day and the month from which new members owe next year's`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await staffLoginThroughForm(page, GESTOR_PSI);
    await expect(page.getByRole('heading', { name: 'Painel', level: 1 })).toBeVisible();
    await page.goto('/gestao/categorias');
    // The screen's code loads on demand: slow on a busy machine.
    await expect(page.getByRole('heading', { name: 'Categorias e anuidades', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    const form = page.getByRole('form', { name: 'Datas da anuidade de Titular' });
    const due = form.getByLabel('Vencimento (dia/mês)');
    const fromMonth = form.getByLabel('Quem entra a partir de, paga a do ano seguinte');
    await expect(due).toHaveValue('31/03');
    await expect(fromMonth).toHaveValue('11');

    await due.fill('31/02');
    await form.getByRole('button', { name: 'Salvar datas' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Informe o dia e o mês do vencimento (DD/MM), uma data que exista todo ano.',
    );

    await due.fill('15/02');
    await fromMonth.selectOption('outubro');
    await form.getByRole('button', { name: 'Salvar datas' }).click();
    await expect(form.getByRole('status')).toHaveText('Datas da anuidade salvas.');
    await expect(page.getByRole('table').getByRole('row', { name: /Titular/ })).toContainText('15/02');
    await form.scrollIntoViewIfNeeded();
    await expectAccessible(page, `/gestao/categorias: annuity dates at ${width}`);
    await page.screenshot({ path: `test-results/annuity-dates-${width}.png` });

    // Back to the defaults, for the specs that follow.
    await page.reload();
    const again = page.getByRole('form', { name: 'Datas da anuidade de Titular' });
    await expect(again).toBeVisible({ timeout: 30_000 });
    await expect(again.getByLabel('Vencimento (dia/mês)')).toHaveValue('15/02');
    await again.getByLabel('Vencimento (dia/mês)').fill('31/03');
    await again.getByLabel('Quem entra a partir de, paga a do ano seguinte').selectOption('novembro');
    await again.getByRole('button', { name: 'Salvar datas' }).click();
    await expect(again.getByRole('status')).toHaveText('Datas da anuidade salvas.');
  });
}
