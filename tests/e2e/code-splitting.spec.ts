import { expect, test } from '@playwright/test';
import { routeSources } from '../../scripts/bench/bundle-size';

/**
 * Route-level code splitting (issue #7), read from the build's source maps: each heavy library is
 * in the initial JS of the screens that use it and of no other, and the public product page
 * carries nothing of the member area.
 */
const { all, byRoute } = routeSources(process.env.E2E_STATIC_DIR ?? 'dist');
const has = (sources: string[], library: string) =>
  sources.some((source) => source.includes(`node_modules/${library}/`));

const ONLY_ON: Record<string, string[]> = {
  swiper: [], // the store carousel comes after Home's first paint
  jsqr: ['/qrcodeAssociar'],
  qrcode: ['/pendenciaFormaPagamento', '/produtoCheckout/{hash}'],
  'react-google-recaptcha': ['/register/{id}'],
  'canvas-confetti': ['/loja'],
  imask: ['/pendenciaFormaPagamento', '/register/{id}', '/produtoCheckout/{hash}', '/perfil'],
  recharts: [], // /gestao/saude's own chunk, loaded when that screen opens
};

for (const [library, routes] of Object.entries(ONLY_ON)) {
  test(`${library} is in the initial JS of ${routes.join(', ') || 'no screen'} at most`, () => {
    expect(has(all, library), `${library} is not in the build at all`).toBe(true);
    const carrying = Object.keys(byRoute).filter((route) => has(byRoute[route]!, library));
    expect(carrying.filter((route) => !routes.includes(route))).toEqual([]);
  });
}

test('the public product page carries nothing of the member area', () => {
  const sources = byRoute['/produto/{hash}']!;
  const features = new Set(sources.map((source) => /src\/features\/([^/]+)\//.exec(source)?.[1]));
  features.delete(undefined);
  expect([...features]).toEqual(['purchase']);
  expect(sources.filter((source) => /\.machine\.ts$/.test(source) && !/alert\.machine/.test(source))).toEqual(
    [],
  );
});
