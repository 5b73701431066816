import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AssociationLogo } from '../../src/components/association-logo';

describe('an association’s logo (no list of associations that may have one)', () => {
  it('asks any association’s public logo address', () => {
    render(
      <AssociationLogo
        associationId={2_000_001}
        className="association-logo"
        alt="Sociedade Nova"
        size={40}
      />,
    );
    expect(screen.getByRole('img', { name: 'Sociedade Nova' })).toHaveAttribute(
      'src',
      '/api/auth/logomarcaCliente/2000001',
    );
  });

  it('shows the fallback when the association has none (404)', () => {
    render(
      <AssociationLogo
        associationId={2_000_002}
        className="association-logo"
        alt="Sociedade Sem Logo"
        size={40}
        fallback={<span>S</span>}
      />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Sociedade Sem Logo' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('S')).toBeInTheDocument();
  });
});
