import { expect, test, type Page } from '@playwright/test';
import { GESTOR, openGestaoSection, staffLoginThroughForm } from './support/gestao';

// Issue 38 item 18 (data): a Gestão screen whose data cannot load says "Sem conexão" and offers
// "Tentar novamente", which reads it again once the connection is back. The service worker
// would answer the calls this test takes away.
test.use({ serviceWorkers: 'block' });

const WIDTHS = [390, 1280];

const log = (page: Page) => page.getByRole('table', { name: 'Registro de alterações' });

for (const width of WIDTHS) {
  test(`${width} px: offline, Auditoria says "Sem conexão"; back online, "Tentar novamente" shows the log`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: width < 1024 ? 844 : 900 });
    await staffLoginThroughForm(page, GESTOR);
    // Its code is here already: what fails offline is its data (read anew on every visit).
    await openGestaoSection(page, 'Auditoria');
    await expect(log(page).locator('tbody tr').first()).toBeVisible();
    await openGestaoSection(page, 'Equipe');
    await expect(page.getByRole('heading', { name: 'Equipe', level: 1 })).toBeVisible();

    await context.setOffline(true);
    await openGestaoSection(page, 'Auditoria');
    await expect(page.getByRole('heading', { name: 'Auditoria', level: 1 })).toBeVisible();
    const problem = page.getByRole('alert').filter({ hasText: 'Sem conexão' });
    await expect(problem).toBeVisible();
    await expect(problem).toContainText('Não foi possível carregar o registro.');
    const retry = problem.getByRole('button', { name: 'Tentar novamente' });
    await expect(retry).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`auditoria-sem-conexao-${width}.png`) });

    await context.setOffline(false);
    await retry.click();
    await expect(page.getByText('Sem conexão')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
    await expect(log(page).locator('tbody tr').first()).toBeVisible();
  });
}
