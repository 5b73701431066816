import { expect, type Page } from '@playwright/test';
import { COMMON_MSG } from '../../../domain/messages';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/**
 * On the demo congress's page, a buyer with an account who does not log in (no password asked)
 * fills the form as Titular and goes on to "Forma de Pagamento".
 */
export async function startCongressPurchase(
  page: Page,
  buyer: { name: string; cpf: string; celular: string; email: string },
) {
  await page.goto('/produto/congresso-retina-2027');
  await field(page, 'Categoria').selectOption({ label: 'Titular' });
  await field(page, 'Nome completo').fill(buyer.name);
  await field(page, 'CPF').fill(buyer.cpf);
  await field(page, 'CPF').blur();
  await field(page, 'Data de nascimento').fill('1990-01-20');
  await field(page, 'CEP').fill('01310-100');
  await expect(field(page, 'Logradouro')).toHaveValue('Avenida Paulista');
  await field(page, 'Número').fill('1000');
  await field(page, 'Celular').fill(buyer.celular);
  await field(page, 'E-mail').fill(buyer.email);
  await expect(field(page, 'Senha')).toHaveCount(0);
  await page.getByRole('button', { name: 'Comprar' }).click();
  await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();
}

/** On the buyer's checkout: the sandbox's approved Visa, paid at once; the success alert closed. */
export async function payBuyerCardInSandbox(page: Page, holder: string) {
  await page.getByText('Cartão de Crédito', { exact: true }).click();
  await field(page, 'Número do cartão').fill('4111 1111 1111 1111');
  await field(page, 'Nome no cartão').fill(holder);
  await field(page, 'Validade (MM/AA)').fill('08/31');
  await field(page, 'CVV').fill('123');
  await page.getByRole('button', { name: 'Confirmar Transação' }).click();
  const paid = page.getByRole('alertdialog');
  // The first payment of a fresh server on a busy machine may take longer than the usual 7 s.
  await expect(paid).toContainText(COMMON_MSG.cardPaid, { timeout: 20_000 });
  await paid.getByRole('button', { name: 'OK' }).click();
}
