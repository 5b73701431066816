import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { createConfirmedMember, type NewMember } from './support/new-member';
import { outbox } from './support/outbox';
import { acceptTerms, openLoggedIn } from './support/wallet';

/** Today in São Paulo plus some days, as YYYY-MM-DD and as DD/MM/YYYY. */
function saoPauloDay(plusDays: number) {
  const day = new Date(Date.now() + plusDays * 86_400_000);
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(day);
  const [y, m, d] = iso.split('-');
  return { iso, display: `${d}/${m}/${y}` };
}

async function staffToken(request: APIRequestContext) {
  const res = await request.post('/api/gestao/login', {
    data: { email: 'gestor@exemplo.com.br', password: 'Quita@2026' },
  });
  return ((await res.json()) as { token: string }).token;
}

/** The association staff bills the member an item due in 10 days (the first reminder's day). */
async function chargeInTenDays(request: APIRequestContext, member: NewMember, description: string) {
  const headers = { authorization: `Bearer ${await staffToken(request)}` };
  const found = await request.get('/api/gestao/charges/members', { params: { q: member.nome }, headers });
  const [who] = ((await found.json()) as { members: { memberId: number; categoryId: number }[] }).members;
  const res = await request.post('/api/gestao/charges', {
    headers: { ...headers, 'idempotency-key': `lembrete-${Date.now()}` },
    data: {
      target: { kind: 'member', memberId: who!.memberId },
      schedule: { kind: 'annuity', dueDate: saoPauloDay(10).iso },
      // A member who joins in November or December is billed next year's annuity already.
      confirmAnnuityDuplicates: true,
      description,
      amounts: [{ categoryId: who!.categoryId, amountCentavos: 12_345 }],
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

const reminderOf = async (request: APIRequestContext, member: NewMember, description: string) =>
  (await outbox(request, member.email)).filter((m) => m.assunto.includes(description));

test('the reminder job e-mails an item due in 10 days exactly once, with a link that opens it', async ({
  page,
  request,
}) => {
  const member = await createConfirmedMember(request, { firstName: 'Lembrada' });
  const description = `Contribuição lembrada ${Date.now()}`;
  await chargeInTenDays(request, member, description);

  for (let run = 0; run < 2; run += 1) {
    expect((await request.post('/api/sandbox/jobs/lembretes')).ok()).toBe(true);
  }
  const reminders = await reminderOf(request, member, description);
  expect(reminders.map((m) => m.assunto)).toEqual([
    `Lembrete: ${description} vence em ${saoPauloDay(10).display}`,
  ]);
  expect(reminders[0]!.corpo).toContain('Valor: R$ 123,45.');
  const link = /https?:\/\/\S+\/(pendencia\?id=\d+)/.exec(reminders[0]!.corpo)?.[1];
  expect(link).toBeTruthy();

  await acceptTerms(request, member.token);
  await openLoggedIn(page, member.token, `/${link}`);
  await expect(page.getByRole('heading', { name: description })).toBeVisible();
});

test('a member turns e-mail reminders off in Perfil › Lembretes, and the choice stays', async ({
  page,
  request,
}) => {
  const member = await createConfirmedMember(request, { firstName: 'Silenciosa' });
  await acceptTerms(request, member.token);
  await openLoggedIn(page, member.token, '/perfil');
  await page.getByRole('link', { name: 'Lembretes' }).click();
  await expect(page.getByRole('heading', { name: 'Lembretes' })).toBeVisible();
  const email = page.getByLabel('Por e-mail');
  await expect(email).toBeChecked();
  await expect(page.getByLabel('Por notificação no celular')).toBeChecked();
  await expect(page.getByRole('button', { name: 'Ativar neste aparelho' })).toBeVisible();
  await expectAccessible(page, '/lembretes');

  await email.uncheck();
  await expect(page.getByRole('status')).toHaveText('Preferências salvas.');
  await page.reload();
  await expect(page.getByLabel('Por e-mail')).not.toBeChecked();

  const description = `Sem e-mail ${Date.now()}`;
  await chargeInTenDays(request, member, description);
  await request.post('/api/sandbox/jobs/lembretes');
  expect(await reminderOf(request, member, description)).toEqual([]);
});
