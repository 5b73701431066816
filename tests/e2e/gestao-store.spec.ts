import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { STORE_MESSAGES } from '../../domain/gestao-store-messages';
import { formatBRL } from '../../domain/money';
import { GESTOR, staffLoginThroughForm } from './support/gestao-staff';
import { solidPng } from './support/png';
import { openGestaoSection } from './support/gestao';

test('gestor creates a product with an image and HTML; its public page has no script; removes the image; buyers export as CSV', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = `Curso E2E ${Date.now().toString(36)}`;
  await staffLoginThroughForm(page, GESTOR);
  await openGestaoSection(page, 'Loja e produtos');
  await expect(page.getByRole('heading', { name: 'Loja e produtos', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Novo produto' }).click();
  const form = page.getByRole('form', { name: 'Novo produto' });
  await form.getByLabel('Nome do produto').fill(name);
  await form
    .getByLabel(/^Imagem/)
    .setInputFiles({ name: 'capa.png', mimeType: 'image/png', buffer: solidPng(40, 20, [11, 95, 165]) });
  await form
    .getByLabel('Descrição detalhada (HTML)')
    .fill(
      '<p>Texto <strong>seguro</strong> do curso.</p><script>window.__xss = 1</script>' +
        '<img src="x" onerror="window.__xss = 2">',
    );
  await form.getByLabel('Preço Titular (R$)').fill('120,00');
  // Sold by its public link only: the member store's own specs count the demo products.
  await form.getByLabel('Mostrar na loja').uncheck();
  await form.getByRole('button', { name: 'Salvar produto' }).click();
  await expect(page.getByRole('status').first()).toHaveText('Produto criado.');

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(`Titular: ${formatBRL(120)}`);
  const link = row.getByRole('link', { name: /^\/produto\// });
  const path = (await link.getAttribute('href'))!;
  expect(path).toMatch(/^\/produto\/curso-e2e-[a-z0-9]+-[0-9a-f]{8}$/);
  // Issue 38 item 14: the row names the product once; its buttons say it to screen readers only.
  const shownOnButtons = await row.getByRole('button').evaluateAll((buttons) =>
    buttons.map((button) => {
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      let shown = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const box = node.parentElement!.getBoundingClientRect();
        if (box.width > 1 && box.height > 1) shown += node.textContent;
      }
      return shown.trim();
    }),
  );
  expect(shownOnButtons).toEqual(['Copiar link', 'Editar', 'Compradores']);
  await row.getByRole('button', { name: `Copiar link de ${name}` }).click();
  await expect(page.getByRole('status').first()).toHaveText('Link copiado.');
  // Focused, so a phone scrolls up to it from the row (issue 38 item 13).
  await expect(page.getByRole('status').first()).toBeFocused();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(page.url()).origin}${path}`,
  );

  // The public product page: the text is there, the script and the handler are gone.
  const buyer = await context.newPage();
  await buyer.goto(path);
  await expect(buyer.getByRole('heading', { name })).toBeVisible();
  await expect(buyer.getByText('do curso.')).toBeVisible();
  await expect(buyer.locator('img[src*="acessarProjetoImagem"]').first()).toBeVisible();
  expect(await buyer.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await buyer.close();

  // Remover imagem (confirmed first): the public page falls back to the generic picture.
  await row.getByRole('button', { name: `Editar ${name}` }).click();
  const edit = page.getByRole('form', { name: `Editar ${name}` });
  await expect(edit.getByRole('img', { name: `Imagem atual de ${name}` })).toBeVisible();
  await edit.getByRole('button', { name: 'Remover imagem' }).click();
  await edit.getByRole('button', { name: 'Manter imagem' }).click();
  await expect(edit.getByRole('img', { name: `Imagem atual de ${name}` })).toBeVisible();
  await edit.getByRole('button', { name: 'Remover imagem' }).click();
  await edit.getByRole('button', { name: 'Confirmar remoção da imagem' }).click();
  await expect(edit.getByRole('status')).toHaveText(STORE_MESSAGES.imageRemoved);
  await expect(edit.getByRole('img')).toHaveCount(0);
  await expect(edit.getByText(STORE_MESSAGES.noImage)).toBeVisible();
  await expect(edit.getByLabel('Mostrar na loja')).not.toBeChecked();
  await edit.getByRole('button', { name: 'Cancelar' }).click();
  const after = await context.newPage();
  await after.goto(path);
  await expect(after.getByRole('heading', { name })).toBeVisible();
  await expect(after.locator('img[src*="acessarProjetoImagem"]')).toHaveCount(0);
  await expect(after.locator('img.product-banner')).toHaveAttribute('src', '/produto-padrao.svg');
  expect(
    await after.locator('img.product-banner').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  await after.close();

  // Buyers of the seed's course: Maria, paid; and the same list as a CSV file.
  await page.getByRole('button', { name: 'Compradores de Curso Demo de Atualização em Retina' }).click();
  const buyers = page.getByRole('region', { name: /Compradores de Curso Demo/ });
  await expect(buyers.getByRole('row', { name: /Maria Demo Silva/ })).toContainText('Pago');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    buyers.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  const csv = readFileSync((await download.path())!);
  expect(csv.subarray(0, 3).toString('hex')).toBe('efbbbf');
  const lines = csv
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    'Nome;CPF;E-mail;Valor (R$);Situação;Data da compra;Data do pagamento;Valor estornado (R$);Data do estorno',
  );
  expect(
    lines.some((l) => l.startsWith('Maria Demo Silva;529.982.247-25;membro@exemplo.com.br;250,00;Pago;')),
  ).toBe(true);
});

test('gestor adds an inactive banner: it is listed for staff and not on the member home', async ({
  page,
  request,
}) => {
  await staffLoginThroughForm(page, GESTOR);
  await openGestaoSection(page, 'Loja e produtos');
  const listed = page.locator('.store-banners form');
  await expect(listed.first()).toBeVisible();
  const before = await listed.count();
  const form = page.getByRole('form', { name: 'Novo banner' });
  await form
    .getByLabel('Imagem do banner')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: solidPng(60, 20, [242, 140, 40]) });
  await form.getByLabel('Link (https://… ou /tela)').fill('/loja');
  await form.getByLabel('Ordem').fill('7');
  await form.getByLabel('Ativo').uncheck();
  await form.getByRole('button', { name: 'Criar banner' }).click();
  await expect(page.getByText('Banner criado.')).toBeVisible();
  // In order: the new one (order 7) comes after the seed's (1 to 3).
  await expect(listed).toHaveCount(before + 1);
  const last = page.getByRole('form', { name: `Banner ${before + 1}` });
  await expect(last.getByLabel('Ordem')).toHaveValue('7');
  await expect(last.getByLabel('Ativo')).not.toBeChecked();

  const login = await request.post('/api/auth/login', {
    data: { usuario: 'membro@exemplo.com.br', senha: 'Quita@2026' },
  });
  const token = ((await login.json()) as { token: string }).token;
  const home = (await (
    await request.get('/api/banners', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { id: number; img: string }[];
  const src = await last.getByRole('img').getAttribute('src');
  expect(home.map((b) => b.img)).not.toContain(src);
});
