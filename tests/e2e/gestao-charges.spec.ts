import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ListarFluxosResponse } from '../../domain/contract/fluxo';
import { expectAccessible } from './support/a11y';
import { MARIA, tokenFor } from './support/demo';
import { GESTOR, openGestaoSection, STAFF_PASSWORD, staffLoginThroughForm } from './support/gestao';
import { acceptTerms, openLoggedIn } from './support/wallet';

/** A São Paulo calendar day n days from now, as the date inputs take it. */
const dayFromNow = (n: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + n * 86_400_000),
  );

async function mariaItem(request: APIRequestContext, token: string, description: string) {
  const res = await request.post('/api/fluxo/listarFluxos', {
    headers: { authorization: `Bearer ${token}` },
    data: { DATA_INICIAL: dayFromNow(-1) },
  });
  const items = ((await res.json()) as ListarFluxosResponse).flatMap((m) => m.FLUXOS);
  return items.find((i) => i.HISTORICO === description);
}

/**
 * Later specs share this database: the items a test created and left open (other Titulares'
 * annuities, later months) are cancelled, so that nobody else meets them.
 */
async function cancelOpenItemsOf(request: APIRequestContext, description: string) {
  const login = await request.post('/api/gestao/login', {
    data: { email: GESTOR, password: STAFF_PASSWORD },
  });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const batches = (await (await request.get('/api/gestao/charges/batches?limit=20', { headers })).json()) as {
    batches: { id: number; description: string }[];
  };
  for (const batch of batches.batches.filter((b) => b.description === description)) {
    const items = (await (
      await request.get(`/api/gestao/charges/items?status=open&batchId=${batch.id}&limit=100`, { headers })
    ).json()) as { items: { id: number }[] };
    for (const item of items.items) {
      const res = await request.post(`/api/gestao/charges/items/${item.id}/cancel`, {
        headers,
        data: { reason: 'Fim do teste E2E' },
      });
      expect(res.ok()).toBe(true);
    }
  }
}

test('gestor charges every Titular → Maria sees it on Home; Baixa manual → Maria sees it paid', async ({
  page,
  request,
}) => {
  const description = `Taxa extraordinária E2E ${Date.now() % 100_000}`;
  await staffLoginThroughForm(page, GESTOR);
  await openGestaoSection(page, 'Cobranças');
  await expect(page.getByRole('heading', { name: 'Cobranças', level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: 'Nova cobrança' });
  await form.getByRole('checkbox', { name: /^Titular/ }).check();
  await form.getByLabel('Anuidade (um vencimento)').check();
  await form.getByLabel('Vencimento', { exact: true }).fill(dayFromNow(7));
  await form.getByLabel('Descrição').fill(description);
  // Pre-filled from the category's annuity; staff type another amount.
  await expect(form.getByLabel('Valor (R$) — Titular')).toHaveValue('780,00');
  await form.getByLabel('Valor (R$) — Titular').fill('123,45');
  await form.getByRole('button', { name: 'Ver prévia' }).click();
  const preview = form.getByRole('status');
  await expect(preview).toContainText(
    /Ser(á criado|ão criados) \d+ ite(m|ns) para \d+ membros?, total de R\$/,
  );
  // Maria has this year's annuity: an annuity charge warns of it, and staff confirm (issue 38 item 3).
  await expect(preview).toContainText(/Anuidade duplicada: já há \d+ anuidades? do mesmo ano/);
  await expect(preview).toContainText(/Maria Demo Silva — Anuidade \d{4} - Titular/);
  await expectAccessible(page, '/gestao/cobrancas');
  await expect(form.getByRole('button', { name: 'Confirmar cobrança' })).toHaveCount(0);
  await form.getByRole('button', { name: 'Criar mesmo assim' }).click();
  await expect(page.getByRole('status')).toContainText('Cobrança criada');
  await expect(page.getByRole('region', { name: 'Lista de cobranças criadas' })).toContainText(description);

  // Maria (Titular of 428) has it on Home, due in a week.
  const maria = await tokenFor(request, MARIA);
  await acceptTerms(request, maria);
  const memberPage = await page.context().newPage();
  await openLoggedIn(memberPage, maria);
  // An unpaid annuity: the app opens it first (once per session), then Home lists it.
  const opened = memberPage.getByRole('region', { name: description });
  await expect(opened).toContainText('Em aberto');
  await expect(opened).toContainText('R$\u00a0123,45');
  await memberPage.getByRole('button', { name: 'Voltar' }).click();
  await expect(
    memberPage.getByRole('region', { name: 'Próximos 30 dias' }).getByText(description),
  ).toBeVisible();
  const item = await mariaItem(request, maria, description);
  expect(item).toMatchObject({ VALOR: 123.45, DATA_PAGAMENTO: '' });

  // Baixa manual of Maria's item, found among the open items.
  await page.getByLabel('Vencimento de').fill(dayFromNow(7));
  await page.getByLabel('Vencimento até').fill(dayFromNow(7));
  const row = page
    .getByRole('region', { name: 'Itens de cobrança' })
    .getByRole('row')
    .filter({ hasText: description })
    .filter({ hasText: 'Maria Demo Silva' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Baixa manual/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Baixa manual' });
  await dialog.getByLabel('Forma de recebimento').selectOption('transferencia');
  await dialog.getByLabel('Observação').fill('TED recebida no balcão');
  await expectAccessible(page, '/gestao/cobrancas: baixa manual');
  await dialog.getByRole('button', { name: 'Registrar pagamento' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(0);

  await memberPage.goto(`/pendencia?id=${item!.ID_FLUXO_DE_CAIXA}`);
  await expect(memberPage.getByText(/^Pago em \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await expect(memberPage.getByRole('link', { name: 'Pagar' })).toHaveCount(0);
  expect((await mariaItem(request, maria, description))?.DATA_PAGAMENTO).not.toBe('');
  await memberPage.close();
  await cancelOpenItemsOf(request, description);
});

test('an open item cancelled with a reason leaves the member', async ({ page, request }) => {
  const description = `Cobrança a cancelar ${Date.now() % 100_000}`;
  await staffLoginThroughForm(page, GESTOR);
  await page.goto('/gestao/cobrancas');
  const form = page.getByRole('form', { name: 'Nova cobrança' });
  await form.getByLabel('Um membro').check();
  await form.getByLabel('Buscar membro (nome ou CPF)').fill('Maria Demo');
  await form.getByRole('button', { name: /Maria Demo Silva/ }).click();
  await form.getByLabel('Contribuições mensais').check();
  await form.getByLabel('Primeiro vencimento').fill(dayFromNow(5));
  await form.getByLabel('Número de meses').fill('2');
  await form.getByLabel('Descrição').fill(description);
  await form.getByLabel('Valor (R$) — Titular').fill('50,00');
  await form.getByRole('button', { name: 'Ver prévia' }).click();
  await expect(form.getByRole('status')).toContainText('Serão criados 2 itens para 1 membro, total de R$');
  await form.getByRole('button', { name: 'Confirmar cobrança' }).click();
  await expect(page.getByRole('status')).toContainText('Cobrança criada: 2 itens');

  const firstMonth = `${description} ${dayFromNow(5).slice(5, 7)}/${dayFromNow(5).slice(0, 4)}`;
  const maria = await tokenFor(request, MARIA);
  expect(await mariaItem(request, maria, firstMonth)).toBeDefined();
  await page.getByLabel('Vencimento de').fill(dayFromNow(5));
  await page.getByLabel('Vencimento até').fill(dayFromNow(5));
  const row = page
    .getByRole('region', { name: 'Itens de cobrança' })
    .getByRole('row')
    .filter({ hasText: firstMonth });
  await row.getByRole('button', { name: /^Cancelar/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar item' });
  await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Informe o motivo do cancelamento.');
  await dialog.getByLabel('Motivo do cancelamento').fill('Lançada por engano');
  await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(0);
  expect(await mariaItem(request, maria, firstMonth)).toBeUndefined();
  await cancelOpenItemsOf(request, description);
});
