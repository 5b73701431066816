import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../src');

// Not screens: a failed load leaves the rest of the page working (no captcha widget, no update
// notice, Home's banner placeholder, the member's live channel).
const NOT_SCREENS = [
  'components/bottom-menu.tsx',
  'components/captcha/captcha-field.tsx',
  'app/pwa-updater.tsx',
  'main.tsx',
  'features/wallet/components/store-banners.tsx',
];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

const importsReactLazy = (text: string) => /import\s*\{[^}]*\blazy\b[^}]*\}\s*from\s*'react'/.test(text);

/**
 * Issue 38 item 18: React.lazy keeps a failed load for good, so "Tentar novamente" would show the
 * same failure again; every lazily loaded screen goes through src/lib/retryable-lazy.tsx instead.
 */
describe('lazily loaded screens', () => {
  it("use retryableLazy, never React's lazy", () => {
    const offenders = sourceFiles(SRC)
      .map((path) => relative(SRC, path))
      .filter((path) => !NOT_SCREENS.includes(path) && path !== 'lib/retryable-lazy.tsx')
      .filter((path) => importsReactLazy(readFileSync(join(SRC, path), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('the screens the issue named load through retryableLazy', () => {
    for (const path of [
      'features/documents/routes.tsx',
      'features/purchase/components/product-page.tsx',
      'features/purchase/components/completed-purchase.tsx',
      'features/gestao/components/gestao-app.tsx',
    ]) {
      expect(readFileSync(join(SRC, path), 'utf8'), path).toMatch(/retryableLazy\(/);
    }
  });
});
