import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { createConfirmedMember } from './support/new-member';
import { openLoggedIn, savedCards } from './support/wallet';

/** Issue 17 item 2: a saved card can be removed from /gerenciarPagamentos#cartoes. */
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function saveCard(request: APIRequestContext, token: string, number: string, name: string) {
  const res = await request.post('/api/emitente/salvarCartao', {
    headers: auth(token),
    data: {
      NUMERO_CARTAO: number,
      NOME_CARTAO: name,
      MES_EXPIRACAO: 12,
      ANO_EXPIRACAO: 2035,
      CODIGO_SEGURANCA: '123',
    },
  });
  expect(((await res.json()) as { RESULTADO: boolean }).RESULTADO).toBe(true);
}

test('removing the main card asks first, then the other card becomes main; removing it leaves none', async ({
  page,
  request,
}) => {
  const who = await createConfirmedMember(request, { firstName: 'Cartoes' });
  await saveCard(request, who.token, '4111111111111111', 'CARTAO VISA');
  await saveCard(request, who.token, '5555555555554444', 'CARTAO MASTER');

  await openLoggedIn(page, who.token, '/gerenciarPagamentos');
  const cards = page.locator('#cartoes').getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('•••• 1111');
  await expect(cards.first()).toContainText('Principal');

  await page.getByRole('button', { name: 'Remover o cartão final 1111' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remover cartão' });
  await expect(dialog).toContainText('Remover o cartão Visa final 1111?');
  await expect(dialog).toContainText('O próximo cartão salvo passará a ser o principal.');
  await expectAccessible(page, 'remove card: confirmation');
  // Cancelar keeps the card.
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(cards).toHaveCount(2);

  await page.getByRole('button', { name: 'Remover o cartão final 1111' }).click();
  await dialog.getByRole('button', { name: 'Remover', exact: true }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Cartão removido com sucesso.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('•••• 4444');
  await expect(cards.first()).toContainText('Principal');
  expect(await savedCards(request, who.token)).toMatchObject([{ NUMERO_CARTAO: '4444', PRINCIPAL: 1 }]);

  await page.getByRole('button', { name: 'Remover o cartão final 4444' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remover', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Você ainda não tem cartões salvos.')).toBeVisible();
  expect(await savedCards(request, who.token)).toEqual([]);
});
