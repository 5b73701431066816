import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { GESTOR, STAFF_PASSWORD, staffLoginThroughForm } from './support/gestao';
import { createConfirmedMember } from './support/new-member';
import { openLoggedIn, registerPin } from './support/wallet';

/** Issue #28 items 6, 8 and 10: the back office as a treasurer reads it, at 390 and 1280 px. */
const SHOTS = process.env.E2E_SHOTS_DIR;
const saoPauloDay = (n = 0) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + n * 86_400_000),
  );
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/**
 * A new member with three charges: two paid together in one sandbox PIX ("Pagar selecionados"),
 * the third settled by staff by Baixa manual (transferência).
 */
async function treasurerStory(request: APIRequestContext) {
  const tag = Date.now() % 100_000;
  const member = await createConfirmedMember(request, { firstName: 'Tesouraria' });
  const login = await request.post('/api/gestao/login', {
    data: { email: GESTOR, password: STAFF_PASSWORD },
  });
  const staff = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const found = await request.get(`/api/gestao/charges/members?q=${member.cpf.replace(/\D/g, '')}`, {
    headers: staff,
  });
  const { memberId } = ((await found.json()) as { members: { memberId: number }[] }).members[0]!;
  const names = [`Contribuição A ${tag}`, `Contribuição B ${tag}`, `Contribuição manual ${tag}`];
  for (const [i, description] of names.entries()) {
    const created = await request.post('/api/gestao/charges', {
      headers: { ...staff, 'idempotency-key': `ledger-${tag}-${i}` },
      data: {
        target: { kind: 'member', memberId },
        schedule: { kind: 'annuity', dueDate: saoPauloDay(10 + i) },
        // A member who joins in November or December is billed next year's annuity already.
        confirmAnnuityDuplicates: true,
        description,
        amounts: [{ categoryId: 601, amountCentavos: 6_500 + i * 500 }],
      },
    });
    expect(created.status()).toBe(201);
  }
  const headers = { authorization: `Bearer ${member.token}` };
  const listed = await request.post('/api/fluxo/listarFluxos', {
    headers,
    data: { DATA_INICIAL: saoPauloDay(-1) },
  });
  const items = (
    (await listed.json()) as { FLUXOS: { ID_FLUXO_DE_CAIXA: number; HISTORICO: string }[] }[]
  ).flatMap((m) => m.FLUXOS);
  const idOf = (name: string) => items.find((f) => f.HISTORICO === name)!.ID_FLUXO_DE_CAIXA;
  await registerPin(request, member.token, '1357');
  const pin = await request.post('/api/emitente/validarPIN', { headers, data: { PIN: '1357' } });
  const { TOKEN_PIN } = (await pin.json()) as { TOKEN_PIN: string };
  const paid = await request.post('/api/fluxo/efetuarTransacao', {
    headers,
    data: {
      ID_FLUXO_DE_CAIXA: idOf(names[0]!),
      ID_FLUXOS_DE_CAIXA: [idOf(names[0]!), idOf(names[1]!)],
      TIPO: 'P',
      TOKEN_PIN,
    },
  });
  const gatewayId = ((await paid.json()) as { TRANSACAO: { ID_ZOOP_TRANSACAO: string } }).TRANSACAO
    .ID_ZOOP_TRANSACAO;
  expect((await request.post(`/api/sandbox/pix/${gatewayId}/pagar`)).ok()).toBe(true);
  const manual = await request.post(`/api/gestao/charges/items/${idOf(names[2]!)}/manual-payment`, {
    headers: staff,
    data: { paidOn: saoPauloDay(), method: 'transferencia', note: '' },
  });
  expect(manual.ok()).toBe(true);
  return { member, names };
}

for (const width of [390, 1280]) {
  test(`Pagamentos, the receipt and Auditoria read as a treasurer reads them (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { member, names } = await treasurerStory(request);
    await staffLoginThroughForm(page, GESTOR);
    await page.goto('/gestao/pagamentos');
    const region = page.getByRole('region', { name: 'Transações' });
    const row = region.getByRole('row').filter({ hasText: names[0]! });
    await expect(row).toContainText('2 itens');
    await shot(page, `pagamentos-${width}`);
    await expect(row).toContainText(`${names[0]}: R$\u00a065,00`);
    await expect(row).toContainText(`${names[1]}: R$\u00a070,00`);
    await expect(row).toContainText('R$\u00a0135,00');
    const cpf = row.getByText(`CPF ${member.cpf}`);
    const lineHeight = await cpf.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await cpf.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
    const manualRow = region.getByRole('row').filter({ hasText: names[2]! });
    await expect(manualRow).toContainText('Manual (transferência)');
    if (width === 1280) {
      const scroll = await page
        .locator('[role="region"][aria-label="Transações"]')
        .evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(scroll).toBeLessThanOrEqual(0);
    }
    await shot(page, `pagamentos-${width}`);
    await expectAccessible(page, `/gestao/pagamentos ${width}`);

    await row.getByRole('button', { name: 'Recibo: 2 itens de ' + member.nome }).click();
    const dialog = page.getByRole('dialog', { name: 'Recibo' });
    const receipt = dialog.frameLocator('iframe');
    await expect(receipt.getByText('2 itens')).toBeVisible();
    await expect(receipt.getByRole('row', { name: new RegExp(names[1]!) })).toContainText('R$\u00a070,00');
    // Nothing of the receipt is cut: the frame fits the dialog and its page fits the frame.
    const frame = dialog.locator('iframe');
    const [frameBox, dialogBox] = [(await frame.boundingBox())!, (await dialog.boundingBox())!];
    expect(frameBox.x + frameBox.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
    const overflow = await frame.evaluate(
      (el) => (el as HTMLIFrameElement).contentDocument!.documentElement.scrollWidth - el.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(dialog.getByRole('button', { name: 'Imprimir' })).toBeEnabled();
    await shot(page, `recibo-${width}`);
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Baixar PDF' }).click();
    const pdf = await readFile(await (await download).path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await dialog.getByRole('button', { name: 'Fechar' }).click();

    await page.goto('/gestao/auditoria');
    const log = page.getByRole('table', { name: 'Registro de alterações' });
    const [y, m, d] = saoPauloDay().split('-');
    await expect(log).toContainText(
      `${member.nome} — ${names[2]}: pago em ${d}/${m}/${y} 12:00 (Baixa manual, transferência).`,
    );
    await expect(log).not.toContainText('cash_flow_item');
    await expect(log).not.toContainText('amountCentavos');
    await shot(page, `auditoria-${width}`);

    // The member sees both payments, each with its receipt.
    await openLoggedIn(page, member.token, '/gerenciarPagamentos');
    const payments = page.getByRole('region', { name: 'Pagamentos realizados' });
    await expect(payments).toContainText('2 itens');
    await expect(payments).toContainText(`${names[1]}: R$\u00a070,00`);
    await expect(payments).toContainText('Recebido pela associação (transferência)');
    await payments.getByRole('button', { name: `Ver recibo de ${names[2]}` }).click();
    await expect(page.getByRole('dialog').frameLocator('iframe').getByText(names[2]!)).toBeVisible();
    await shot(page, `membro-pagamentos-${width}`);
  });
}
