import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { MEMBERS_CSV_COLUMNS } from '../../domain/gestao-members-messages';
import { expectAccessible } from './support/a11y';
import { GESTOR, openGestaoSection, staffLoginThroughForm } from './support/gestao';
import { parseExcelCsv } from './support/csv';

const MARIA_CPF = '529.982.247-25';

test('gestor finds Maria by CPF, opens her page with her items, and exports the list as CSV', async ({
  page,
}) => {
  await staffLoginThroughForm(page, GESTOR);
  await openGestaoSection(page, 'Membros');
  await expect(page.getByRole('heading', { name: 'Membros', level: 1 })).toBeVisible();

  await page.getByLabel('Nome, CPF ou e-mail').fill('52998224725');
  await page.getByRole('button', { name: 'Buscar' }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(MARIA_CPF);
  await expectAccessible(page, '/gestao/membros');

  // The list's CSV: what the table shows, with the header and Excel's BOM.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await (await download).path();
  const rows = parseExcelCsv(await readFile(file, 'utf8'));
  expect(rows[0]).toEqual([...MEMBERS_CSV_COLUMNS]);
  expect(rows).toHaveLength(2);
  expect(rows[1]).toEqual([
    'Maria Demo Silva',
    MARIA_CPF,
    'membro@exemplo.com.br',
    expect.stringMatching(/^\d{10,11}$/),
    'Titular',
    expect.stringMatching(/^(Adimplente|Inadimplente)$/),
    '01/03/2015',
  ]);

  await table.getByRole('link', { name: 'Maria Demo Silva' }).click();
  await expect(page.getByRole('heading', { name: 'Maria Demo Silva', level: 1 })).toBeVisible();
  await expect(page.getByText(MARIA_CPF)).toBeVisible();
  const items = page.getByRole('region', { name: 'Itens' });
  await expect(items.getByRole('row').filter({ hasText: 'Anuidade' }).first()).toContainText('Pago');
  await expect(items.getByRole('row').filter({ hasText: 'Contribuição mensal' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pagamentos' })).toBeVisible();
  await expectAccessible(page, '/gestao/membros/:memberId');

  // The mask is optional in the search box.
  await page.getByRole('link', { name: '← Membros' }).click();
  await page.getByLabel('Nome, CPF ou e-mail').fill(MARIA_CPF);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('table')).toContainText('Maria Demo Silva');
});
