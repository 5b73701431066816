import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { FINANCEIRO, staffLoginThroughForm } from './support/gestao-staff';
import { createConfirmedMember, type NewMember } from './support/new-member';
import { acceptTerms, openLoggedIn } from './support/wallet';
import { openGestaoSection } from './support/gestao';

const saoPauloDay = (plusDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + plusDays * 86_400_000),
  );

/** The association bills the new member an annuity, through the back office. */
async function billAnnuity(request: APIRequestContext, member: NewMember, description: string) {
  const login = await request.post('/api/gestao/login', {
    data: { email: 'gestor@exemplo.com.br', password: 'Quita@2026' },
  });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const found = await request.get('/api/gestao/charges/members', { params: { q: member.nome }, headers });
  const [who] = ((await found.json()) as { members: { memberId: number; categoryId: number }[] }).members;
  const res = await request.post('/api/gestao/charges', {
    headers: { ...headers, 'idempotency-key': `debito-${Date.now()}` },
    data: {
      target: { kind: 'member', memberId: who!.memberId },
      schedule: { kind: 'annuity', dueDate: saoPauloDay(30) },
      description,
      amounts: [{ categoryId: who!.categoryId, amountCentavos: 45_600 }],
      // A new member joining in November or December is billed next year's annuity already.
      confirmAnnuityDuplicates: true,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test('Débito automático: authorize with one QR, the bank approves, the profile shows Ativa, then cancel', async ({
  page,
  context,
  request,
}) => {
  const member = await createConfirmedMember(request, { firstName: 'Automática' });
  const description = `Anuidade automática ${Date.now()}`;
  await billAnnuity(request, member, description);
  await acceptTerms(request, member.token);

  await openLoggedIn(page, member.token, '/perfil');
  await page.getByRole('link', { name: 'Débito automático' }).click();
  await expect(page.getByRole('heading', { name: 'Débito automático' })).toBeVisible();
  await expect(page.getByText('Você ainda não autorizou nenhum débito automático.')).toBeVisible();
  await page.getByRole('button', { name: `Autorizar débito automático: ${description}` }).click();
  const qr = page.getByRole('region', { name: 'Pague com o QR e autorize' });
  await expect(qr.getByRole('img', { name: 'QR Code do PIX' })).toBeVisible();
  await expect(qr.getByLabel('Pix Copia e Cola')).toHaveValue(/^000201/);
  await expect(qr.getByText('Aguardando a confirmação do seu banco…')).toBeVisible();
  await expectAccessible(page, '/debitoAutomatico');

  // The member's bank, in another tab: approves the authorization (and pays the annuity with it).
  const bank = await context.newPage();
  await bank.goto('/sandbox/banco');
  const request_ = bank.getByRole('listitem').filter({ hasText: member.nome });
  await request_.getByRole('button', { name: 'Aprovar' }).click();
  await expect(request_).toHaveCount(0);

  await expect(qr.getByText('Débito automático ativado.')).toBeVisible();
  const authorization = page.getByRole('listitem').filter({ hasText: 'Anuidades' });
  await expect(authorization.getByText('Ativa', { exact: true })).toBeVisible();
  await expect(authorization.getByText('Limite: R$ 456,00')).toBeVisible();

  await authorization.getByRole('button', { name: 'Cancelar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Cancelar este débito automático?', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect(authorization.getByText('Cancelada', { exact: true })).toBeVisible();
  await expect(authorization.getByRole('button', { name: 'Cancelar' })).toHaveCount(0);

  // The association's financeiro sees the authorization in the back office.
  const staff = await context.newPage();
  await staffLoginThroughForm(staff, FINANCEIRO);
  await openGestaoSection(staff, 'Débito automático');
  const row = staff.getByRole('row').filter({ hasText: member.nome });
  await expect(row).toContainText('Anuidades');
  await expect(row).toContainText('Cancelada');
});
