import { expect, test, type Page } from '@playwright/test';
import { GESTOR, registerAssociationRequest, staffLoginThroughForm } from './support/gestao';
import { createConfirmedMember } from './support/new-member';
import { billTwoMonths } from './support/open-items';

/** The staff pages with a table, the heading they open with, and the table's row actions. */
const PAGES = [
  { path: '/gestao', heading: 'Painel', actions: null },
  { path: '/gestao/membros', heading: 'Membros', actions: 'a' },
  { path: '/gestao/solicitacoes', heading: 'Solicitações', actions: 'button' },
  { path: '/gestao/cobrancas', heading: 'Cobranças', actions: 'button' },
  { path: '/gestao/pagamentos', heading: 'Pagamentos', actions: 'button' },
  { path: '/gestao/loja', heading: 'Loja e produtos', actions: 'button' },
  { path: '/gestao/categorias', heading: 'Categorias e anuidades', actions: null },
  { path: '/gestao/equipe', heading: 'Equipe', actions: 'button' },
  { path: '/gestao/auditoria', heading: 'Auditoria', actions: null },
] as const;

const WIDTHS = [390, 1280];

/** What the page lays out wider than the window (a sideways scroll), if anything. */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Each checkbox and radio answers to its label: the label's box, where it is smaller than 44 × 44. */
const smallChoices = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('main input[type="checkbox"], main input[type="radio"]')]
      .map((input) => {
        const target = input.closest('label') ?? input.labels?.[0] ?? input;
        const box = target.getBoundingClientRect();
        return { name: target.textContent!.trim().slice(0, 40), width: box.width, height: box.height };
      })
      .filter((box) => box.width < 44 || box.height < 44),
  );

/** The chart's month labels that are shown, and any two of them that overlap. */
const overlappingMonthLabels = (page: Page) =>
  page.evaluate(() => {
    const boxes = [...document.querySelectorAll<HTMLElement>('.dashboard-bar-label')]
      .filter((label) => getComputedStyle(label).visibility !== 'hidden')
      .map((label) => ({ text: label.textContent!, box: label.getBoundingClientRect() }));
    const overlaps: string[] = [];
    for (let i = 1; i < boxes.length; i++) {
      const [a, b] = [boxes[i - 1]!, boxes[i]!];
      if (a.box.right > b.box.left) overlaps.push(`${a.text} × ${b.text}`);
    }
    return { shown: boxes.length, overlaps };
  });

/**
 * Cells of a stacked row with less than 56 px for the value beside its label (a date broken letter
 * by letter), or whose label is taller than the cell (it would run over the next line).
 */
const crampedCells = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main table.gestao-table td[data-label]')]
      .filter((cell) => {
        const style = getComputedStyle(cell);
        // A cell a phone leaves out (a month's R$ 0,00 on the Painel) takes no room.
        if (style.display === 'none') return false;
        const label = parseFloat(getComputedStyle(cell, '::before').height);
        const inner = cell.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        return (
          cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) < 56 ||
          label > inner + 1
        );
      })
      .map((cell) => cell.dataset.label),
  );

test('staff pages fit a 390 px phone as stacked rows, and stay tables at 1280 px', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(360_000);
  // A pending request (Solicitações), a charge batch and its open items (Cobranças, Auditoria).
  await registerAssociationRequest(request, { firstName: 'Telefone', associationId: 428 });
  const member = await createConfirmedMember(request, { firstName: 'Telefone' });
  await billTwoMonths(request, member, 'Contribuição do telefone');

  await staffLoginThroughForm(page, GESTOR);
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    for (const screen of PAGES) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible();
      const rows = page.locator('main table.gestao-table tbody tr');
      await expect(rows.first()).toBeVisible();
      const where = `${screen.heading} at ${width}`;

      const overflow = await pageOverflow(page);
      if (overflow > 0) problems.push(`${where}: ${overflow} px sideways`);
      // The sections are behind "Menu" on a phone (phone-focus-offline.spec.ts), beside the screen at 1280.
      const menuButton = page
        .getByRole('navigation', { name: 'Gestão' })
        .getByRole('button', { name: /^Menu/ });
      if ((await menuButton.isVisible()) !== width < 1024) problems.push(`${where}: "Menu" button wrong`);

      if (screen.actions) {
        const action = rows.locator(screen.actions).first();
        await expect(action, where).toBeVisible();
        const box = (await action.boundingBox())!;
        if (box.x < 0 || box.x + box.width > width) problems.push(`${where}: row action outside the window`);
        await action.click({ trial: true });
      }

      // On a phone a cell is a line of its card, and says which column it is.
      const layout = await rows.first().evaluate((row) => getComputedStyle(row).display);
      expect(layout, where).toBe(width < 768 ? 'block' : 'table-row');
      if (width < 768) {
        const cramped = [...new Set(await crampedCells(page))];
        if (cramped.length) problems.push(`${where}: no room beside ${cramped.join(', ')}`);
      }

      if (screen.path === '/gestao') {
        const labels = await overlappingMonthLabels(page);
        expect(labels.shown, where).toBeGreaterThanOrEqual(6);
        if (labels.overlaps.length)
          problems.push(`${where}: month labels overlap ${labels.overlaps.join(', ')}`);
      }
      if (screen.path === '/gestao/cobrancas') {
        const form = page.getByRole('form', { name: 'Nova cobrança' });
        if (!(await form.isVisible())) await page.getByRole('button', { name: 'Nova cobrança' }).click();
        const forWhom = page.getByRole('group', { name: 'Para quem' });
        // The category boxes come under their choice, before "Um membro".
        const categories = forWhom.getByRole('group', { name: 'Categorias' });
        await expect(categories.getByRole('checkbox').first()).toBeVisible();
        const categoriesBox = (await categories.boundingBox())!;
        const allBox = (await forWhom.getByText('Todos os membros ativos de categorias').boundingBox())!;
        const oneBox = (await forWhom.getByText('Um membro', { exact: true }).boundingBox())!;
        expect(categoriesBox.y).toBeGreaterThan(allBox.y);
        expect(categoriesBox.x).toBeGreaterThan(allBox.x);
        expect(oneBox.y).toBeGreaterThan(categoriesBox.y + categoriesBox.height - 1);
        for (const small of await smallChoices(page)) {
          problems.push(`${where}: "${small.name}" ${Math.round(small.width)}×${Math.round(small.height)}`);
        }
      }
      await page.screenshot({
        path: testInfo.outputPath(`${screen.path.replaceAll('/', '_')}-${width}.png`),
        fullPage: true,
      });
    }
  }
  expect(problems).toEqual([]);
});
