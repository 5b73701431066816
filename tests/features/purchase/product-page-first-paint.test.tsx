import { act, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { PRODUCT } from './support/product';

afterEach(() => vi.unstubAllGlobals());

it('shows the product first and asks for the buyer form only once it has been painted', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(PRODUCT), { headers: { 'content-type': 'application/json' } }),
    ),
  );
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
  // A fresh module: the page's lazy form has not been asked for by another test.
  vi.resetModules();
  const { ProductPage } = await import('../../../src/features/purchase/components/product-page');
  const { renderRoute } = await import('../render');
  renderRoute('/produto/congresso-2027', [{ path: '/produto/:hash', element: <ProductPage /> }]);

  expect(await screen.findByRole('heading', { name: PRODUCT.DESCRICAO })).toBeInTheDocument();
  expect(await screen.findByText('Três dias')).toBeInTheDocument();
  expect(screen.queryByLabelText('Categoria')).not.toBeInTheDocument();

  await act(async () => {
    for (const frame of frames.splice(0)) frame(performance.now());
  });
  expect(await screen.findByLabelText('Categoria')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Comprar' })).toBeInTheDocument();
});
