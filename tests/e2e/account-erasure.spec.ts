import { expect, test } from '@playwright/test';
import { ERASED_NAME, PRIVACY_REQUEST_MSG as MSG } from '../../domain/privacy-request-messages';
import { expectAccessible } from './support/a11y';
import { payAnnuityAtTheDesk } from './support/annuity';
import { openGestaoSection, staffLoginThroughForm } from './support/gestao';
import { GESTOR } from './support/gestao-staff';
import { createConfirmedMember } from './support/new-member';
import { outbox } from './support/outbox';
import { acceptTerms, openLoggedIn, registerPin } from './support/wallet';

const PIN = '2468';

for (const width of [390, 1280]) {
  test(`issue 44: a new member asks to be erased, staff approve, the receipt still verifies (${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const shots = process.env.E2E_SHOTS_DIR;
    const member = await createConfirmedMember(request, { firstName: 'Apagavel' });
    await acceptTerms(request, member.token);
    await registerPin(request, member.token, PIN);
    await payAnnuityAtTheDesk(request, member);
    let code = '';
    await expect
      .poll(async () => {
        const mails = await outbox(request, member.email);
        code = mails.map((m) => /\/verificar\/([0-9A-Z-]+)/.exec(m.corpo)?.[1]).find(Boolean) ?? '';
        return code;
      })
      .toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}$/);

    // The member reads what goes and what stays, then asks with the password and the PIN.
    await openLoggedIn(page, member.token, '/meusDados');
    await expect(page.getByRole('heading', { name: MSG.erasureHeading })).toBeVisible();
    await page.getByRole('button', { name: MSG.erasureStart }).click();
    await page.getByLabel(MSG.password).fill(member.senha);
    await page.getByLabel(MSG.pin).fill(PIN);
    if (shots) await page.screenshot({ path: `${shots}/erasure-ask-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: MSG.erasureSubmit }).click();
    await expect(page.getByRole('button', { name: MSG.erasureCancel })).toBeVisible();
    await expect(page.getByText(/Sua solicitação de exclusão foi recebida/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (shots) await page.screenshot({ path: `${shots}/erasure-waiting-${width}.png`, fullPage: true });
    await expectAccessible(page);

    // Staff approve it in Solicitações › Privacidade (LGPD).
    await staffLoginThroughForm(page, GESTOR);
    await openGestaoSection(page, 'Solicitações');
    const section = page.getByRole('region', { name: MSG.staffHeading });
    const row = section.getByRole('row').filter({ hasText: member.nome });
    await expect(row).toContainText(/vence em 1[45] dias/);
    await row.getByRole('button', { name: 'Aprovar exclusão' }).click();
    await expect(page.getByRole('status').filter({ hasText: MSG.approved })).toBeVisible();
    const answered = section.getByRole('row').filter({ hasText: MSG.erasedAnswer }).first();
    await expect(answered).toContainText(ERASED_NAME);
    await expect(section.getByText(member.nome)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (shots) await page.screenshot({ path: `${shots}/erasure-staff-${width}.png`, fullPage: true });
    await expectAccessible(page);

    // The account no longer signs in; the receipt still verifies, its name replaced.
    const login = await request.post('/api/auth/login', {
      data: { usuario: member.email, senha: member.senha },
    });
    expect(await login.json()).toMatchObject({ resultado: false });
    await page.goto(`/verificar/${code}`);
    await expect(page.getByText('Válida', { exact: true })).toBeVisible();
    await expect(page.getByText(ERASED_NAME).first()).toBeVisible();
    await expect(page.getByText(member.nome)).toHaveCount(0);
    if (shots) await page.screenshot({ path: `${shots}/erasure-receipt-${width}.png`, fullPage: true });
  });
}
