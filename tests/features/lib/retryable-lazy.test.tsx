import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ScreenBoundary } from '../../../src/components/screen-boundary';
import { retryableLazy } from '../../../src/lib/retryable-lazy';

const missingChunk = () => new TypeError('Failed to fetch dynamically imported module: /assets/tela-x1.js');

describe('a screen loaded with retryableLazy (issue 38 item 18)', () => {
  it('shows "Sem conexão" when its code does not come, and "Tentar novamente" asks for it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const Screen = retryableLazy(async () => {
      attempts += 1;
      if (attempts === 1) throw missingChunk();
      return { default: () => <h1>Histórico</h1> };
    });
    render(
      <ScreenBoundary>
        <Suspense fallback={<p>Carregando...</p>}>
          <Screen />
        </Suspense>
      </ScreenBoundary>,
    );
    expect(await screen.findByText('Sem conexão')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Histórico' })).toBeVisible();
    expect(attempts).toBe(2);
  });
});
