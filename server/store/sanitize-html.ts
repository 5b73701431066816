import type { DOMPurify } from 'dompurify';

let purifier: Promise<DOMPurify> | undefined;

/**
 * DOMPurify over a jsdom window, built on first use (jsdom takes a moment to load and only writes
 * of a product need it). The HTML is sanitized once, when it is stored; the member and buyer pages
 * show it as stored, with the CSP (no inline script) as the browser's own guard.
 */
async function purify(): Promise<DOMPurify> {
  purifier ??= (async () => {
    const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([
      import('dompurify'),
      import('jsdom'),
    ]);
    const instance = createDOMPurify(
      new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0],
    );
    instance.addHook('afterSanitizeAttributes', (node) => {
      // The association's links leave the app without handing it the page (no window.opener).
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    return instance;
  })();
  return purifier;
}

/**
 * The product's detailed description as safe HTML: formatting, lists, links and images stay;
 * scripts, event handlers, javascript: URLs, styles, frames and forms do not.
 */
export async function sanitizeProductHtml(html: string): Promise<string> {
  return (await purify()).sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
