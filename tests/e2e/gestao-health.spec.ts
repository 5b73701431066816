import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { OVERDUE_BUCKETS, type Overdue } from '../../domain/contract/gestao-health';
import { expectAccessible } from './support/a11y';
import { bearer, FINANCEIRO, GESTOR, staffLoginThroughForm, staffToken } from './support/gestao-staff';
import { parseSemicolonCsv } from './support/semicolon-csv';
import { openGestaoSection } from './support/gestao';
import { createConfirmedMember } from './support/new-member';

const SECTIONS = [
  'Adimplência',
  'Recebíveis em atraso',
  'Receita por forma de pagamento',
  'Renovação por ano de entrada',
  'Lembretes que funcionam',
  'Pagamentos recusados',
];
const brl = (centavos: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(centavos / 100);
/** A cell as the CSV writes it: money without "R$" and without the thousands' dots. */
const asCsv = (cell: string) =>
  cell.startsWith('R$') ? cell.replace(/^R\$\s/, '').replaceAll('.', '') : cell;

/** A new member of its own with an annuity that fell due 40 days ago, still open. */
async function overdueItemOfNewMember(request: APIRequestContext, token: string) {
  const member = await createConfirmedMember(request, { firstName: 'Atrasada' });
  const headers = bearer(token);
  const found = await request.get('/api/gestao/charges/members', { params: { q: member.nome }, headers });
  const [who] = ((await found.json()) as { members: { memberId: number; categoryId: number }[] }).members;
  const dueIso = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() - 40 * 86_400_000),
  );
  const description = `Anuidade em atraso ${Date.now()}`;
  const res = await request.post('/api/gestao/charges', {
    headers: { ...headers, 'idempotency-key': `saude-${Date.now()}` },
    data: {
      target: { kind: 'member', memberId: who!.memberId },
      schedule: { kind: 'annuity', dueDate: dueIso },
      // Joined today, the member already owes this year's annuity.
      confirmAnnuityDuplicates: true,
      description,
      amounts: [{ categoryId: who!.categoryId, amountCentavos: 10_000 }],
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { memberName: member.nome, description, dueIso };
}

const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** The rows of a section's table, as text. */
async function tableOf(page: Page, title: string) {
  const table = page.getByRole('region', { name: `Tabela: ${title}` }).getByRole('table');
  const header = await table.locator('thead th').allInnerTexts();
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.innerText.trim())));
  return { header, rows: rows.filter((r) => !(r.length === 1 && r[0] === 'Nada no período.')) };
}

/** Exportar CSV of a section: the file's header and lines. */
async function csvOf(page: Page, title: string) {
  const download = page.waitForEvent('download');
  await section(page, title).getByRole('button', { name: 'Exportar CSV' }).click();
  const text = await readFile((await (await download).path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...lines] = parseSemicolonCsv(text.slice(1)).filter((l) => l.join('') !== '');
  return { header: header!, lines };
}

async function readsEverySectionAndItsCsv(page: Page) {
  for (const title of SECTIONS) {
    const region = section(page, title);
    await expect(region.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await expect(region.locator('figure > [role="img"]')).toHaveAccessibleName(/\S/);
    await expect(region.locator('.recharts-surface').first()).toBeVisible();
    const table = await tableOf(page, title);
    const csv = await csvOf(page, title);
    const columns = table.header.filter((h) => h !== 'Ação');
    expect(csv.header, title).toEqual(columns);
    expect(csv.lines, title).toEqual(table.rows.map((r) => r.slice(0, columns.length).map(asCsv)));
  }
}

test('Saúde da associação at 1280 px: every section, its chart, its table and its CSV; a Baixa manual shows at once', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await staffToken(request, GESTOR);
  await staffLoginThroughForm(page, GESTOR);
  await openGestaoSection(page, 'Saúde da associação');
  await expect(page.getByRole('heading', { name: 'Saúde da associação', level: 1 })).toBeVisible();
  await expect(page.getByText('Carregando...')).toHaveCount(0);

  // The overdue buckets are the server's, R$ with the decimal comma.
  const overdue = (await (
    await request.get('/api/gestao/saude/atraso', { headers: bearer(token) })
  ).json()) as Overdue;
  const overdueTable = await tableOf(page, 'Recebíveis em atraso');
  expect(overdueTable.rows.map((r) => r[0])).toEqual([
    '1–30 dias',
    '31–60 dias',
    '61–90 dias',
    'Mais de 90 dias',
  ]);
  expect(overdueTable.rows.map((r) => r[4])).toEqual(overdue.buckets.map((b) => brl(b.totalCentavos)));
  expect(overdue.buckets.some((b) => b.count > 0)).toBe(true);
  // Dates DD/MM/AAAA.
  expect((await tableOf(page, 'Adimplência')).rows[0]![0]).toMatch(/^\d\d\/\d\d\/\d{4}$/);

  await readsEverySectionAndItsCsv(page);
  await expectAccessible(page, '/gestao/saude');
  await page.screenshot({ path: 'test-results/gestao-health-1280.png', fullPage: true });

  // The members behind a bucket, one click away.
  const withItems = overdue.buckets.find((b) => b.count > 0)!;
  const label = overdueTable.rows[overdue.buckets.indexOf(withItems)]![0]!;
  await section(page, 'Recebíveis em atraso')
    .getByRole('button', { name: `Membros em ${label}` })
    .click();
  await expect(
    section(page, 'Recebíveis em atraso').getByRole('heading', {
      name: `Membros em ${label} (${withItems.members})`,
    }),
  ).toBeVisible();

  // A Baixa manual in Cobranças: back on Saúde (no reload), the item left its bucket and this
  // month's manual receipts grew by it. The item is a member's of this test's own (the demo
  // members' overdue items are other specs' premises), billed 40 days ago.
  const manualThisMonth = async () => {
    const month = new Intl.DateTimeFormat('pt-BR', {
      month: '2-digit',
      year: 'numeric',
      timeZone: 'America/Sao_Paulo',
    }).format(new Date());
    const row = (await tableOf(page, 'Receita por forma de pagamento')).rows.find(
      (r) => r[0] === month && r[1] === 'Manual',
    );
    return row ? Number(asCsv(row[2]!).replace(',', '.')) : 0;
  };
  const late = await overdueItemOfNewMember(request, token);
  await page.reload();
  await expect(page.getByText('Carregando...')).toHaveCount(0);
  const overdueItems = async () => {
    const { rows } = await tableOf(page, 'Recebíveis em atraso');
    return rows.length === OVERDUE_BUCKETS.length ? rows.map((r) => Number(r[1])) : undefined;
  };
  await expect.poll(overdueItems).toHaveLength(OVERDUE_BUCKETS.length);
  const before = { manual: await manualThisMonth(), overdue: (await overdueItems())! };
  await openGestaoSection(page, 'Cobranças');
  await page.getByLabel('Vencimento de').fill(late.dueIso);
  await page.getByLabel('Vencimento até').fill(late.dueIso);
  const baixa = page.getByRole('button', { name: `Baixa manual: ${late.description} de ${late.memberName}` });
  const row = page.getByRole('region', { name: 'Itens de cobrança' }).getByRole('row').filter({ has: baixa });
  // allInnerTexts does not wait: the filtered list must be there first.
  await expect(baixa).toBeVisible();
  const cells = await row.getByRole('cell').allInnerTexts();
  const due = cells.find((c) => /^\d\d\/\d\d\/\d{4}$/.test(c.trim()))!.trim();
  // The first amount of the cell: what the member would pay today (the original may follow it).
  const amount = /R\$\s[\d.]+,\d{2}/.exec(cells.find((c) => c.trim().startsWith('R$'))!)![0];
  await baixa.click();
  const dialog = page.getByRole('dialog', { name: 'Baixa manual' });
  await dialog.getByLabel('Forma de recebimento').selectOption('dinheiro');
  await dialog.getByRole('button', { name: 'Registrar pagamento' }).click();
  await expect(dialog).toHaveCount(0);

  await openGestaoSection(page, 'Saúde da associação');
  const [d, m, y] = due.split('/').map(Number) as [number, number, number];
  const todaySp = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const daysLate = Math.round((Date.parse(todaySp) - Date.UTC(y, m - 1, d)) / 86_400_000);
  const bucket = daysLate <= 30 ? 0 : daysLate <= 60 ? 1 : daysLate <= 90 ? 2 : 3;
  await expect.poll(async () => (await overdueItems())?.[bucket]).toBe(before.overdue[bucket]! - 1);
  const paid = Number(asCsv(amount).replace(',', '.'));
  await expect.poll(manualThisMonth).toBeCloseTo(before.manual + paid, 2);
});

test('Saúde da associação at 390 px: financeiro reads it stacked, with no sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await staffLoginThroughForm(page, FINANCEIRO);
  await expect(page.getByRole('heading', { name: 'Painel', level: 1 })).toBeVisible();
  await page.goto('/gestao/saude');
  await expect(page.getByRole('heading', { name: 'Saúde da associação', level: 1 })).toBeVisible();
  await expect(page.getByText('Carregando...')).toHaveCount(0);
  await readsEverySectionAndItsCsv(page);
  // Stacked: each section below the one before, each within the screen's width.
  const boxes = await Promise.all(SECTIONS.map((title) => section(page, title).boundingBox()));
  for (let k = 1; k < boxes.length; k++)
    expect(boxes[k]!.y).toBeGreaterThan(boxes[k - 1]!.y + boxes[k - 1]!.height - 1);
  for (const box of boxes) expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByLabel('Período', { exact: true }).selectOption('3');
  await expect(page.getByText('Carregando...')).toHaveCount(0);
  await expect
    .poll(async () => new Set((await tableOf(page, 'Adimplência')).rows.map((r) => r[0])).size)
    .toBe(3);
  await page.screenshot({ path: 'test-results/gestao-health-390.png', fullPage: true });
});
