import { expect, test } from '@playwright/test';
import { routeSources } from '../../scripts/bench/bundle-size';

/**
 * The back office is a world of its own: read from the build's source maps, no byte of it is in
 * the initial JS of a member's or a buyer's screen, and its screens come only with /gestao.
 */
const { all, byRoute } = routeSources(process.env.E2E_STATIC_DIR ?? 'dist');
const isGestao = (source: string) => /src\/features\/gestao\/|\/gestao-[^/]*\.tsx?$/.test(source);

test('the back office is in the build, and /gestao loads it', () => {
  expect(all.some(isGestao)).toBe(true);
  expect(
    byRoute['/gestao']!.some((source) => source.includes('src/features/gestao/components/gestao-app')),
  ).toBe(true);
});

test('no member or public screen carries any of the back office', () => {
  const carrying = Object.entries(byRoute)
    .filter(([route]) => route !== '/gestao')
    .filter(([, sources]) => sources.some(isGestao))
    .map(([route, sources]) => `${route}: ${sources.filter(isGestao).join(', ')}`);
  expect(carrying).toEqual([]);
});
