import { expect, test, type Page } from '@playwright/test';
import { LATE_PAYMENT_MESSAGES } from '../../domain/gestao-late-payment';
import { expectAccessible } from './support/a11y';
import { bearer, GESTOR, GESTOR_PSI, staffLoginThroughForm, staffToken } from './support/gestao-staff';
import { openGestaoSection } from './support/gestao';

const form = (page: Page) => page.getByRole('form', { name: 'Multa e juros' });

async function saveRates(page: Page, fine: string, interest: string) {
  await form(page).getByLabel('Multa por atraso (%)').fill(fine);
  await form(page).getByLabel('Juros ao mês (%)').fill(interest);
  await form(page).getByRole('button', { name: 'Salvar' }).click();
}

async function openCategories(page: Page, email: string) {
  await staffLoginThroughForm(page, email);
  await expect(page.getByRole('heading', { name: 'Painel', level: 1 })).toBeVisible();
  await openGestaoSection(page, 'Categorias e anuidades');
  await expect(page.getByRole('heading', { name: 'Multa e juros' })).toBeVisible();
}

test('gestor sets the fine (at most 2 %) and the monthly interest of 428 under Categorias e anuidades; 1024839 keeps its own', async ({
  page,
  request,
}) => {
  try {
    await openCategories(page, GESTOR);
    await expect(form(page).getByLabel('Multa por atraso (%)')).toHaveValue('2');
    await expect(form(page).getByLabel('Juros ao mês (%)')).toHaveValue('1');
    await expectAccessible(page, '/gestao/categorias (Multa e juros)');

    await saveRates(page, '2,5', '1');
    await expect(form(page).getByRole('alert')).toHaveText(LATE_PAYMENT_MESSAGES.fineAboveCeiling);
    await saveRates(page, '1,5', '12');
    await expect(form(page).getByRole('alert')).toHaveText(LATE_PAYMENT_MESSAGES.interestInvalid);

    await saveRates(page, '1,5', '0,5');
    await expect(form(page).getByRole('status')).toHaveText(LATE_PAYMENT_MESSAGES.saved);
    await page.reload();
    await expect(form(page).getByLabel('Multa por atraso (%)')).toHaveValue('1,5');
    await expect(form(page).getByLabel('Juros ao mês (%)')).toHaveValue('0,5');

    await page.getByRole('button', { name: 'Sair' }).click();
    await openCategories(page, GESTOR_PSI);
    await expect(form(page).getByLabel('Multa por atraso (%)')).toHaveValue('2');
    await expect(form(page).getByLabel('Juros ao mês (%)')).toHaveValue('1');
  } finally {
    // The other specs price 428's overdue items with its defaults.
    const res = await request.put('/api/gestao/late-payment', {
      headers: bearer(await staffToken(request, GESTOR)),
      data: { lateFineBps: 200, monthlyInterestBps: 100 },
    });
    expect(res.ok()).toBe(true);
  }
});
