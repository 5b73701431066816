import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  FAKE_WA_APP_SECRET,
  FAKE_WA_DISPLAY_NUMBER,
  FAKE_WA_PHONE_NUMBER_ID,
  FAKE_WA_TOKEN,
  type SentWhatsapp,
} from '../support/fake-whatsapp/fake-graph-api';
import { GESTOR, staffLoginThroughForm } from './support/gestao';
import { bearer, staffToken } from './support/gestao-staff';
import { createConfirmedMember, type NewMember } from './support/new-member';
import { acceptTerms, openLoggedIn } from './support/wallet';

const GRAPH = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4313) + 100}`;

function saoPauloDay(plusDays: number) {
  const day = new Date(Date.now() + plusDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(day);
}

/** The gestor saves the association's number (the fake's) in Recebimentos › WhatsApp. */
async function configureWhatsapp(request: APIRequestContext, headers: Record<string, string>) {
  const res = await request.put('/api/gestao/whatsapp', {
    headers,
    data: {
      phoneNumberId: FAKE_WA_PHONE_NUMBER_ID,
      accessToken: FAKE_WA_TOKEN,
      appSecret: FAKE_WA_APP_SECRET,
      verifyToken: 'token-de-verificacao-e2e-0000',
      reminderTemplate: 'lembrete_vencimento',
      paidTemplate: 'pagamento_confirmado',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** An item due in 10 days (the first reminder's day), billed by the gestor; the member's id. */
async function chargeInTenDays(
  request: APIRequestContext,
  headers: Record<string, string>,
  member: NewMember,
  description: string,
) {
  const found = await request.get('/api/gestao/charges/members', { params: { q: member.cpf }, headers });
  const [who] = ((await found.json()) as { members: { memberId: number; categoryId: number }[] }).members;
  const res = await request.post('/api/gestao/charges', {
    headers: { ...headers, 'idempotency-key': `whatsapp-${Date.now()}` },
    data: {
      target: { kind: 'member', memberId: who!.memberId },
      schedule: { kind: 'annuity', dueDate: saoPauloDay(10) },
      confirmAnnuityDuplicates: true,
      description,
      amounts: [{ categoryId: who!.categoryId, amountCentavos: 12_345 }],
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return who!.memberId;
}

const sentTo = async (request: APIRequestContext, phone: string) =>
  (
    (await (await request.get(`${GRAPH}/__fake/messages`)).json()) as { messages: SentWhatsapp[] }
  ).messages.filter((m) => m.to === phone);

for (const width of [390, 1280]) {
  test(`at ${width} px a member opts in to WhatsApp, the reminder reaches Meta, "read" shows in the back office, PIX brings an order with the Pix code, and SAIR opts out`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const headers = bearer(await staffToken(request, GESTOR));
    await configureWhatsapp(request, headers);
    const member = await createConfirmedMember(request, { firstName: 'Zap' });
    const phone = `55${member.celular}`;
    await acceptTerms(request, member.token);

    // Perfil › Lembretes › Notificações: the mobile is offered, the consent recorded and shown back.
    await openLoggedIn(page, member.token, '/lembretes');
    await expect(page.getByRole('heading', { name: 'Notificações' })).toBeVisible();
    await expect(page.getByLabel('Número do WhatsApp')).toHaveValue(/\(\d{2}\) \d{4,5}-\d{4}/);
    // The box follows the server's answer (the consent is recorded first).
    await page.getByLabel('Receber lembretes pelo WhatsApp').click();
    await expect(page.getByText(/Consentimento registrado em/)).toBeVisible();
    await expect(page.getByLabel('Receber lembretes pelo WhatsApp')).toBeChecked();

    const description = `Anuidade no WhatsApp ${width} ${Date.now()}`;
    const memberId = await chargeInTenDays(request, headers, member, description);
    for (let run = 0; run < 2; run += 1)
      expect((await request.post('/api/sandbox/jobs/lembretes')).ok()).toBe(true);
    expect((await request.post('/api/sandbox/jobs/whatsapp')).ok()).toBe(true);
    // Its annuity may be reminded too: this item's reminder went once (the minute's job may be sending it).
    const ofItem = async () =>
      (await sentTo(request, phone)).filter((m) => JSON.stringify(m.body).includes(description));
    await expect.poll(async () => (await ofItem()).length).toBeGreaterThan(0);
    expect((await request.post('/api/sandbox/jobs/whatsapp')).ok()).toBe(true);
    const [reminder, ...more] = await ofItem();
    expect(more).toHaveLength(0);
    expect(reminder!.type).toBe('template');
    expect(JSON.stringify(reminder!.body)).toContain('R$ 123,45');

    // Meta reports it read: the back office shows it on the member's page.
    const status = await request.post(`${GRAPH}/__fake/status`, {
      data: { wamid: reminder!.wamid, status: 'read' },
    });
    expect(((await status.json()) as { answer: number }).answer).toBe(200);
    expect((await request.post('/api/sandbox/jobs/whatsapp')).ok()).toBe(true);
    await staffLoginThroughForm(page, GESTOR);
    await expect(page).toHaveURL(/\/gestao/);
    await page.goto(`/gestao/membros/${memberId}`);
    const card = page.locator('.gestao-card', { has: page.getByRole('heading', { name: 'WhatsApp' }) });
    await expect(card.getByText(/Recebe lembretes pelo WhatsApp/)).toBeVisible();
    await expect(card.getByText(/Lida/)).toBeVisible();

    // She replies "PIX": what she owes now comes back as an order with its Pix code (Offsite Pix).
    const pix = await request.post(`${GRAPH}/__fake/text`, { data: { from: phone, text: 'Pix' } });
    expect(((await pix.json()) as { answer: number }).answer).toBe(200);
    expect((await request.post('/api/sandbox/jobs/whatsapp')).ok()).toBe(true);
    const orders = async () =>
      (await sentTo(request, phone)).filter(
        (m) => (m.body.interactive as { type?: string } | undefined)?.type === 'order_details',
      );
    await expect.poll(async () => (await orders()).length).toBe(1);
    const order = JSON.stringify((await orders())[0]!.body);
    expect(order).toContain(description);
    expect(order).toContain('"type":"pix_dynamic_code"');

    // Saúde › Lembretes que funcionam: the newest run (this one; the second reminded no one) counts it read.
    await page.goto('/gestao/saude');
    const newestRun = page.getByRole('region', { name: /^Execução de/ }).first();
    const whatsappRow = newestRun
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'WhatsApp' }) });
    await expect(whatsappRow.getByRole('cell').nth(2)).toHaveText('1'); // Lidos
    const emailRow = newestRun
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'E-mail' }) });
    await expect(emailRow.getByRole('cell').nth(1)).toHaveText('—'); // an e-mail's delivery is not known
    await page
      .getByRole('region', { name: 'Lembretes que funcionam', exact: true })
      .screenshot({ path: `test-results/whatsapp-runs-${width}.png` });

    // The member replies "Sair": opted out at once, one confirmation back.
    const sair = await request.post(`${GRAPH}/__fake/text`, { data: { from: phone, text: 'Sair' } });
    expect(((await sair.json()) as { answer: number }).answer).toBe(200);
    expect((await request.post('/api/sandbox/jobs/whatsapp')).ok()).toBe(true);
    await expect
      .poll(async () => (await sentTo(request, phone)).filter((m) => m.type === 'text').length)
      .toBe(1);
    await page.goto(`/gestao/membros/${memberId}`);
    await expect(card.getByText(/respondendo SAIR/)).toBeVisible();
    await expect(card.getByText('Não recebe lembretes pelo WhatsApp.')).toBeVisible();
    // Auditoria: her opt-in by herself, the opt-out by the reply from her number.
    await page.goto('/gestao/auditoria');
    const log = page.getByRole('table', { name: 'Registro de alterações' });
    const ofHer = log.getByRole('row').filter({ hasText: member.nome });
    await expect(ofHer.nth(0)).toContainText('Membro (resposta SAIR)');
    await expect(ofHer.nth(0)).toContainText('Consentimento WhatsApp: desativado');
    await expect(ofHer.nth(1)).toContainText(`Membro ${member.nome}`);
    await expect(ofHer.nth(1)).toContainText('Consentimento WhatsApp: ativado');
    await expect(ofHer.nth(1)).toContainText(`Número do WhatsApp: +55 (${phone.slice(2, 4)})`);
    await ofHer.nth(1).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/whatsapp-audit-${width}.png` });

    await openLoggedIn(page, member.token, '/lembretes');
    await expect(page.getByLabel('Receber lembretes pelo WhatsApp')).not.toBeChecked();
  });
}

for (const width of [390, 1280]) {
  test(`at ${width} px the gestor saves the WhatsApp settings, never sees a secret back, and "Testar conexão" asks Meta`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const headers = bearer(await staffToken(request, GESTOR));
    // From nothing saved: the form as the association first sees it.
    expect((await request.delete('/api/gestao/whatsapp', { headers })).ok()).toBe(true);
    await staffLoginThroughForm(page, GESTOR);
    await page.goto('/gestao/recebimentos');
    const form = page.getByRole('form', { name: 'Configurações do WhatsApp' });
    const field = (label: string) => form.getByLabel(label, { exact: true });
    const wrongToken = `EAAtokenErrado${width}x${Date.now()}`;
    const verifyToken = `verificacao-e2e-${width}-${Date.now()}`;
    await expect(field('Token de acesso')).not.toHaveAttribute('placeholder', /Salvo/);

    await field('Identificador do número').fill(FAKE_WA_PHONE_NUMBER_ID);
    await field('Token de acesso').fill(wrongToken);
    await field('Chave secreta do app').fill(FAKE_WA_APP_SECRET);
    await field('Token de verificação do webhook').fill(verifyToken);
    await field('Modelo do lembrete de vencimento').fill('lembrete_vencimento');
    await field('Modelo do pagamento confirmado').fill('pagamento_confirmado');
    await form.getByRole('button', { name: 'Salvar' }).click();

    await expect(form.getByRole('status')).toHaveText('Configurações do WhatsApp salvas.');
    // Saved: the secrets are not shown back, anywhere; their fields say they are kept.
    const status = page.getByRole('region', { name: 'WhatsApp', exact: true });
    await expect(status).toContainText('Atualizado em');
    await expect(status.getByText('Token de acesso').locator('..')).toContainText('configurado');
    await expect(status.getByText('Chave secreta do app').locator('..')).toContainText('configurada');
    for (const secret of ['Token de acesso', 'Chave secreta do app', 'Token de verificação do webhook']) {
      await expect(field(secret)).toHaveValue('');
      await expect(field(secret)).toHaveAttribute('placeholder', 'Salvo — digite para substituir');
    }
    await expect(field('Identificador do número')).toHaveValue(FAKE_WA_PHONE_NUMBER_ID);
    const html = await page.content();
    const stored = await (await request.get('/api/gestao/whatsapp', { headers })).text();
    for (const secret of [wrongToken, FAKE_WA_APP_SECRET, verifyToken]) {
      expect(html).not.toContain(secret);
      expect(stored).not.toContain(secret);
    }
    await form.screenshot({ path: `test-results/whatsapp-settings-${width}.png` });

    // Meta refuses the wrong token (190).
    const check = page.getByRole('region', { name: 'Testar conexão do WhatsApp' });
    await check.getByRole('button', { name: 'Testar conexão' }).click();
    await expect(check.getByRole('alert')).toContainText('WhatsApp recusou (190)');

    // The right token, a number Meta does not know: refused too (100). The other secrets are kept.
    await field('Identificador do número').fill('100000000000001');
    await field('Token de acesso').fill(FAKE_WA_TOKEN);
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(status.getByText('100000000000001')).toBeVisible();
    await expect(form.getByRole('status')).toHaveText('Configurações do WhatsApp salvas.');
    await expect(field('Token de acesso')).toHaveValue('');
    await check.getByRole('button', { name: 'Testar conexão' }).click();
    await expect(check.getByRole('alert')).toContainText('WhatsApp recusou (100)');

    // The association's number, the token kept: Meta finds it.
    await field('Identificador do número').fill(FAKE_WA_PHONE_NUMBER_ID);
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(status.getByText(FAKE_WA_PHONE_NUMBER_ID)).toBeVisible();
    await check.getByRole('button', { name: 'Testar conexão' }).click();
    await expect(check.getByRole('status')).toHaveText(
      `Conexão com o WhatsApp ok: o número foi encontrado com o token salvo. Associação Demo (${FAKE_WA_DISPLAY_NUMBER})`,
    );
    await check.screenshot({ path: `test-results/whatsapp-check-${width}.png` });

    // Removed: the form is back to nothing saved, and there is nothing to test.
    await form.getByRole('button', { name: 'Remover WhatsApp' }).click();
    await form.getByRole('button', { name: 'Confirmar remoção do WhatsApp' }).click();
    await expect(form.getByRole('status')).toHaveText('Configurações do WhatsApp removidas.');
    await expect(status).toContainText('não configurado');
    await expect(check).toHaveCount(0);
    await expect(field('Identificador do número')).toHaveValue('');
    await expect(field('Token de acesso')).not.toHaveAttribute('placeholder', /Salvo/);
  });
}
