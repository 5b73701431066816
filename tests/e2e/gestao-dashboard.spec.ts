import { expect, test, type Page } from '@playwright/test';
import type { DashboardSummary } from '../../domain/contract/gestao-dashboard';
import { bearer, GESTOR, staffLoginThroughForm, staffToken } from './support/gestao-staff';

const brl = (centavos: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(centavos / 100);
const card = (page: Page, label: string) =>
  page.locator('.gestao-stat').filter({ has: page.getByText(label, { exact: true }) });

test('the Painel shows the association’s figures: members, receivables, aging and 12 months by method', async ({
  page,
  request,
}) => {
  // Other specs change the demo data before this one: the figures are the server's, read now,
  // and the seed's facts that no spec undoes are checked on their own.
  const summary = (await (
    await request.get('/api/gestao/dashboard', { headers: bearer(await staffToken(request, GESTOR)) })
  ).json()) as DashboardSummary;
  expect(summary.members.active).toBeGreaterThanOrEqual(2);
  expect(summary.thisMonth.overdueCentavos).toBeGreaterThanOrEqual(6_500);

  await staffLoginThroughForm(page, GESTOR);
  await expect(page.getByRole('heading', { name: 'Painel', level: 1 })).toBeVisible();
  await expect(card(page, 'Ativos').locator('strong')).toHaveText(String(summary.members.active));
  await expect(card(page, 'Pendentes de aprovação').locator('strong')).toHaveText(
    String(summary.members.pendingApproval),
  );
  await expect(card(page, 'Inadimplentes').locator('strong')).toHaveText(String(summary.members.inArrears));
  await expect(card(page, 'Em atraso').locator('strong')).toHaveText(brl(summary.thisMonth.overdueCentavos));
  await expect(card(page, 'A receber').locator('strong')).toHaveText(
    brl(summary.thisMonth.receivableCentavos),
  );
  await expect(card(page, 'Recebido').locator('strong')).toHaveText(brl(summary.thisMonth.receivedCentavos));
  for (const [label, bucket] of [
    ['1 a 30 dias', summary.overdueByAge.upTo30],
    ['31 a 90 dias', summary.overdueByAge.from31To90],
    ['Mais de 90 dias', summary.overdueByAge.over90],
  ] as const) {
    await expect(card(page, label).locator('strong')).toHaveText(brl(bucket.totalCentavos));
  }

  // The chart's table: 12 months, a column per method as the checkout names it and "Manual", where
  // the seed's due paid 15 days ago (no app payment) counts.
  const table = page.getByRole('table', { name: 'Recebido por mês e forma de pagamento' });
  await expect(table.getByRole('row')).toHaveCount(13);
  await expect(table.getByRole('columnheader')).toHaveText([
    'Mês',
    'PIX',
    'Boleto',
    'Cartão de Crédito',
    'Manual',
    'Total',
  ]);
  const last = summary.receivedByMonth.at(-1)!;
  const lastRow = table.getByRole('row').last();
  // By column name: on a phone a month's R$ 0,00 cells are not shown.
  await expect(lastRow.locator('td[data-label="PIX"]')).toHaveText(brl(last.byMethod.pix));
  await expect(lastRow.locator('td[data-label="Manual"]')).toHaveText(brl(last.byMethod.manual));
  expect(summary.receivedByMonth.some((m) => m.byMethod.manual >= 6_500)).toBe(true);
});
