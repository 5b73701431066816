import { expect, test } from '@playwright/test';
import { GESTOR, staffLoginThroughForm } from './support/gestao';

const dayFromNow = (n: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + n * 86_400_000),
  );

for (const width of [390, 1280]) {
  test(`at ${width} px: a repeated charge asks first; Cancelar says "Item cancelado."`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const description = `Repetida E2E ${width} ${Date.now() % 100_000}`;
    const due = dayFromNow(9);
    await staffLoginThroughForm(page, GESTOR);
    await page.goto('/gestao/cobrancas');
    const form = page.getByRole('form', { name: 'Nova cobrança' });
    const chargeMaria = async () => {
      await form.getByLabel('Um membro').check();
      await form.getByLabel('Buscar membro (nome ou CPF)').fill('Maria Demo');
      await form.getByRole('button', { name: /Maria Demo Silva/ }).click();
      await form.getByLabel('Anuidade (um vencimento)').check();
      await form.getByLabel('Vencimento', { exact: true }).fill(due);
      await form.getByLabel('Descrição').fill(description);
      await form.getByLabel('Valor (R$) — Titular').fill('40,00');
      await form.getByRole('button', { name: 'Ver prévia' }).click();
    };
    await chargeMaria();
    // Maria has this year's annuity: the preview warns of a duplicate annuity (issue 38 item 3).
    const annuityWarning = form.getByText(/^Anuidade duplicada: já há \d+ anuidades? do mesmo ano/);
    await expect(annuityWarning).toBeVisible();
    await expect(form.getByText(/^Maria Demo Silva — Anuidade \d{4} - Titular, vence/)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Confirmar cobrança' })).toHaveCount(0);
    await annuityWarning.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/annuity-duplicate-${width}.png` });
    await form.getByRole('button', { name: 'Criar mesmo assim' }).click();
    await expect(page.getByText(/Cobrança criada/)).toBeVisible();
    await page.getByRole('button', { name: 'Nova cobrança' }).click();

    await chargeMaria();
    await expect(
      form.getByText('Já existe 1 item em aberto com o mesmo membro, descrição e vencimento:'),
    ).toBeVisible();
    const [y, m, d] = due.split('-');
    // Named twice: among the open items it repeats, and among the annuities (the first charge is one).
    await expect(form.getByText(`Maria Demo Silva — ${description}, vence ${d}/${m}/${y}`)).toHaveCount(2);
    await expect(
      form.getByText(`Maria Demo Silva — ${description}, vence ${d}/${m}/${y}`).last(),
    ).toBeVisible();
    await expect(form.getByRole('button', { name: 'Confirmar cobrança' })).toHaveCount(0);
    await form.getByText('Já existe 1 item').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/charge-duplicates-${width}.png` });
    await form.getByRole('button', { name: 'Criar mesmo assim' }).click();
    await expect(page.getByText(/Cobrança criada: 1 item/)).toBeVisible();

    await page.getByLabel('Vencimento de').fill(due);
    await page.getByLabel('Vencimento até').fill(due);
    const rows = page
      .getByRole('region', { name: 'Itens de cobrança' })
      .getByRole('row')
      .filter({ hasText: description });
    await expect(rows).toHaveCount(2);
    for (const left of [1, 0]) {
      await rows
        .first()
        .getByRole('button', { name: /^Cancelar/ })
        .click();
      // The next action took the stale "Cobrança criada" away.
      await expect(page.getByText(/Cobrança criada/)).toHaveCount(0);
      const dialog = page.getByRole('dialog', { name: 'Cancelar item' });
      await dialog.getByLabel('Motivo do cancelamento').fill('Lançado em dobro');
      await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
      await expect(page.getByText('Item cancelado.')).toBeVisible();
      await expect(rows).toHaveCount(left);
    }
    await page.screenshot({ path: `test-results/charge-cancelled-${width}.png` });
  });
}
