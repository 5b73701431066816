import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectAccessible } from './support/a11y';
import { GESTOR, openGestaoSection, staffLoginThroughForm } from './support/gestao';
import { createConfirmedMember } from './support/new-member';
import { MARIA, tokenFor } from './support/demo';
import { acceptTerms, openLoggedIn } from './support/wallet';

for (const width of [390, 1280]) {
  test(`issue 44: a member downloads everything held about her from Perfil (${width} px)`, async ({
    page,
    request,
    browser,
    baseURL,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const member = await createConfirmedMember(request, { firstName: 'Titular' });
    await acceptTerms(request, member.token);
    const shots = process.env.E2E_SHOTS_DIR;

    // The gestor opens her record in the back office: the page says who opened it.
    const office = await browser.newContext({
      baseURL,
      viewport: { width, height: 900 },
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    const staffPage = await office.newPage();
    await staffLoginThroughForm(staffPage, GESTOR);
    await openGestaoSection(staffPage, 'Membros');
    await staffPage.getByLabel('Nome, CPF ou e-mail').fill(member.cpf.replace(/\D/g, ''));
    await staffPage.getByRole('button', { name: 'Buscar' }).click();
    const found = staffPage.getByRole('table').getByRole('row');
    await expect(found).toHaveCount(2);
    await expect(found.nth(1)).toContainText(member.cpf);
    await found.nth(1).getByRole('link', { name: member.nome }).click();
    await expect(staffPage.getByRole('heading', { name: member.nome, level: 1 })).toBeVisible();
    const accesses = staffPage.getByRole('region', { name: 'Quem acessou este cadastro' });
    await expect(accesses.getByRole('row').filter({ hasText: 'Gestora Demo' }).first()).toContainText(
      'Ficha do associado',
    );
    if (shots) await staffPage.screenshot({ path: `${shots}/member-accesses-${width}.png`, fullPage: true });
    await office.close();

    await openLoggedIn(page, member.token, '/perfil');
    await page.getByRole('link', { name: 'Meus dados e privacidade' }).click();
    await expect(page).toHaveURL(/\/meusDados$/);
    await expect(page.getByRole('heading', { name: 'Baixar meus dados' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dados pessoais' })).toBeVisible();

    // "Quem acessou meus dados": the gestor, with her role, what and when.
    const whoOpened = page.getByRole('region', { name: 'Quem acessou meus dados' });
    await expect(whoOpened.getByRole('listitem').first()).toContainText(
      'Gestora Demo (Gestor(a), Sociedade Demo de Oftalmologia)',
    );
    await expect(whoOpened.getByRole('listitem').first()).toContainText('Ficha do associado');
    // "Consentimentos": the terms accepted at registration, with their words, not revocable.
    const consents = page.getByRole('region', { name: 'Consentimentos' });
    const terms = consents.getByRole('listitem').filter({ hasText: 'Termos de uso e privacidade' });
    await expect(terms).toContainText(/Dado em \d{2}\/\d{2}\/\d{4}/);
    await expect(terms).toContainText('Não pode ser revogado enquanto você tiver uma conta');
    await terms.getByText('Ver o texto aceito').click();
    await expect(terms.getByText(/Lei Geral de Proteção de Dados/)).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar meus dados' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('meus-dados-quita.zip');
    await expect(page.getByRole('status')).toContainText('Seus dados foram baixados.');

    const zip = unzipSync(new Uint8Array(readFileSync((await file.path())!)));
    const data = JSON.parse(strFromU8(zip['dados.json']!)) as {
      dados: Record<string, Record<string, unknown>[]>;
    };
    expect(data.dados.perfil).toEqual([
      expect.objectContaining({ name: member.nome, cpf: member.cpf.replace(/\D/g, '') }),
    ]);
    expect(data.dados.associacoes!.length).toBe(1);
    expect(data.dados.acessosAoCadastro!.length).toBeGreaterThan(0);
    expect(strFromU8(zip['dados.json']!)).not.toMatch(/passwordHash|pinHash/);
    // resumo.pdf: the same, readable.
    const pdf = testInfo.outputPath('resumo.pdf');
    writeFileSync(pdf, zip['resumo.pdf']!);
    const summary = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });
    expect(summary).toContain(member.nome);
    expect(summary).toContain('Gestora Demo');
    expect(summary).not.toContain('Maria Demo Silva');

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (shots) await page.screenshot({ path: join(shots, `my-data-${width}.png`), fullPage: true });
    await expectAccessible(page);
  });
}

test('issue 44: Maria downloads her data: her associations, items and sign-ins', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await openLoggedIn(page, await tokenFor(request, MARIA), '/meusDados');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar meus dados' }).click();
  const zip = unzipSync(new Uint8Array(readFileSync((await (await download).path())!)));
  const data = JSON.parse(strFromU8(zip['dados.json']!)) as {
    dados: Record<string, Record<string, unknown>[]>;
  };
  expect(data.dados.perfil).toEqual([expect.objectContaining({ email: MARIA.usuario })]);
  for (const section of ['associacoes', 'itens', 'entradas'])
    expect(data.dados[section]?.length, section).toBeGreaterThan(0);
  expect(strFromU8(zip['dados.json']!)).not.toMatch(/passwordHash|pinHash|novo@exemplo\.com\.br/);
  const pdf = testInfo.outputPath('resumo-maria.pdf');
  writeFileSync(pdf, zip['resumo.pdf']!);
  const summary = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });
  expect(summary).toContain('Maria Demo');
  expect(summary).toContain('Sociedade Demo de Oftalmologia');
  // Her items as the association holds them, the ones she paid with their day.
  expect(data.dados.itens!.some((item) => item.paidAt)).toBe(true);
});
