import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductDetails } from '../../../src/features/purchase/components/product-details';
import { sanitizeProductHtml } from '../../../src/lib/sanitize-html';

declare global {
  var pwned: number | undefined;
}

const HOSTILE =
  '<p>Programação <b>completa</b></p>' +
  '<script>globalThis.pwned = 1</script>' +
  '<img src="x" onerror="globalThis.pwned = 2" alt="foto">' +
  '<a href="javascript:globalThis.pwned = 3">clique</a>' +
  '<a href="https://exemplo.com.br/congresso" onclick="globalThis.pwned = 4">site do congresso</a>' +
  '<iframe src="https://evil.example"></iframe>' +
  '<svg><animate onbegin="globalThis.pwned = 5" attributeName="x" dur="1s"></animate></svg>' +
  '<div style="position:fixed;inset:0">sobreposição</div>' +
  '<form action="https://evil.example"><input name="senha"></form>' +
  '<ul><li>Conferências</li><li>Cursos práticos</li></ul>';

afterEach(() => {
  globalThis.pwned = undefined;
});

describe('the product detailed description', () => {
  it('keeps text, lists and links; drops scripts, handlers, javascript: URLs, frames, forms and styles', () => {
    const safe = sanitizeProductHtml(HOSTILE);
    expect(safe).not.toMatch(/<script|onerror|onclick|onbegin|javascript:|<iframe|<form|<input|style=/i);
    expect(safe).toContain('<ul><li>Conferências</li><li>Cursos práticos</li></ul>');
    expect(safe).toContain('<b>completa</b>');
  });

  it('renders it without running anything, links opening apart, behind Ver mais / Ver menos', async () => {
    const { container } = render(<ProductDetails html={HOSTILE} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(globalThis.pwned).toBeUndefined();
    expect(container.querySelector('script, iframe, form, input, [onerror], [onclick], [style]')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('foto');

    const link = screen.getByRole('link', { name: 'site do congresso' });
    expect(link).toHaveAttribute('href', 'https://exemplo.com.br/congresso');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('clique').closest('a')?.getAttribute('href') ?? null).toBeNull();
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
    const { container } = render(<ProductDetails html="<script>globalThis.pwned = 1</script>" />);
    expect(container).toBeEmptyDOMElement();
  });
});
