import { expect, test, type Page } from '@playwright/test';
import { everyScreen, memberSetup, openScreen } from './support/routes';

const MIN = 44;

/**
 * Every visible control a thumb can tap, with the box it answers to: a checkbox or radio is
 * tapped through its label. Links inside running text are left out (WCAG 2.5.5's inline exception).
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const out: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [role="tab"], [role="button"], summary',
    );
    for (const control of controls) {
      if (control.closest('[inert], [aria-hidden="true"]')) continue;
      const style = getComputedStyle(control);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (control instanceof HTMLInputElement && control.type === 'hidden') continue;
      let target: HTMLElement = control;
      if (control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type)) {
        target = control.closest('label') ?? (control.labels?.[0] as HTMLElement | undefined) ?? control;
      }
      const box = target.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      // Inside a closed dialog or off the page's flow (a visually hidden input): not tappable.
      if (box.width <= 1 || box.height <= 1) continue;
      if (control.tagName === 'A' && control.closest('p, li.prose, .product-html, .terms-text')) {
        const parent = control.parentElement!;
        if (parent.textContent!.trim() !== control.textContent!.trim()) continue;
      }
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? control.id)
          .trim()
          .slice(0, 30);
        out.push(
          `${control.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return out;
  }, MIN);
}

test('every tappable target is at least 44 × 44 px, on every route', async ({ page, request }) => {
  test.setTimeout(180_000);
  const setup = await memberSetup(request);
  const { token } = setup;
  const small: string[] = [];
  for (const screen of everyScreen(setup)) {
    await openScreen(page, screen, token);
    for (const target of await smallTargets(page)) small.push(`${screen.name}: ${target}`);
  }
  expect([...new Set(small)]).toEqual([]);
});
