import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const STYLESHEET_LINK = /\s*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;
const BOOT_CONFIG = /<script type="application\/json" id="boot-config">([\s\S]*?)<\/script>/;
const PRODUCT_SCREEN = '/produto/:hash';

/** The build's file under the static root, read only when it stays inside it. */
function readAsset(root: string, file: string): string | undefined {
  const path = join(root, file);
  return path.startsWith(root) && existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

/**
 * The built index.html as /produto/{hash} sends it: the app's stylesheet and the product screen's
 * own (their files as the boot configuration names them, scripts/paint-first.ts) written in, so
 * that the product's content the server adds is painted with the HTML alone, with no stylesheet
 * to wait for. Undefined without a built app.
 */
export function productPageShell(root: string): string | undefined {
  const html = readAsset(root, 'index.html');
  if (html === undefined) return undefined;
  const config = BOOT_CONFIG.exec(html)?.[1];
  const screenStyles = config
    ? ((JSON.parse(config) as { screens?: Record<string, { styles?: string[] }> }).screens?.[PRODUCT_SCREEN]
        ?.styles ?? [])
    : [];
  const files = [
    ...[...html.matchAll(STYLESHEET_LINK)].map((match) => match[1]!),
    ...screenStyles.map((href) => href.replace(/^\//, '')),
  ];
  const styles = files.map((file) => readAsset(root, file));
  // The stylesheets are written in only when every one of them is there (their URLs hold none).
  if (styles.length === 0 || styles.some((css) => css === undefined)) return html;
  // Each file stays named by a disabled link (not fetched, not waited for): the app's loader finds
  // it there and does not append it after the written-in rules, where it would win over the
  // product screen's own (the banner's card padding, the desktop's two columns).
  const named = files.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`);
  const inline = `<style>${styles.join('\n').replace(/<\/style/gi, '<\\/style')}</style>`;
  return html
    .replace(STYLESHEET_LINK, '')
    .replace('</head>', () => `  ${inline}\n    ${named.join('\n    ')}\n  </head>`);
}
