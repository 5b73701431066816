import { expect, test } from '@playwright/test';
import type { EfetuarTransacaoResponse, PendenciaTotalResponse } from '../../domain/contract/fluxo';
import type { OpenItems } from '../../domain/contract/open-items';
import { COMMON_MSG } from '../../domain/messages';
import { expectAccessible } from './support/a11y';
import { bearer } from './support/gestao-staff';
import { MARIA, tokenFor } from './support/demo';
import { createConfirmedMember } from './support/new-member';
import { billTwoMonths, brl, memberWithTwoOpenItems, openItemsOf } from './support/open-items';
import { acceptTerms, openLoggedIn, typePin } from './support/wallet';

const PIN = '2468';

test('"Em aberto" lists what Home totals, and two items are paid together in one PIX', async ({
  page,
  request,
}) => {
  const description = `Contribuição conjunta ${Date.now()}`;
  const { member, open, ours } = await memberWithTwoOpenItems(request, 'Aberta', description, PIN);
  const homeTotal = (await (
    await request.get('/api/fluxo/pendenciaTotal360dias', { headers: bearer(member.token) })
  ).json()) as PendenciaTotalResponse;

  await openLoggedIn(page, member.token, '/historico');
  const section = page.getByRole('region', { name: 'Em aberto' });
  await expect(section.getByText(/^Total em aberto:/)).toHaveText(brl(Math.round(homeTotal.TOTAL * 100)));
  await expect(section.getByRole('checkbox')).toHaveCount(open.items.length);
  const pay = section.getByRole('button', { name: 'Pagar selecionados' });
  await expect(pay).toBeDisabled();
  await expectAccessible(page, '/historico: em aberto');

  for (const item of ours) await section.getByRole('checkbox', { name: item.description }).check();
  await expect(section.getByText(/^Selecionados \(2\):/)).toHaveText(brl(8_500));
  await pay.click();

  await expect(page).toHaveURL(new RegExp(`/pendenciaFormaPagamento\\?ids=${ours[0]!.id},${ours[1]!.id}$`));
  const summary = page.getByRole('region', { name: 'Resumo do pagamento' });
  await expect(summary.getByText('2 itens', { exact: true })).toBeVisible();
  await expect(summary.getByText(brl(8_500)).first()).toBeVisible();
  for (const item of ours)
    await expect(summary.getByText(`${item.description}: R$`, { exact: false })).toBeVisible();

  const created = page.waitForResponse('**/api/fluxo/efetuarTransacao');
  await page.getByRole('button', { name: 'Confirmar Transação' }).click();
  await typePin(page, PIN);
  await page.getByRole('button', { name: 'Continuar' }).click();
  const { TRANSACAO } = (await (await created).json()) as EfetuarTransacaoResponse;
  await expect(page.getByRole('button', { name: 'PIX Copia e Cola' })).toBeVisible();

  expect((await request.post(`/api/sandbox/pix/${TRANSACAO!.ID_ZOOP_TRANSACAO}/pagar`)).ok()).toBe(true);
  await expect(page.getByRole('alertdialog')).toContainText(COMMON_MSG.pixPaid);

  const after = await openItemsOf(request, member);
  expect(after.items.some((item) => item.description.startsWith(description))).toBe(false);
  expect(after.totalCentavos).toBe(open.totalCentavos - 8_500);
});

test('items of two associations cannot be paid together', async ({ page, request }) => {
  const member = await createConfirmedMember(request, { firstName: 'Duas' });
  const description = `Contribuição única ${Date.now()}`;
  await billTwoMonths(request, member, description);
  await acceptTerms(request, member.token);
  // The second item is shown as another association's (the browser's view only): the screen says why.
  await page.route('**/api/itens/abertos', async (route) => {
    const body = (await (await route.fetch()).json()) as OpenItems;
    let ours = 0;
    body.items = body.items.map((item) =>
      item.description.startsWith(description) && ours++ === 1 ? { ...item, associationId: 1 } : item,
    );
    await route.fulfill({ json: body });
  });
  await openLoggedIn(page, member.token, '/historico');
  const section = page.getByRole('region', { name: 'Em aberto' });
  await expect(section.getByRole('checkbox', { name: new RegExp(description) })).toHaveCount(2);
  for (const box of await section.getByRole('checkbox', { name: new RegExp(description) }).all())
    await box.check();
  await expect(section.getByRole('alert')).toHaveText(
    'Selecione itens de uma mesma associação para pagá-los juntos.',
  );
  await expect(section.getByRole('button', { name: 'Pagar selecionados' })).toBeDisabled();
});

test('an overdue item says what its fine and interest add, on its screen and in the checkout', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, MARIA);
  const [overdue] = (
    (await (await request.get('/api/itens/abertos', { headers: bearer(token) })).json()) as OpenItems
  ).items;
  expect(overdue!.daysLate).toBeGreaterThan(0);
  const lateFees = overdue!.fineCentavos + overdue!.interestCentavos;

  await openLoggedIn(page, token, `/pendencia?id=${overdue!.id}`);
  await expect(page.getByText(/^Multa e juros:/)).toHaveText(brl(lateFees));
  await expect(page.locator('.item-value')).toHaveText(brl(overdue!.amountCentavos));
  await page.getByRole('link', { name: 'Pagar' }).click();
  const summary = page.getByRole('region', { name: 'Resumo do pagamento' });
  await expect(summary.getByText(/^Multa e juros:/)).toHaveText(brl(lateFees));
  await expect(summary.locator('.checkout-amount')).toHaveText(brl(overdue!.amountCentavos));
});
