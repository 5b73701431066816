import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductDetails } from '../../../src/features/purchase/components/product-details';

// As the server stores it (tests/server/gestao/sanitize-html.test.ts makes this from hostile HTML).
const STORED =
  '<p>Programação <b>completa</b></p><img src="x" alt="foto"><a>clique</a>' +
  '<a href="https://exemplo.com.br/congresso" target="_blank" rel="noopener noreferrer">site do congresso</a>' +
  '<ul><li>Conferências</li><li>Cursos práticos</li></ul>';

describe('the product detailed description', () => {
  it('shows the stored HTML, links opening apart, behind Ver mais / Ver menos', async () => {
    const { container } = render(<ProductDetails html={STORED} />);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('foto');
    const link = screen.getByRole('link', { name: 'site do congresso' });
    expect(link).toHaveAttribute('href', 'https://exemplo.com.br/congresso');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Conferências',
      'Cursos práticos',
    ]);

    const more = screen.getByRole('button', { name: 'Ver mais' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(screen.getByRole('button', { name: 'Ver menos' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Ver menos' }));
    expect(screen.getByRole('button', { name: 'Ver mais' })).toBeInTheDocument();
  });

  it('shows nothing when there is no description', () => {
    const { container } = render(<ProductDetails html="  " />);
    expect(container).toBeEmptyDOMElement();
  });
});
