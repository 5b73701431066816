import { expect, test, type Page } from '@playwright/test';
import { ACTIVITY_MSG } from '../../domain/activity-messages';
import { expectAccessible } from './support/a11y';
import { loginThroughForm, MARIA } from './support/demo';
import { GESTOR, staffLoginThroughForm } from './support/gestao-staff';
import { openGestaoSection } from './support/gestao';

const SHOTS = process.env.E2E_SCREENSHOTS;
/** Today in São Paulo, as the date input takes it. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const ACCEPTED = 'Curso Demo de Atualização em Córnea';
const REFUSED = 'Webinar Demo sem comprovante de presença';

const goalOf = (page: Page) => page.getByRole('region', { name: 'Sociedade Demo de Oftalmologia' });
const totalOf = async (page: Page) => {
  const label = await goalOf(page).getByRole('progressbar').getAttribute('aria-label');
  return Number(/Meta de pontos: (\d+) de 100/.exec(label ?? '')?.[1]);
};

async function declare(page: Page, name: string, points: string) {
  await goalOf(page).getByRole('button', { name: 'Adicionar atividade' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar atividade' });
  await dialog.getByLabel('Nome da atividade').fill(name);
  await dialog.getByLabel('Data').fill(today());
  await dialog.getByLabel('Pontos').fill(points);
  await dialog
    .getByLabel(/^Comprovante/)
    .setInputFiles({ name: 'certificado-curso.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('button', { name: 'Enviar atividade' }).click();
  await expect(dialog).toBeHidden();
  await expect(goalOf(page).getByRole('status')).toHaveText(ACTIVITY_MSG.sent);
}

const activityItem = (page: Page, name: string) =>
  goalOf(page)
    .getByRole('list', { name: 'Atividades declaradas' })
    .getByRole('listitem')
    .filter({ hasText: name });

test('Maria declares activities with a PDF proof; the gestor accepts one and refuses the other in Solicitações; her points go up', async ({
  page,
  browser,
}) => {
  // Maria, at 390 px.
  await loginThroughForm(page, MARIA);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/perfil');
  await page.getByRole('link', { name: 'Pontos de atualização' }).click();
  await expect(goalOf(page).getByRole('progressbar')).toBeVisible();
  const before = await totalOf(page);

  // A future date and no proof are refused on the spot.
  await goalOf(page).getByRole('button', { name: 'Adicionar atividade' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar atividade' });
  await dialog.getByLabel('Pontos').fill('0');
  await dialog.getByRole('button', { name: 'Enviar atividade' }).click();
  await expect(dialog.getByText(ACTIVITY_MSG.pointsInvalid)).toBeVisible();
  await expect(dialog.getByText(ACTIVITY_MSG.proofRequired)).toBeVisible();
  await expectAccessible(page, 'Adicionar atividade');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/atividade-form-390.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await declare(page, ACCEPTED, '8');
  await declare(page, REFUSED, '3');
  await expect(activityItem(page, ACCEPTED)).toContainText('Em análise');
  await expect(activityItem(page, ACCEPTED)).toContainText('8 pontos');
  expect(await totalOf(page)).toBe(before);
  await expectAccessible(page, 'Pontos de atualização com atividades');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/atividades-em-analise-390.png`, fullPage: true });

  // The gestor, at 1280 px.
  const office = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await office.newPage();
  await staffLoginThroughForm(staff, GESTOR);
  await openGestaoSection(staff, 'Solicitações');
  const section = staff.getByRole('region', { name: 'Atividade de atualização' });
  const row = (name: string) => section.getByRole('row').filter({ hasText: name });
  await expect(row(ACCEPTED)).toContainText('Maria Demo Silva');
  await expect(row(ACCEPTED)).toContainText('8');
  const proof = staff.waitForEvent('popup');
  await row(ACCEPTED).getByRole('button', { name: 'Ver certificado-curso.pdf' }).click();
  expect((await proof).url()).toMatch(/^blob:/);
  await expectAccessible(staff, 'Solicitações com atividades');
  if (SHOTS) await staff.screenshot({ path: `${SHOTS}/solicitacoes-atividades-1280.png`, fullPage: true });
  // On a phone too, each activity with its buttons.
  await staff.setViewportSize({ width: 390, height: 844 });
  await expect(row(ACCEPTED).getByRole('button', { name: 'Aceitar' })).toBeVisible();
  if (SHOTS) await staff.screenshot({ path: `${SHOTS}/solicitacoes-atividades-390.png`, fullPage: true });
  await staff.setViewportSize({ width: 1280, height: 900 });
  await row(ACCEPTED).getByRole('button', { name: 'Aceitar' }).click();
  await expect(staff.getByRole('status').first()).toContainText(ACTIVITY_MSG.accepted);
  await expect(row(ACCEPTED)).toHaveCount(0);
  await row(REFUSED).getByRole('button', { name: 'Recusar' }).click();
  const refuse = staff.getByRole('dialog', { name: 'Recusar solicitação' });
  await refuse.getByLabel('Motivo').fill('O comprovante não mostra a presença.');
  await refuse.getByRole('button', { name: 'Confirmar recusa' }).click();
  await expect(staff.getByRole('status').first()).toContainText(ACTIVITY_MSG.refused);
  await expect(section.getByText(ACTIVITY_MSG.empty)).toBeVisible();
  await office.close();

  // Maria's screen, open all along, updates by itself (the live channel): accepted counts, refused says why.
  await expect(activityItem(page, ACCEPTED)).toContainText('Aceita');
  await expect(activityItem(page, REFUSED)).toContainText('Recusada');
  await expect(activityItem(page, REFUSED)).toContainText('Motivo: O comprovante não mostra a presença.');
  await expect(goalOf(page).getByRole('progressbar')).toHaveAttribute(
    'aria-label',
    `Meta de pontos: ${before + 8} de 100`,
  );
  await expectAccessible(page, 'Pontos de atualização depois da análise');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/atividades-analisadas-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(activityItem(page, ACCEPTED)).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/atividades-analisadas-1280.png`, fullPage: true });
});
