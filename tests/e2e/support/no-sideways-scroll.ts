import { expect, type Page } from '@playwright/test';

/**
 * Nothing wider than the screen (WCAG 1.4.10): no element past its right edge, outside what is
 * only for screen readers (a table's header row under 768 px is clipped to 1 px, its cells
 * overflowing that pixel, unseen), and the page itself does not scroll sideways.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => !e.closest('thead') || getComputedStyle(e.closest('thead')!).position !== 'absolute')
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .map((e) => `${e.tagName.toLowerCase()}.${e.className}: ${e.textContent?.slice(0, 40)}`),
  );
  expect(wide).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
}
