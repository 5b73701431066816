const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const svg = (body: string, width: number, height: number) =>
  new TextEncoder().encode(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  );

/** A round monogram logo for an association. */
export function logoSvg(initials: string, color: string): Uint8Array {
  return svg(
    `<circle cx="64" cy="64" r="62" fill="${color}"/>` +
      `<text x="64" y="78" font-family="Arial,sans-serif" font-size="44" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>`,
    128,
    128,
  );
}

/** A wide banner with a gradient and a title, used for products and the home carousel. */
export function bannerSvg(title: string, from: string, to: string): Uint8Array {
  return svg(
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="800" height="400" rx="24" fill="url(#g)"/>` +
      `<text x="48" y="220" font-family="Arial,sans-serif" font-size="48" font-weight="700" fill="#fff">${escapeXml(title)}</text>`,
    800,
    400,
  );
}
