import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Scans the screen as it is now with axe-core for WCAG 2.1 A/AA; any violation fails the test
 * with the rule, the help text and the offending elements.
 */
export async function expectAccessible(page: Page, screen = page.url()) {
  const results = await new AxeBuilder({ page })
    .withTags(process.env.A11Y_BP ? [...WCAG_21_AA, 'best-practice'] : WCAG_21_AA)
    .analyze();
  const report = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  (process.env.A11Y_SOFT ? expect.soft : expect)(report, `axe violations on ${screen}`).toEqual([]);
}
