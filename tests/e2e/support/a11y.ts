import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoViolations(page: Page, screen: string, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(WCAG_21_AA);
  if (include) builder.include(include);
  const results = await builder.analyze();
  const report = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(report, `axe violations on ${screen}`).toEqual([]);
}

/**
 * Scans the screen as it is now with axe-core for WCAG 2.1 A/AA; any violation fails the test
 * with the rule, the help text and the offending elements.
 */
export async function expectAccessible(page: Page, screen = page.url()) {
  await expectNoViolations(page, screen);
}

/**
 * The same scan of the open alert dialog alone. Brief confirmations close by themselves, so the
 * pointer rests on it first, as a reader's would, which holds it open for as long as the scan takes.
 * The screen behind the alert has its own scan.
 */
export async function expectAccessibleAlert(page: Page, screen: string) {
  const alert = page.locator('dialog[open][role="alertdialog"]');
  await expect(alert).toBeVisible();
  await alert.hover();
  await expectNoViolations(page, screen, 'dialog[open][role="alertdialog"]');
  expect(await alert.isVisible(), `the alert of ${screen} closed by itself during the scan`).toBe(true);
  // Onto the backdrop: a timed alert's own duration starts again.
  await page.mouse.move(1, 1);
}
