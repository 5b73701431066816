import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** CSP sources ('sha256-…') for each inline script of a page: the only inline code allowed to run. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code!, 'utf8').digest('base64')}'`,
  );
}

/** The inline scripts of the built SPA's index.html (scripts/paint-first.ts writes one), if any. */
export function spaInlineScriptSources(staticDir: string | undefined): string[] {
  const index = staticDir && join(staticDir, 'index.html');
  return index && existsSync(index) ? inlineScriptSources(readFileSync(index, 'utf8')) : [];
}
