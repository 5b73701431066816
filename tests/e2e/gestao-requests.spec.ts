import { expect, type Page } from '@playwright/test';
import { REQUESTS_MSG } from '../../domain/gestao-requests-messages';
import { expectAccessible } from './support/a11y';
import { cameraTest as test } from './support/fake-camera';
import {
  FINANCEIRO,
  GESTOR_PSI,
  openGestaoSection,
  registerAssociationRequest,
  staffLoginThroughForm,
} from './support/gestao';
import { outbox } from './support/outbox';
import { createConfirmedMember } from './support/new-member';
import { acceptTerms, openLoggedIn } from './support/wallet';

const PSICOLOGIA = 1024839;
const PSICOLOGIA_NAME = 'Associação Demo de Psicologia';

// The camera shows Associação Demo de Psicologia's association code.
test.use({ cameraQr: { associationOf: PSICOLOGIA } });

async function openRequests(page: Page) {
  await staffLoginThroughForm(page, GESTOR_PSI);
  await openGestaoSection(page, 'Solicitações');
  await expect(page.getByRole('heading', { name: 'Solicitações', level: 1 })).toBeVisible();
}

const requestRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test("a member scans 1024839's code, gestor.psi approves it: active in Minhas associações, the annuity opens on Home", async ({
  page,
  request,
}) => {
  // An account of no association yet: 1024839 becomes the first.
  const member = await createConfirmedMember(request, { firstName: 'Aprovanda', idEmitenteML: null });
  await acceptTerms(request, member.token);
  await openLoggedIn(page, member.token, '/qrcodeAssociar');
  await expect(page.getByRole('alertdialog')).toContainText(
    `Solicitação de associação enviada para ${PSICOLOGIA_NAME}.`,
  );

  await openRequests(page);
  const row = requestRow(page, member.nome);
  await expect(row).toContainText(member.cpf);
  await expect(row).toContainText('Titular');
  await expectAccessible(page, '/gestao/solicitacoes');
  await row.getByRole('button', { name: 'Aprovar' }).click();
  await expect(page.getByRole('status')).toContainText(REQUESTS_MSG.approved);
  await expect(requestRow(page, member.nome)).toHaveCount(0);

  await openLoggedIn(page, member.token, '/minhasAssociacoes');
  const association = page.getByRole('listitem').filter({ hasText: PSICOLOGIA_NAME });
  await expect(association).toContainText('Ativa');

  // The approval billed the first annuity of Titular at 1024839 (R$ 300,00): Home opens it (SPEC §4).
  await openLoggedIn(page, member.token, '/');
  await expect(page).toHaveURL(/\/pendencia\?id=\d+$/);
  await expect(page.getByRole('heading', { name: /^Anuidade \d{4} - Titular$/ })).toBeVisible();
  await expect(page.getByText('R$\u00a0300,00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('section.balance-card .balance-amount')).toHaveText('R$\u00a0300,00');
});

test('gestor.psi views the document of a registration request and refuses it with a reason; the member sees why', async ({
  page,
  request,
}) => {
  const member = await registerAssociationRequest(request, {
    firstName: 'Recusada',
    associationId: PSICOLOGIA,
    fileName: 'diploma-recusada.pdf',
  });
  await openRequests(page);
  const row = requestRow(page, member.nome);

  const popup = page.waitForEvent('popup');
  await row.getByRole('button', { name: 'Ver diploma-recusada.pdf' }).click();
  expect((await popup).url()).toMatch(/^blob:/);

  await row.getByRole('button', { name: 'Recusar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recusar solicitação' });
  await dialog.getByRole('button', { name: 'Confirmar recusa' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(REQUESTS_MSG.reasonRequired);
  await expectAccessible(page, '/gestao/solicitacoes (Recusar)');
  const reason = 'O diploma enviado está ilegível.';
  await dialog.getByLabel('Motivo').fill(reason);
  await dialog.getByRole('button', { name: 'Confirmar recusa' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status')).toContainText(REQUESTS_MSG.refused);
  await expect(requestRow(page, member.nome)).toHaveCount(0);

  const [mail] = await outbox(request, member.email);
  expect(mail?.corpo).toContain(`Motivo: ${reason}`);

  await openLoggedIn(page, member.token, '/minhasAssociacoes');
  const association = page.getByRole('listitem').filter({ hasText: PSICOLOGIA_NAME });
  await expect(association).toContainText('Recusada');
  await expect(association).toContainText(`Motivo: ${reason}`);
});

test('financeiro opening Solicitações is told the profile has no access', async ({ page }) => {
  await staffLoginThroughForm(page, FINANCEIRO);
  await expect(
    page.getByRole('navigation', { name: 'Gestão' }).getByRole('link', { name: 'Solicitações' }),
  ).toHaveCount(0);
  await page.goto('/gestao/solicitacoes');
  await expect(page.getByRole('alert')).toContainText('Seu perfil não tem acesso a esta área.');
});
