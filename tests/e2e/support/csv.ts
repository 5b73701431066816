/**
 * Reads a gestão CSV export as Excel pt-BR does: UTF-8 with the byte order mark, ';' between
 * values, every value quoted ("" inside). Throws when the BOM is missing.
 */
export function parseExcelCsv(text: string): string[][] {
  if (text.charCodeAt(0) !== 0xfeff) throw new Error('the CSV does not start with the UTF-8 BOM');
  return text
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"(?:;|$)/g)].map((m) => m[1]!.replaceAll('""', '"')));
}
