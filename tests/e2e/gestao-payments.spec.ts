import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PAYMENTS_CSV_COLUMNS } from '../../domain/contract/gestao-payments';
import { expectAccessible } from './support/a11y';
import { FINANCEIRO, GESTOR, openGestaoSection, staffLoginThroughForm } from './support/gestao';
import { memberWithPixPayment } from './support/pix-paid-member';
import { parseSemicolonCsv as parseCsv } from './support/semicolon-csv';

const dayFromNow = (n: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + n * 86_400_000),
  );

test('financeiro filters the payments, exports the CSV and gestor refunds a sandbox PIX payment', async ({
  page,
  request,
}) => {
  const description = `Anuidade paga por PIX ${Date.now() % 100_000}`;
  const { member, gatewayId } = await memberWithPixPayment(request, description);

  await staffLoginThroughForm(page, FINANCEIRO);
  await openGestaoSection(page, 'Pagamentos');
  await expect(page.getByRole('heading', { name: 'Pagamentos', level: 1 })).toBeVisible();
  // Each method once, named as the checkout names it, and the payments staff record by hand.
  await expect(page.getByLabel('Forma', { exact: true }).getByRole('option')).toHaveText([
    'Todas',
    'PIX',
    'Boleto',
    'Cartão de Crédito',
    'Manual',
  ]);
  await page.getByLabel('Forma', { exact: true }).selectOption('pix');
  await page.getByLabel('Situação', { exact: true }).selectOption('succeeded');
  await page.getByLabel('Data inicial').fill(dayFromNow(0));
  const table = page.getByRole('region', { name: 'Transações' }).getByRole('table');
  const row = table.getByRole('row').filter({ hasText: description });
  await expect(row).toContainText(member.nome);
  await expect(row).toContainText('PIX');
  await expect(row).toContainText('R$\u00a0250,00');
  // The sandbox keeps 0,99 % of a PIX: R$ 2,48 of R$ 250,00.
  await expect(row).toContainText('R$\u00a02,48');
  await expect(row).toContainText('R$\u00a0247,52');
  // Every row shown is a PIX once the filtered page has arrived (the previous one stays while it loads).
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const rows = table.getByRole('row');
  for (const text of await rows.allInnerTexts()) {
    if (text.includes('Forma')) continue;
    expect(text).toContain('PIX');
  }
  await expectAccessible(page, '/gestao/pagamentos');

  // The receipt the member got.
  await row.getByRole('button', { name: /^Recibo/ }).click();
  const receipt = page.getByRole('dialog', { name: 'Recibo' });
  await expect(receipt.frameLocator('iframe').getByText('Recibo de pagamento')).toBeVisible();
  await receipt.getByRole('button', { name: 'Fechar' }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const text = await readFile(await (await download).path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...lines] = parseCsv(text.slice(1));
  expect(header).toEqual([...PAYMENTS_CSV_COLUMNS]);
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.every((l) => l.length === PAYMENTS_CSV_COLUMNS.length && l[4] === 'PIX')).toBe(true);
  const [y, m, d] = dayFromNow(0).split('-');
  expect(lines.find((l) => l[11] === gatewayId)).toEqual([
    expect.stringMatching(new RegExp(`^${d}/${m}/${y} \\d\\d:\\d\\d$`)),
    member.nome,
    member.cpf,
    description,
    'PIX',
    '1',
    '250,00',
    '2,48',
    '247,52',
    'Pago',
    '',
    gatewayId,
    '0,00',
    '',
  ]);

  // Financeiro may refund too; here gestor does, reopening the item.
  await page.getByRole('button', { name: 'Sair' }).click();
  await staffLoginThroughForm(page, GESTOR);
  await page.goto('/gestao/pagamentos');
  await page.getByLabel('Forma', { exact: true }).selectOption('pix');
  const gestorRow = page
    .getByRole('region', { name: 'Transações' })
    .getByRole('row')
    .filter({ hasText: description });
  await gestorRow.getByRole('button', { name: /^Estornar/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Estornar pagamento' });
  await expect(dialog.getByLabel('Reabrir o item para nova cobrança')).toBeChecked();
  await expectAccessible(page, '/gestao/pagamentos: estorno');
  await dialog.getByRole('button', { name: 'Confirmar estorno' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(gestorRow).toContainText('Estornado');
  await expect(gestorRow.getByRole('button', { name: /^Estornar/ })).toHaveCount(0);

  // The item is open again for the member.
  const list = await request.post('/api/fluxo/listarFluxos', {
    headers: { authorization: `Bearer ${member.token}` },
    data: { DATA_INICIAL: dayFromNow(-1), SITUACAO: 'pendente' },
  });
  const pending = ((await list.json()) as { FLUXOS: { HISTORICO: string }[] }[]).flatMap((m) => m.FLUXOS);
  expect(pending.map((f) => f.HISTORICO)).toContain(description);
});
