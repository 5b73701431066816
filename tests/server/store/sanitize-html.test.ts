import { describe, expect, it } from 'vitest';
import { sanitizeProductHtml } from '../../../server/store/sanitize-html';

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

describe('a product detailed description, as the server stores it', () => {
  it('keeps text, lists and links; drops scripts, handlers, javascript: URLs, frames, forms and styles', async () => {
    const safe = await sanitizeProductHtml(HOSTILE);
    expect(safe).not.toMatch(/<script|onerror|onclick|onbegin|javascript:|<iframe|<form|<input|style=/i);
    expect(safe).toContain('<ul><li>Conferências</li><li>Cursos práticos</li></ul>');
    expect(safe).toContain('<b>completa</b>');
    expect(safe).toContain('<img src="x" alt="foto">');
  });

  it('makes every link open apart, without handing the page over', async () => {
    const safe = await sanitizeProductHtml(HOSTILE);
    expect(safe).toContain(
      '<a href="https://exemplo.com.br/congresso" target="_blank" rel="noopener noreferrer">site do congresso</a>',
    );
    expect(safe).toContain('<a>clique</a>');
  });

  it('leaves nothing of a description that is only a script', async () => {
    expect((await sanitizeProductHtml('<script>globalThis.pwned = 1</script>')).trim()).toBe('');
  });
});
