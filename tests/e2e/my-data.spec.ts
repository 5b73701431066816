import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { expectAccessible } from './support/a11y';
import { createConfirmedMember } from './support/new-member';
import { acceptTerms, openLoggedIn } from './support/wallet';

for (const width of [390, 1280]) {
  test(`issue 44: a member downloads everything held about her from Perfil (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const member = await createConfirmedMember(request, { firstName: 'Titular' });
    await acceptTerms(request, member.token);
    await openLoggedIn(page, member.token, '/perfil');
    await page.getByRole('link', { name: 'Meus dados e privacidade' }).click();
    await expect(page).toHaveURL(/\/meusDados$/);
    await expect(page.getByRole('heading', { name: 'Baixar meus dados' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dados pessoais' })).toBeVisible();

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
    expect(strFromU8(zip['dados.json']!)).not.toMatch(/passwordHash|pinHash/);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const shots = process.env.E2E_SHOTS_DIR;
    if (shots) await page.screenshot({ path: `${shots}/my-data-${width}.png`, fullPage: true });
    await expectAccessible(page);
  });
}
