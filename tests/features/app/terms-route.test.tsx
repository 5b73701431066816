import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TermsRoute } from '../../../src/app/terms-route';
import { renderRoute } from '../render';

describe('/termos', () => {
  it('shows the terms without a login, titled', async () => {
    renderRoute('/termos', [{ path: '/termos', element: <TermsRoute /> }]);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Termos de uso e privacidade' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Lei Geral de Proteção de Dados/)).toBeInTheDocument();
    expect(document.title).toBe('Termos de uso e privacidade · Quita');
  });
});
