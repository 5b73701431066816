import { expect, test } from '@playwright/test';
import { PRIVACY_REQUEST_MSG as MSG } from '../../domain/privacy-request-messages';
import { expectAccessible } from './support/a11y';
import { openGestaoSection, staffLoginThroughForm } from './support/gestao';
import { GESTOR } from './support/gestao-staff';
import { createConfirmedMember } from './support/new-member';
import { acceptTerms, openLoggedIn } from './support/wallet';

const REASON = 'Meu CRM foi renumerado pelo conselho regional.';

const SHOTS = process.env.E2E_SHOTS_DIR;

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.describe.configure({ timeout: 90_000 });

    test(`issue 44: a member asks to correct her CRM, staff apply it, she reads the answer and the new CRM (${width} px)`, async ({
      page,
      request,
    }) => {
      const oldCrm = String(100_000 + ((Date.now() + width) % 800_000));
      const newCrm = String(Number(oldCrm) + 1);
      const member = await createConfirmedMember(request, {
        firstName: 'Corrige',
        crm: { number: oldCrm, uf: 'SP' },
      });
      await acceptTerms(request, member.token);

      // She sees the CRM held today and asks for the right one, with the reason.
      await openLoggedIn(page, member.token, '/meusDados');
      const held = page.getByLabel(MSG.heldNow);
      await expect(held).toContainText(`${oldCrm}/SP`);
      const correction = page.getByRole('region', { name: MSG.correctionHeading });
      await correction.getByRole('button', { name: MSG.correctionOpen }).click();
      await correction.getByLabel(MSG.field, { exact: true }).selectOption('crm');
      await correction.getByLabel(MSG.newValue, { exact: true }).fill(newCrm);
      await correction.getByLabel(MSG.reason, { exact: true }).fill(REASON);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/correction-ask-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: MSG.correctionSubmit }).click();
      await expect(page.getByRole('status').filter({ hasText: MSG.correctionSent })).toBeVisible();
      const mine = page.getByRole('region', { name: MSG.myRequests });
      await expect(mine).toContainText(`${MSG.kinds.correction} (CRM)`);
      await expect(mine).toContainText(MSG.statuses.pending);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(page);

      // Staff read the value today, the one asked and why, and apply it.
      await staffLoginThroughForm(page, GESTOR);
      await openGestaoSection(page, 'Solicitações');
      const section = page.getByRole('region', { name: MSG.staffHeading });
      // Her row (the names of the tests' members repeat; the CRM asked for does not).
      const row = section
        .getByRole('row')
        .filter({ hasText: member.nome })
        .filter({ hasText: `para ${newCrm}` });
      await expect(row).toContainText(`CRM de ${oldCrm}/SP para ${newCrm}`);
      await expect(row).toContainText(`Motivo: ${REASON}`);
      await expect(row).toContainText(/vence em 1[45] dias/);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/correction-staff-${width}.png`, fullPage: true });
      await row.getByRole('button', { name: 'Aplicar correção' }).click();
      await expect(page.getByRole('status').filter({ hasText: MSG.corrected })).toBeVisible();
      await expect(row).toContainText(MSG.correctedAnswer('CRM', newCrm));
      await expect(row.getByRole('button', { name: 'Aplicar correção' })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/correction-applied-${width}.png`, fullPage: true });
      await expectAccessible(page);

      // She reads the answer and the new CRM.
      await openLoggedIn(page, member.token, '/meusDados');
      await expect(mine).toContainText(MSG.statuses.done);
      await expect(mine).toContainText(MSG.correctedAnswer('CRM', newCrm));
      await expect(held).toContainText(`${newCrm}/SP`);
      await expect(held).not.toContainText(oldCrm);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/correction-answered-${width}.png`, fullPage: true });
      await expectAccessible(page);
    });
  });
}
