import { expect, test } from '@playwright/test';
import { formatBRL } from '../../domain/money';
import { GESTOR_PSI, staffLoginThroughForm } from './support/gestao-staff';
import { openGestaoSection } from './support/gestao';

test('Auditoria lists the actions just made: who, when, what, before and after', async ({ page }) => {
  await staffLoginThroughForm(page, GESTOR_PSI);

  // Two actions through their screens: a price change and an invitation.
  await openGestaoSection(page, 'Categorias e anuidades');
  const titular = page.getByRole('form', { name: 'Anuidade de Titular', exact: true });
  await titular.getByLabel('Anuidade', { exact: true }).fill('305,00');
  await titular.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(titular.getByRole('status')).toHaveText('Salvo.');

  const email = `auditoria.${Date.now().toString(36)}@exemplo.com.br`;
  await openGestaoSection(page, 'Equipe');
  const invite = page.getByRole('form', { name: 'Convidar para a equipe' });
  await invite.getByLabel('Nome').fill('Auditada Teste');
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByRole('status')).toHaveText(`Convite enviado para ${email}.`);

  await openGestaoSection(page, 'Auditoria');
  const log = page.getByRole('table', { name: 'Registro de alterações' });
  const rows = log.getByRole('row');
  // Newest first: the invitation, then the price.
  await expect(rows.nth(1)).toContainText('Convite para a equipe');
  await expect(rows.nth(1)).toContainText('Gestor Psi Demo');
  await expect(rows.nth(1)).toContainText(email);
  await expect(rows.nth(2)).toContainText('Anuidade alterada');
  await expect(rows.nth(2)).toContainText(`Anuidade: ${formatBRL(300)} → ${formatBRL(305)}`);
  const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  await expect(rows.nth(2).getByRole('cell').first()).toContainText(today);

  // Back to the seed's price for the specs that follow.
  await openGestaoSection(page, 'Categorias e anuidades');
  await titular.getByLabel('Anuidade', { exact: true }).fill('300,00');
  await titular.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(titular.getByRole('status')).toHaveText('Salvo.');
});
