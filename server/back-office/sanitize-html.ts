import type { DOMPurify } from 'dompurify';

let purifier: Promise<DOMPurify> | undefined;

/**
 * DOMPurify over a jsdom window, built on first use (jsdom takes a moment to load and only the
 * store's editing needs it). Scripts, event handlers and javascript: links are removed; links
 * that open elsewhere get rel="noopener noreferrer".
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
      if (node.tagName === 'A' && node.getAttribute('target'))
        node.setAttribute('rel', 'noopener noreferrer');
    });
    return instance;
  })();
  return purifier;
}

export async function sanitizeProductHtml(html: string): Promise<string> {
  return (await purify()).sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
}
