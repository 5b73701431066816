import { expect, test } from '@playwright/test';
import { everyScreen, memberSetup, openScreen } from './support/routes';
import { smallTargets } from './support/touch-targets';

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
