import type { DOMPurify } from 'dompurify';
import { ASSOCIATION_MSG } from '../../../domain/association-messages';
import { sniffFileType } from '../../../domain/file-type';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';

export const LOGO_MAX_BYTES = 1024 * 1024;

export type LogoMime = 'image/png' | 'image/jpeg' | 'image/svg+xml';

// An SVG document: an optional XML declaration, comments and doctype, then the <svg> element.
const SVG_START_RE =
  /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i;

let svgPurifier: Promise<DOMPurify> | undefined;

// jsdom loads on the first SVG logo only.
const purifier = () =>
  (svgPurifier ??= Promise.all([import('dompurify'), import('jsdom')]).then(
    ([{ default: createDOMPurify }, { JSDOM }]) =>
      createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]),
  ));

/** The SVG with only drawing left: no script, event handler, foreign object, link out or external reference. */
async function sanitizeSvg(svg: string): Promise<string> {
  return (await purifier()).sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['a', 'foreignObject', 'use', 'image', 'style'],
    FORBID_ATTR: ['href', 'xlink:href', 'style'],
  });
}

/**
 * The logo as it will be stored: PNG and JPEG by their first bytes, SVG by its opening tag and then
 * sanitized; anything else, or more than 1 MB, refused in pt-BR. The file's name and declared type
 * are the sender's word and are not asked.
 */
export async function readLogo(bytes: Uint8Array): Promise<Outcome<{ mime: LogoMime; bytes: Uint8Array }>> {
  if (bytes.length === 0) return failed(ASSOCIATION_MSG.logoEmpty);
  if (bytes.length > LOGO_MAX_BYTES) return failed(ASSOCIATION_MSG.logoTooLarge);
  const sniffed = sniffFileType(bytes);
  if (sniffed === 'image/png' || sniffed === 'image/jpeg') return succeeded({ mime: sniffed, bytes });
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (sniffed !== null || !SVG_START_RE.test(text)) return failed(ASSOCIATION_MSG.logoType);
  const clean = await sanitizeSvg(text);
  if (!/<svg[\s>]/i.test(clean)) return failed(ASSOCIATION_MSG.logoType);
  return succeeded({ mime: 'image/svg+xml', bytes: new TextEncoder().encode(clean) });
}
